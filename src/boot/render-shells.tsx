/**
 * Build time, in Node: scripts/lib/boot-plugin.ts loads this module through Vite with the
 * brand's virtual modules and reads `shells`, each address's shell as HTML in the brand's
 * default language. The work is done while the module loads (hence the top-level await):
 * Vite closes its module runner once the import is done, and the language arrives by a
 * dynamic import.
 */
import brand from 'virtual:brand';
import { renderToStaticMarkup } from 'react-dom/server';
import { defaultLanguage } from '../../brands/brand.ts';
import { setLanguage } from '../i18n/i18n.ts';
import { SHELL_PATHS } from '../routes.ts';
import { Shell } from './shell.tsx';

await setLanguage(defaultLanguage(brand));

export const shells: Record<string, string> = Object.fromEntries(SHELL_PATHS.map((p) => [p, renderToStaticMarkup(<Shell path={p} />)]));
