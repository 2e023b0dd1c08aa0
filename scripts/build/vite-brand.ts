/**
 * The Vite plugin that makes a bundle one brand's: it serves the virtual modules
 *   virtual:brand        the validated brand config (a typed module, not a runtime fetch)
 *   virtual:locales      a loader per language of this brand, nothing for the others
 *   virtual:locale/<l>   one language's messages, each its own lazily loaded chunk; in a
 *                        build only the first screen's, and a loader (`later`) of
 *   virtual:locale-later/<l>  the rest of them (first-screen-messages.ts)
 * (index.html's preloads and the rest that runs before the app: boot-plugin.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { type Brand, type BakedBrand, defaultLanguage, languageNames } from '../../brands/brand.ts';
import { CONFIG_ID } from '../../src/boot/boot-config.ts';
import { VITALS_SAMPLE_RATE_DEFAULT } from '../../brands/brand-schema.ts';
import { BRANDS_DIR, type LoadedBrand } from '../lib/brands.ts';
import { logoDataUri } from './html.ts';
import { localeFile, mergedMessages } from '../lib/locales.ts';
import { splitMessages } from './first-screen-messages.ts';
import { type SocialAuth, socialAuthFor } from '../lib/social-auth.ts';
import { type PaymentProviders, paymentProvidersFor } from '../lib/payment-providers.ts';

const BRAND_ID = 'virtual:brand';
/**
 * Brand fields only later chunks use, each its own module (`virtual:brand/login`...), so
 * the first page does not carry login keys or the /@code table.
 */
export const LAZY_BRAND_FIELDS = ['login', 'socialAuth', 'gameCodes', 'paymentProviders', 'legal', 'copyright', 'languageNames', 'vitalsSampleRate'] as const;
const LAZY_FIELD_IDS = LAZY_BRAND_FIELDS.map((f) => `${BRAND_ID}/${f}`);
const LOCALES_ID = 'virtual:locales';
const LOCALE_PREFIX = 'virtual:locale/';
const LATER_LOCALE_PREFIX = 'virtual:locale-later/';

/**
 * The config the bundle gets: the brand file without its schema, notes and logo file name, plus
 * `socialAuth`, the social login pages (loadBrand's, which follow the staging override;
 * production ones for a brand that did not come through loadBrand).
 */
export function bakedBrand(brand: Brand | LoadedBrand): Omit<BakedBrand, 'logoUrl' | 'payments'> & { socialAuth: SocialAuth; paymentProviders: PaymentProviders; vitalsSampleRate: number } {
  // `payments` is baked as paymentProviders (with the scripts' addresses), in its own chunk.
  const { $schema: _schema, $notes: _notes, logo: _logo, payments, ...baked } = brand;
  return {
    ...baked, languageNames: languageNames(brand.languages),
    // The schema's default, baked in so the page never needs to know it.
    vitalsSampleRate: brand.vitalsSampleRate ?? VITALS_SAMPLE_RATE_DEFAULT,
    socialAuth: 'socialAuth' in brand ? brand.socialAuth : socialAuthFor(brand.login),
    paymentProviders: 'paymentProviders' in brand ? brand.paymentProviders : paymentProvidersFor(payments),
  };
}

/**
 * A build's brand module: the fields the head script reads too (id, languages, areas, API
 * hosts) come from index.html's `#boot-config` (boot-plugin.ts writes it), the one copy in
 * the page, so the head's early call and the app's client build their URLs from the same
 * values. The dev server and the tests, whose pages have no config, get them baked.
 */
export function fromPageConfig(module: Record<string, unknown>): string {
  const { id: _id, languages: _languages, domainAreas: _areas, clientIdAreas: _clientIdAreas, ...rest } = module;
  const { api: _api, demoApi: _demoApi, ...hosts } = module.hosts as Record<string, unknown>;
  return [
    `const c = JSON.parse(document.getElementById(${JSON.stringify(CONFIG_ID)})?.textContent || 'null');`,
    `if (!c) throw new Error('index.html has no #${CONFIG_ID}: the brand config its build writes there');`,
    `const b = ${JSON.stringify({ ...rest, hosts })};`,
    'export default { ...b, id: c.id, languages: c.languages, domainAreas: c.domainAreas, ...(c.clientIdAreas ? { clientIdAreas: c.clientIdAreas } : {}), hosts: { ...b.hosts, api: c.hosts.api, demoApi: c.hosts.demoApi } };',
    '',
  ].join('\n');
}

/** What src/login/social/vk.ts's import of the bundled VK ID SDK is in a brand without VK. */
const NO_VKID_ID = '\0no-vkid-sdk';

