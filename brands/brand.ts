/**
 * The Brand type and its validator.
 *
 * A brand file (`brands/<id>.json`) is data only. It is read and checked once, at build
 * time, and a bad file stops the build with every problem listed by file and field:
 * a release manager must never ship a bundle whose hosts or languages are half-filled.
 *
 * This module runs in Node (build, check, sandbox) and in the browser tests of the
 * validator; it imports nothing.
 */

export const BRAND_IDS = [
  'watt', 'dragon', 'ko', 'coolgame', 'ru', 'joynet', 'ssgame',
  'joyage', 'acenet', 'acenetJp', 'rhinosTwhk', 'rhinos', 'spotJp',
] as const;
export type BrandId = (typeof BRAND_IDS)[number];

/** Interface languages the product knows (spec section 1). Locale files are named after these. */
export const LANGUAGES = [
  'en', 'ar', 'de', 'fr', 'es', 'pt', 'pl', 'it', 'id', 'ja',
  'ko', 'ms', 'ru', 'th', 'tr', 'vi', 'zh-CN', 'zh-TW',
] as const;
export type Language = (typeof LANGUAGES)[number];
export const RTL_LANGUAGES: readonly Language[] = ['ar'];

/** Spec section 3. */
export const DOMAIN_AREAS = [
  'universal', 'eru', 'sea', 'ja', 'kr', 'twhk', 'useuro', 'ru', 'hk', 'codapay', 'dragon',
] as const;
export type DomainArea = (typeof DOMAIN_AREAS)[number];

