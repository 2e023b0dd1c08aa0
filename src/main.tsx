import brand from 'virtual:brand';
import { loaders } from 'virtual:locales';
document.getElementById('root')!.textContent = brand.name + Object.keys(loaders).join(',');
void loaders[brand.languages[0]!]?.();
