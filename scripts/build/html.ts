/**
 * What vite-plugin-html writes into index.html for one brand: title, lang/dir, theme
 * colour, favicon, preconnect, and a Content-Security-Policy that names only this brand's
 * hosts. The inline style that carries the brand's colours (brand-colors.ts) is allowed by
 * its hash (boot-plugin.ts) rather than by 'unsafe-inline'.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type Brand, RTL_LANGUAGES, defaultLanguage } from '../../brands/brand.ts';
import { brandPalette, brandStyle } from './brand-colors.ts';
import { BRANDS_DIR, type LoadedBrand } from '../lib/brands.ts';
import { paymentCspSources, paymentProvidersFor } from '../lib/payment-providers.ts';
import { socialAuthFor, socialCspSources } from '../lib/social-auth.ts';

/**
 * The brand's SVG logo as a data URI, for the favicon and the header. Percent-encoded text
 * rather than base64: a third shorter, and it gzips like the SVG itself.
 */
export function logoDataUri(brand: Brand): string {
  const svg = fs.readFileSync(path.join(BRANDS_DIR, 'logos', brand.logo), 'utf8').trim();
  const readable: Record<string, string> = { '%20': ' ', '%3D': '=', '%3A': ':', '%2F': '/', '%2C': ',', '%3B': ';' };
  return `data:image/svg+xml,${encodeURIComponent(svg).replace(/%(20|3D|3A|2F|2C|3B)/g, (m) => readable[m]!)}`;
}

export function contentSecurityPolicy(brand: Brand | LoadedBrand): string {
  const h = brand.hosts;
  const apiHosts = [...h.api, h.demoApi];
  const uniq = (xs: string[]) => [...new Set(xs)].join(' ');
  // The payment providers' script, frame and API hosts (payment-providers.ts), this brand's only.
  const pay = paymentCspSources('paymentProviders' in brand ? brand.paymentProviders : paymentProvidersFor(brand.payments));
  // The social logins' script, frame and connect sources (social-auth.ts), of the logins this brand offers only.
  const social = socialCspSources('socialAuth' in brand ? brand.socialAuth : socialAuthFor(brand.login));
  const ext = { script: [...pay.script, ...social.script], frame: [...pay.frame, ...social.frame], connect: [...pay.connect, ...social.connect] };
  const withPay = (directive: string, own: string, xs: string[]) => (xs.length ? `${directive} ${own} ${uniq(xs)}` : `${directive} ${own}`);
  return [
    `default-src 'self'`,
    withPay('script-src', `'self'`, ext.script),
    ...(ext.frame.length ? [`frame-src ${uniq(ext.frame)}`] : []),
    // The brand's inline style is allowed by its hash, added by the boot plugin from the HTML
    // as built: Vite minifies inline styles, so a hash of what html.ts wrote would not match.
    `style-src 'self'`,
    // Game logos and banners come from the API host.
    `img-src 'self' data: ${uniq(apiHosts)}`,
    `connect-src 'self' ${uniq([...apiHosts, h.tracking, h.errorLog, ...ext.connect])}`,
    `form-action 'self' ${uniq(h.payment)}`,
    `base-uri 'self'`,
    `object-src 'none'`,
  ].join('; ');
}

export function htmlData(brand: Brand, opts: { dev: boolean }) {
  const lang = defaultLanguage(brand);
  return {
    title: brand.name,
    lang,
    dir: RTL_LANGUAGES.includes(lang) ? 'rtl' : 'ltr',
    themeColor: brandPalette(brand.theme.color).brand,
    brandStyle: brandStyle(brand),
    favicon: logoDataUri(brand),
    apiHost: brand.hosts.api[0]!,
    // The dev server injects inline scripts and a websocket for reloads; CSP is for bundles.
    csp: opts.dev ? '' : `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(brand)}" />`,
  };
}