/** `part`: the first screen's messages, or the later ones (first-screen-messages.ts). */
export function localeChunkName(lang: string, part: 'first' | 'later' = 'first'): string {
  return part === 'later' ? `locale-${lang}-later` : `locale-${lang}`;
}

export function brandPlugin(brand: Brand): Plugin {
  const langs = brand.languages;
  // Only a build splits each language's messages: the dev server and the unit tests load one chunk.
  let split = false;
  return {
    name: 'storefront-brand',
    enforce: 'pre',
    configResolved(config) { split = config.command === 'build'; },
    resolveId(id, importer) {
      // VK ID's SDK (bundled from npm) goes only into the builds of brands that offer VK.
      if (id === './vkid-sdk.ts' && importer?.endsWith('/src/login/social/vk.ts') && !brand.login.vk) return NO_VKID_ID;
      if (id === BRAND_ID || LAZY_FIELD_IDS.includes(id) || id === LOCALES_ID || id.startsWith(LOCALE_PREFIX) || id.startsWith(LATER_LOCALE_PREFIX)) return '\0' + id;
      return null;
    },
    load(id) {
      if (id === NO_VKID_ID) return 'export const vkid = undefined;\n';
      if (!id.startsWith('\0virtual:')) return null;
      const vid = id.slice(1);
      if (vid === BRAND_ID || LAZY_FIELD_IDS.includes(vid)) {
        this.addWatchFile(path.join(BRANDS_DIR, `${brand.id}.json`));
        const baked: Record<string, unknown> = bakedBrand(brand);
        if (vid !== BRAND_ID) return `export default ${JSON.stringify(baked[vid.slice(BRAND_ID.length + 1)])};\n`;
        this.addWatchFile(path.join(BRANDS_DIR, 'logos', brand.logo));
        for (const f of LAZY_BRAND_FIELDS) delete baked[f];
        const module = { ...baked, logoUrl: logoDataUri(brand) };
        return split ? fromPageConfig(module) : `export default ${JSON.stringify(module)};\n`;
      }
      if (vid === LOCALES_ID) {
        const entries = langs.map((l) => `  ${JSON.stringify(l)}: () => import(${JSON.stringify(LOCALE_PREFIX + l)})`);
        return `export const loaders = {\n${entries.join(',\n')}\n};\n`;
      }
      const later = vid.startsWith(LATER_LOCALE_PREFIX);
      const lang = vid.slice((later ? LATER_LOCALE_PREFIX : LOCALE_PREFIX).length);
      if (!langs.includes(lang as never)) this.error(`${lang} is not a language of brand ${brand.id}`);
      // Only files that exist: in dev, Vite treats a watched file as a dependency to resolve.
      for (const f of [localeFile('en'), localeFile(lang), localeFile(lang, brand.id)]) if (fs.existsSync(f)) this.addWatchFile(f);
      // JSON.parse of a string literal is faster to start than the same object literal.
      const all = mergedMessages(lang as never, brand.id);
      const messages = split ? splitMessages(all)[later ? 'later' : 'first'] : all;
      // The first chunk names its later one, so the first load carries no second table of languages.
      const next = split && !later ? `export const later = () => import(${JSON.stringify(LATER_LOCALE_PREFIX + lang)});\n` : '';
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(messages))});\n${next}`;
    },
  };
}

/** The module id of each language's first-screen messages, by language. */
export function firstLocaleIds(brand: Brand): Record<string, string> {
  return Object.fromEntries(brand.languages.map((l) => [l, '\0' + LOCALE_PREFIX + l]));
}

/** The module id of each language's later messages, by language (a build's: the dev server has none). */
export function laterLocaleIds(brand: Brand): Record<string, string> {
  return Object.fromEntries(brand.languages.map((l) => [l, '\0' + LATER_LOCALE_PREFIX + l]));
}

/** Names locale chunks after their language, so QA can find them in the bundle. */
export function chunkFileNames(chunk: { facadeModuleId: string | null; name: string }): string {
  const id = chunk.facadeModuleId ?? '';
  if (id.startsWith('\0' + LOCALE_PREFIX)) return `assets/${localeChunkName(id.slice(LOCALE_PREFIX.length + 1))}-[hash].js`;
  if (id.startsWith('\0' + LATER_LOCALE_PREFIX)) return `assets/${localeChunkName(id.slice(LATER_LOCALE_PREFIX.length + 1), 'later')}-[hash].js`;
  return 'assets/[name]-[hash].js';
}