/** Spec section 3 lists RMB; Intl (and so this file) spells it CNY. */
export const CURRENCIES = ['CNY', 'TWD', 'JPY', 'KRW', 'EUR', 'USD', 'TRY', 'THB', 'VND', 'IDR', 'MYR'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Spec section 9: the 13 tracking event ids, one per brand. */
export const TRACKING_EVENT_IDS = [24, 26, 27, 41, 52, 90, 110, 117, 129, 147, 163, 171, 176] as const;

export interface BrandHosts {
  /** Production API hosts, the primary first and then the backups tried in order. */
  api: string[];
  /** Used instead of `api` when the page's hostname contains "demo". */
  demoApi: string;
  /** Payment sites an order may redirect to; any other host is refused. */
  payment: string[];
  /** Tracking (data) host: POST /service/recharge/api.php. */
  tracking: string;
  /** Error and performance beacon host: /ptcs/collector/{trackLog,errorLog}. */
  errorLog: string;
}

export interface LegalLinks {
  privacy: string;
  agreement: string;
}

export interface BrandLogin {
  /** Login client number (spec section 9); a map when it depends on the domain area. */
  clientNumber: number | { default: number } & Partial<Record<DomainArea, number>>;
  google?: { clientId: string; package: string };
  apple?: { clientId: string };
  facebook?: { appId: string };
  twitter?: { redirectPage: string };
  vk?: { appId: string };
  kakao?: { appKey: string };
  iosId?: string;
}

export interface KoreaCompany {
  name: string;
  ceo: string;
  address: string;
  registration: string;
  phone: string;
  /** Opened with the player's platform token, so it needs login (spec section 2). */
  customerServiceUrl: string;
}

export interface GameCode {
  clientId: string;
  /** Only brands with `codeRouteSetsArea` use it. */
  domainArea?: DomainArea;
}

export interface Brand {
  id: BrandId;
  /** Display name, also the page title. */
  name: string;
  /** Production domains the bundle is served on. */
  domains: string[];
  hosts: BrandHosts;
  /** Ordered; the first is the default. */
  languages: Language[];
  currency: Currency;
  /** Areas this brand serves; with exactly one, it is chosen without asking. */
  domainAreas: DomainArea[];
  /** Legal links by language; a language without its own links uses the default language's. */
  legal: Partial<Record<Language, LegalLinks>> ;
  copyright: string;
  login: BrandLogin;
  trackingEventId: (typeof TRACKING_EVENT_IDS)[number];
  theme: { color: string };
  /** File name under brands/logos/. */
  logo: string;
  features: {
    progressBar: boolean;
    /** `/@code` sets the domain area and redirects to `/?client_id=` (two brands). */
    codeRouteSetsArea: boolean;
    koreaCompany?: KoreaCompany;
  };
  /** `/@code` lookup table. */
  gameCodes: Record<string, GameCode>;
  /** The one brand whose domain area follows from the client_id query. */
  clientIdAreas?: Record<string, DomainArea>;
  /** Free text for the next reader: why a value is what it is. Not shipped. */
  $notes?: string[];
}

type Issue = string;

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A host is an absolute http(s) origin with no path; production hosts must use https. */
function originProblem(v: unknown, allowHttp: boolean): string | null {
  if (typeof v !== 'string' || !v) return 'must be a non-empty string';
  let u: URL;
  try { u = new URL(v); } catch { return `"${v}" is not a URL`; }
  if (u.protocol !== 'https:' && !(allowHttp && u.protocol === 'http:')) return `"${v}" must use https`;
  if (u.origin !== v) return `"${v}" must be a bare origin such as https://api.example.com (no path or trailing slash)`;
  return null;
}

function urlProblem(v: unknown): string | null {
  if (typeof v !== 'string' || !v) return 'must be a non-empty string';
  try {
    const u = new URL(v);
    return u.protocol === 'https:' ? null : `"${v}" must use https`;
  } catch { return `"${v}" is not a URL`; }
}

/**
 * Checks a parsed brand file. Returns every problem as `field: message`, so one run shows
 * all of them; an empty list means the file is good.
 * `allowHttp` lets staging overrides point at plain-http hosts such as the local sandbox.
 */
export function brandProblems(raw: unknown, opts: { expectedId?: string; allowHttp?: boolean } = {}): Issue[] {
  const out: Issue[] = [];
  const bad = (field: string, msg: string) => out.push(`${field}: ${msg}`);
  if (!isObj(raw)) return ['(root): must be a JSON object'];
  const b = raw;
  const allowHttp = !!opts.allowHttp;

  const known = new Set(['id', 'name', 'domains', 'hosts', 'languages', 'currency', 'domainAreas', 'legal',
    'copyright', 'login', 'trackingEventId', 'theme', 'logo', 'features', 'gameCodes', 'clientIdAreas', '$notes']);
  for (const k of Object.keys(b)) if (!known.has(k)) bad(k, 'unknown field');

  if (!BRAND_IDS.includes(b.id as BrandId)) bad('id', `must be one of ${BRAND_IDS.join(', ')}`);
  else if (opts.expectedId && b.id !== opts.expectedId) bad('id', `"${String(b.id)}" does not match the file name "${opts.expectedId}"`);
  if (typeof b.name !== 'string' || !b.name.trim()) bad('name', 'must be a non-empty string');

  if (!Array.isArray(b.domains) || b.domains.length === 0) bad('domains', 'must list at least one domain');
  else b.domains.forEach((d, i) => {
    if (typeof d !== 'string' || !/^[a-z0-9.-]+\.[a-z]{2,}$/.test(d)) bad(`domains[${i}]`, `"${String(d)}" is not a host name`);
  });

  if (!isObj(b.hosts)) bad('hosts', 'must be an object with api, demoApi, payment, tracking, errorLog');
  else {
    const h = b.hosts;
    if (!Array.isArray(h.api) || h.api.length === 0) bad('hosts.api', 'must list the primary API host first, then any backups');
    else h.api.forEach((v, i) => { const p = originProblem(v, allowHttp); if (p) bad(`hosts.api[${i}]`, p); });
    for (const k of ['demoApi', 'tracking', 'errorLog'] as const) {
      const p = originProblem(h[k], allowHttp); if (p) bad(`hosts.${k}`, p);
    }
    if (!Array.isArray(h.payment) || h.payment.length === 0) bad('hosts.payment', 'must list at least one payment host');
    else h.payment.forEach((v, i) => { const p = originProblem(v, allowHttp); if (p) bad(`hosts.payment[${i}]`, p); });
    for (const k of Object.keys(h)) if (!['api', 'demoApi', 'payment', 'tracking', 'errorLog'].includes(k)) bad(`hosts.${k}`, 'unknown field');
  }

  const langs = Array.isArray(b.languages) ? b.languages : null;
  if (!langs || langs.length === 0) bad('languages', 'must list at least one language, the default first');
  else {
    langs.forEach((l, i) => { if (!LANGUAGES.includes(l as Language)) bad(`languages[${i}]`, `"${String(l)}" is not one of ${LANGUAGES.join(', ')}`); });
    if (new Set(langs).size !== langs.length) bad('languages', 'lists a language twice');
  }

  if (!CURRENCIES.includes(b.currency as Currency)) bad('currency', `must be one of ${CURRENCIES.join(', ')}`);

  if (!Array.isArray(b.domainAreas) || b.domainAreas.length === 0) bad('domainAreas', 'must list at least one domain area');
  else b.domainAreas.forEach((a, i) => { if (!DOMAIN_AREAS.includes(a as DomainArea)) bad(`domainAreas[${i}]`, `"${String(a)}" is not one of ${DOMAIN_AREAS.join(', ')}`); });

  if (!isObj(b.legal)) bad('legal', 'must map languages to { privacy, agreement }');
  else {
    if (langs && typeof langs[0] === 'string' && !isObj(b.legal[langs[0]])) bad(`legal.${String(langs[0])}`, 'the default language must have its legal links');
    for (const [l, links] of Object.entries(b.legal)) {
      if (!langs?.includes(l)) { bad(`legal.${l}`, 'is not one of the brand\'s languages'); continue; }
      if (!isObj(links)) { bad(`legal.${l}`, 'must be { privacy, agreement }'); continue; }
      for (const k of ['privacy', 'agreement'] as const) { const p = urlProblem(links[k]); if (p) bad(`legal.${l}.${k}`, p); }
    }
  }

  if (typeof b.copyright !== 'string' || !b.copyright.trim()) bad('copyright', 'must be a non-empty string');

  if (!isObj(b.login)) bad('login', 'must be an object');
  else {
    const l = b.login;
    const cn = l.clientNumber;
    if (typeof cn === 'number') { if (!Number.isInteger(cn) || cn <= 0) bad('login.clientNumber', 'must be a positive whole number'); }
    else if (isObj(cn)) {
      if (typeof cn.default !== 'number') bad('login.clientNumber.default', 'must be a number');
      for (const [k, v] of Object.entries(cn)) {
        if (k !== 'default' && !DOMAIN_AREAS.includes(k as DomainArea)) bad(`login.clientNumber.${k}`, 'is not a domain area');
        if (typeof v !== 'number' || !Number.isInteger(v) || v <= 0) bad(`login.clientNumber.${k}`, 'must be a positive whole number');
      }
    } else bad('login.clientNumber', 'must be a number or { default, <area>: number }');
    const str = (path: string, v: unknown) => { if (typeof v !== 'string' || !v.trim()) bad(path, 'must be a non-empty string'); };
    const provider = (name: string, fields: string[]) => {
      const p = l[name];
      if (p === undefined) return;
      if (!isObj(p)) { bad(`login.${name}`, `must be { ${fields.join(', ')} }`); return; }
      for (const f of fields) str(`login.${name}.${f}`, p[f]);
    };
    provider('google', ['clientId', 'package']);
    provider('apple', ['clientId']);
    provider('facebook', ['appId']);
    provider('vk', ['appId']);
    provider('kakao', ['appKey']);
    if (l.twitter !== undefined) {
      if (!isObj(l.twitter)) bad('login.twitter', 'must be { redirectPage }');
      else { const p = urlProblem(l.twitter.redirectPage); if (p) bad('login.twitter.redirectPage', p); }
    }
    if (l.iosId !== undefined) str('login.iosId', l.iosId);
    for (const k of Object.keys(l)) if (!['clientNumber', 'google', 'apple', 'facebook', 'twitter', 'vk', 'kakao', 'iosId'].includes(k)) bad(`login.${k}`, 'unknown field');
  }

  if (!TRACKING_EVENT_IDS.includes(b.trackingEventId as never)) bad('trackingEventId', `must be one of ${TRACKING_EVENT_IDS.join(', ')}`);
  if (!isObj(b.theme) || typeof b.theme.color !== 'string' || !/^#[0-9a-fA-F]{6}$/.test(b.theme.color)) bad('theme.color', 'must be a colour such as #1f6feb');
  if (typeof b.logo !== 'string' || !/^[a-zA-Z0-9_-]+\.svg$/.test(b.logo)) bad('logo', 'must be an .svg file name under brands/logos/');

  if (!isObj(b.features)) bad('features', 'must be an object');
  else {
    const f = b.features;
    if (typeof f.progressBar !== 'boolean') bad('features.progressBar', 'must be true or false');
    if (typeof f.codeRouteSetsArea !== 'boolean') bad('features.codeRouteSetsArea', 'must be true or false');
    if (f.koreaCompany !== undefined) {
      if (!isObj(f.koreaCompany)) bad('features.koreaCompany', 'must be an object');
      else {
        for (const k of ['name', 'ceo', 'address', 'registration', 'phone'] as const) {
          if (typeof f.koreaCompany[k] !== 'string' || !String(f.koreaCompany[k]).trim()) bad(`features.koreaCompany.${k}`, 'must be a non-empty string');
        }
        const p = urlProblem(f.koreaCompany.customerServiceUrl); if (p) bad('features.koreaCompany.customerServiceUrl', p);
      }
    }
    for (const k of Object.keys(f)) if (!['progressBar', 'codeRouteSetsArea', 'koreaCompany'].includes(k)) bad(`features.${k}`, 'unknown field');
  }

  const areas = Array.isArray(b.domainAreas) ? b.domainAreas : [];
  if (!isObj(b.gameCodes)) bad('gameCodes', 'must map codes to { clientId }');
  else for (const [code, g] of Object.entries(b.gameCodes)) {
    if (!/^[a-zA-Z0-9_-]{1,32}$/.test(code)) bad(`gameCodes.${code}`, 'a code is 1 to 32 letters, digits, - or _');
    if (!isObj(g) || typeof g.clientId !== 'string' || !g.clientId) { bad(`gameCodes.${code}.clientId`, 'must be a non-empty string'); continue; }
    if (g.domainArea !== undefined && !areas.includes(g.domainArea)) bad(`gameCodes.${code}.domainArea`, 'must be one of the brand\'s domainAreas');
  }
  if (isObj(b.features) && b.features.codeRouteSetsArea === true && isObj(b.gameCodes)) {
    for (const [code, g] of Object.entries(b.gameCodes)) if (isObj(g) && g.domainArea === undefined) bad(`gameCodes.${code}.domainArea`, 'is required when features.codeRouteSetsArea is true');
  }
  if (b.clientIdAreas !== undefined) {
    if (!isObj(b.clientIdAreas)) bad('clientIdAreas', 'must map client ids to domain areas');
    else for (const [id, a] of Object.entries(b.clientIdAreas)) if (!areas.includes(a)) bad(`clientIdAreas.${id}`, 'must be one of the brand\'s domainAreas');
  }
  if (b.$notes !== undefined && (!Array.isArray(b.$notes) || b.$notes.some((n) => typeof n !== 'string'))) bad('$notes', 'must be a list of strings');

  return out;
}

export class BrandFileError extends Error {
  constructor(public file: string, public problems: string[]) {
    super(`${file} is not a valid brand file:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'BrandFileError';
  }
}

/** Parses and checks; throws a BrandFileError that names the file and every bad field. */
export function validateBrand(raw: unknown, file: string, opts: { expectedId?: string; allowHttp?: boolean } = {}): Brand {
  const problems = brandProblems(raw, opts);
  if (problems.length) throw new BrandFileError(file, problems);
  return raw as Brand;
}

/**
 * The baked config leaves out what only the build and the reader need, and adds what the
 * build can work out once: each language's name in itself, for the footer's dropdown.
 */
export type BakedBrand = Omit<Brand, '$notes' | 'logo'> & { logoUrl: string; languageNames: Partial<Record<Language, string>> };

/**
 * "Deutsch", "العربية"... At build time: in the browser, Intl.DisplayNames loads each
 * locale's data, 25 ms of a phone's first render for a brand with eight languages.
 */
export function languageNames(langs: readonly Language[]): Partial<Record<Language, string>> {
  return Object.fromEntries(langs.map((l) => [l, new Intl.DisplayNames([l], { type: 'language' }).of(l) ?? l]));
}

export function defaultLanguage(b: Pick<Brand, 'languages'>): Language {
  return b.languages[0]!;
}
