/**
 * Each language's messages in two chunks: the first screen's (what step 1's first render
 * and the lazy parts that come with it say), preloaded by index.html
 * as before, and the later messages (goods, payment, result, logins, popups...), which
 * the first paint does not wait for: 3.4–4.6 KB gzip of locale before the first render
 * became 1.0–1.5 KB (`npm run bench`).
 *
 * What shows later messages waits for them where it is loaded: every page but step 1's
 * and the popups (src/app/pages.ts), the layout's after-first-paint part (footer, popups'
 * host) and the cookie warning (src/app/app.tsx), and the promotion's popup, through
 * `withLaterMessages` (src/i18n/i18n.ts). The build fails when a module of the first load
 * names a later message: it would show a key on the first render. Only the build splits;
 * the dev server and the unit tests get every message in one chunk (vite-brand.ts).
 */
import path from 'node:path';
import type { Plugin } from 'vite';
import { ROOT } from '../lib/brands.ts';
import type { Messages } from '../lib/locales.ts';

/** The namespaces (a key's part before its first dot) of the first screen's messages. */
export const FIRST_SCREEN_NAMESPACES: readonly string[] = ['app', 'common', 'error', 'game', 'header', 'page', 'steps'];
/**
 * Single keys of other namespaces that lazy parts of the first screen show at once: the
 * header's promotion button and replenishment user name, and step 1's banner link's
 * "opens in a new window". Three short phrases here cost less than making those parts
 * wait for the later messages.
 *
 * The footer and the cookie warning are not first-screen messages: neither is in the first
 * paint (the footer starts below the fold, the warning shows only where storage is
 * blocked), and both load with the later messages (app.tsx). Their words were 0.3 KB of
 * the 1.0–1.6 KB gzip the first render waited for.
 */
export const FIRST_SCREEN_KEYS: readonly string[] = ['promo.open', 'replenish.user', 'footer.newWindow'];

/**
 * Keys (or key prefixes ending in a dot) of the namespaces above that only later parts
 * show: step 2's search and "Change game", the standalone pages' texts, the API's messages
 * for codes (stores/api-messages.ts, loaded with the first failure), the
 * in-app notice's "Copied". If a module of the first load named one, the build would say
 * so (laterMessagesPlugin). (The `page.` titles stay: the route table builds their keys
 * from the step names, `page.${step}`, which the check reads as the whole namespace.)
 */
export const LATER_KEYS: readonly string[] = [
  'common.search', 'common.copied', 'game.change',
  'error.noPermission', 'error.goodsNotFound', 'error.linkInvalid', 'error.params.',
];

const namespaceOf = (key: string) => key.slice(0, key.indexOf('.'));
const isFirstScreen = (key: string) => (FIRST_SCREEN_NAMESPACES.includes(namespaceOf(key)) && !LATER_KEYS.some((l) => key === l || (l.endsWith('.') && key.startsWith(l))))
  || FIRST_SCREEN_KEYS.includes(key);

/** One language's messages split into the first screen's and the later ones. */
export function splitMessages(m: Messages): { first: Messages; later: Messages } {
  const first: Messages = {};
  const later: Messages = {};
  for (const [k, v] of Object.entries(m)) (isFirstScreen(k) ? first : later)[k] = v;
  return { first, later };
}

/**
 * The later messages `code` names: string literals that are a later key or the stem of
 * some (`tp` adds the plural category), and template literals that begin with a later
 * namespace and a dot before their first placeholder.
 */
export function laterKeysIn(code: string, keys: readonly string[]): string[] {
  const later = keys.filter((k) => !isFirstScreen(k));
  const exact = new Set(later);
  const stems = new Set(later.flatMap((k) => k.split('.').slice(0, -1).map((_, i, parts) => parts.slice(0, i + 1).join('.')).filter((s) => s.includes('.'))));
  const namespaces = new Set(later.map(namespaceOf));
  const out = new Set<string>();
  for (const m of code.matchAll(/(['"`])([A-Za-z]+\.[\w.]*)\1/g)) if (exact.has(m[2]!) || stems.has(m[2]!)) out.add(m[2]!);
  for (const m of code.matchAll(/`([A-Za-z]+)\.[\w.]*\$\{/g)) if (namespaces.has(m[1]!)) out.add(`${m[1]}.*`);
  return [...out];
}

const isAppSource = (id: string) => id.startsWith(path.join(ROOT, 'src') + path.sep) && /\.tsx?$/.test(id) && !/\.test\.tsx?$/.test(id);

/** The build's check (build only): no module of the first load (`inFirstLoad`, first-load-chunk.ts) names a later message. */
export function laterMessagesPlugin(keys: readonly string[], inFirstLoad: (id: string) => boolean): Plugin {
  const naming = new Map<string, string[]>();
  return {
    name: 'storefront-later-messages',
    apply: 'build',
    buildStart() { naming.clear(); },
    transform(code, id) {
      if (!isAppSource(id)) return null;
      const named = laterKeysIn(code, keys);
      if (named.length) naming.set(id, named);
      return null;
    },
    generateBundle() {
      const problems = [...naming].filter(([id]) => inFirstLoad(id))
        .map(([id, named]) => `${path.relative(ROOT, id)} is in the first load but names later messages (${named.join(', ')}): the first render would show their keys. Load it later, or add the namespace to FIRST_SCREEN_NAMESPACES (scripts/build/first-screen-messages.ts)`);
      if (problems.length) this.error(problems.join('\n'));
    },
  };
}
