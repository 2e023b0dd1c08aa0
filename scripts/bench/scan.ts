/**
 * What must never be in a brand's bundle, checked in every file of the folder (HTML, JS,
 * CSS, SVG; manifest.json excepted, it is not served to players):
 *   - a provider SDK itself: the strings only an SDK's own code holds, so a bundled SDK
 *     package or a copied file is caught (VK ID's, bundled from npm, only in the builds of
 *     brands that offer VK). The other SDKs load from their providers' hosts when the login
 *     popup opens (src/login/social/), so their addresses are in the bundle:
 *   - but only the addresses of the providers the brand's own config names (its logins'
 *     socialAuth, its paymentProviders), and none of an SDK nothing should load;
 *   - another brand's data: its name, copyright line, hosts and domains, login keys and
 *     company details. A value the brand shares with its own config (acenetJp's name
 *     contains "AceNet"; two brands may share a host) is not another brand's.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Brand } from '../../brands/brand.ts';
import { listFiles } from '../build/manifest.ts';
import { bakedBrand } from '../build/vite-brand.ts';

/** Provider SDK script addresses (lower case): allowed only where the brand's own config names them. */
export const SDK_MARKERS: readonly { provider: string; marker: string }[] = [
  { provider: 'Google Identity Services', marker: 'accounts.google.com/gsi' },
  { provider: 'Sign in with Apple JS', marker: 'appleid.cdn-apple.com' },
  { provider: 'Facebook JS SDK', marker: 'connect.facebook.net' },
  { provider: 'Kakao JS SDK', marker: 't1.kakaocdn.net/kakao_js_sdk' },
  { provider: 'Stripe.js', marker: 'js.stripe.com' },
  { provider: 'Toss Payments SDK', marker: 'js.tosspayments.com' },
];

/** Script addresses of SDKs the storefront never loads (retired, or not its way to log in). */
export const NEVER_LOADED: readonly { provider: string; marker: string }[] = [
  { provider: 'Google Platform / gapi', marker: 'apis.google.com/js' },
  { provider: 'VK Open API', marker: 'vk.com/js' },
  { provider: 'Kakao JS SDK v1', marker: 'developers.kakao.com/sdk' },
  { provider: 'Twitter widgets', marker: 'platform.twitter.com/widgets' },
  // VK ID's SDK is bundled from npm: no public package CDN on the payment page.
  { provider: 'a public package CDN (unpkg)', marker: 'unpkg.com' },
];

/**
 * Strings only an SDK's own code holds (case as written): a bundled SDK shows itself by
 * them. `bundledFor`: the login whose SDK the storefront bundles on purpose, allowed in the
 * builds of brands that offer it. (Not fbAsyncInit: the storefront sets it, as Facebook's
 * quickstart says.)
 */
export const SDK_CODE_MARKERS: readonly { provider: string; marker: string; bundledFor?: 'vk' }[] = [
  { provider: 'Google Identity Services', marker: 'google.accounts.id.initialize' },
  { provider: 'Sign in with Apple JS', marker: 'AppleIDSignInOnSuccess' },
  { provider: 'Facebook JS SDK', marker: 'fb_xdm_frame' },
  { provider: 'VK ID SDK', marker: 'stat_events_vkid_sdk', bundledFor: 'vk' },
];

export interface Finding { file: string; kind: 'sdk' | 'other-brand'; what: string }

const hostOf = (s: string): string | null => {
  try { const u = new URL(s); return u.protocol === 'http:' || u.protocol === 'https:' ? u.host.toLowerCase() : null; } catch { return null; }
};

function leaves(v: unknown, out: string[] = []): string[] {
  if (typeof v === 'string') out.push(v);
  else if (Array.isArray(v)) for (const x of v) leaves(x, out);
  else if (v && typeof v === 'object') for (const x of Object.values(v)) leaves(x, out);
  return out;
}

/** The strings that identify `b`: each with a label saying what it is. */
export function brandNeedles(b: Brand): { needle: string; label: string; caseless: boolean }[] {
  // The providers' addresses are the providers', not the brand's: the SDK check above is about them.
  const { socialAuth: _providers, ...baked } = bakedBrand(b) as Record<string, unknown>;
  const out: { needle: string; label: string; caseless: boolean }[] = [
    { needle: b.name, label: `${b.id} name`, caseless: false },
    { needle: b.copyright, label: `${b.id} copyright`, caseless: false },
  ];
  const hosts = new Set([...leaves(baked).map(hostOf).filter((h): h is string => h !== null), ...b.domains.map((d) => d.toLowerCase())]);
  for (const h of hosts) out.push({ needle: h, label: `${b.id} host ${h}`, caseless: true });
  // Login keys and company details: long enough not to occur by chance, and not URLs (hosts above).
  for (const s of leaves([b.login, b.features.koreaCompany])) {
    if (s.length >= 6 && !/^\d+$/.test(s) && hostOf(s) === null) out.push({ needle: s, label: `${b.id} ${s}`, caseless: false });
  }
  return out;
}

/** Findings in the built folder `dir` of brand `own`, given every brand. */
export function scanBundle(dir: string, own: Brand, all: readonly Brand[]): Finding[] {
  const ownText = JSON.stringify(bakedBrand(own));
  const ownLower = ownText.toLowerCase();
  const needles = all.filter((b) => b.id !== own.id).flatMap(brandNeedles)
    .filter((n) => !(n.caseless ? ownLower.includes(n.needle) : ownText.includes(n.needle)));
  const findings: Finding[] = [];
  for (const f of listFiles(dir).map((x) => x.split(path.sep).join('/'))) {
    const text = fs.readFileSync(path.join(dir, f), 'utf8');
    const lower = text.toLowerCase();
    for (const s of SDK_MARKERS) if (lower.includes(s.marker) && !ownLower.includes(s.marker)) findings.push({ file: f, kind: 'sdk', what: `${s.provider} (${s.marker}), which the brand does not offer` });
    for (const s of NEVER_LOADED) if (lower.includes(s.marker)) findings.push({ file: f, kind: 'sdk', what: `${s.provider} (${s.marker})` });
    for (const s of SDK_CODE_MARKERS) if (text.includes(s.marker) && !(s.bundledFor && own.login[s.bundledFor])) findings.push({ file: f, kind: 'sdk', what: `${s.provider}'s own code (${s.marker})` });
    for (const n of needles) if ((n.caseless ? lower : text).includes(n.needle)) findings.push({ file: f, kind: 'other-brand', what: n.label });
  }
  return findings;
}
