/**
 * Build time, in Node (scripts/build/boot-plugin.ts loads it through Vite with the brand's
 * virtual modules): each address's frame as HTML in the brand's default language. The work
 * is done while the module loads, as Vite closes its runner once the import is done.
 */
import brand from 'virtual:brand';
import { renderToStaticMarkup } from 'react-dom/server';
import { defaultLanguage } from '../../brands/brand.ts';
import { setLanguage } from '../i18n/i18n.ts';
import { SHELL_PATHS } from '../routes.ts';
import { Frame } from '../app/frame.tsx';

await setLanguage(defaultLanguage(brand));

export const shells: Record<string, string> = Object.fromEntries(SHELL_PATHS.map((p) => [p, renderToStaticMarkup(<Frame path={p} />)]));
