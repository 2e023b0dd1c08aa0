/**
 * Step 1's banner (GET /api/config/banner): one per brand, its "Top-up Festival", in the
 * asked language (the alt text through i18n.ts like every answer, the words on the image
 * here), linking to the first of the brand's hosts.bannerLinks. The image is an SVG on the
 * API host, 1200 × 300 as the contract says.
 */
import { CODE, PATHS } from '../../src/api/contract.ts';
import { BRANDS, brandOf } from '../brands.ts';
import { checkArea, requireBrand } from '../guards.ts';
import { Fail, Reply, escapeHtml } from '../http.ts';
import { languageOf, translateText } from '../i18n.ts';
import { apiRoute, type ApiHandler, type Handler, type Route } from '../router.ts';
import { SANDBOX_LANGUAGES } from '../seed/texts.ts';

export const BANNER_IMAGE_PATH = '/static/banner/:file';
const ALT = 'Top-up Festival: bonus rewards on every top-up this week';

const banner: ApiHandler<typeof PATHS.banner> = (ctx) => {
  const brand = requireBrand(ctx);
  checkArea(ctx.p.str('domain_area', { max: 32 }), brand);
  const linkHost = brand.hosts.bannerLinks?.[0];
  return [{
    banner_id: `festival-${brand.id}`,
    image: `${ctx.origin}/static/banner/${brand.id}.${languageOf(ctx)}.svg`,
    alt: ALT,
    link: linkHost ? `${linkHost}/events/top-up-festival` : '',
  }];
};

/** `<brand>.<lang>.svg`: the brand's colour, the festival's name and its line in the language. */
const image: Handler = (ctx) => {
  const m = /^([A-Za-z]+)\.([a-z]{2})\.svg$/.exec(ctx.pathParams.file ?? '');
  const brandId = [...BRANDS.keys()].find((b) => b === m?.[1]);
  const lang = SANDBOX_LANGUAGES.find((l) => l === m?.[2]);
  if (!brandId || !lang) throw new Fail(CODE.NOT_FOUND, 'No such banner.', null, 404);
  const brand = brandOf(brandId);
  const rtl = lang === 'ar' ? ' direction="rtl"' : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="300" viewBox="0 0 1200 300">`
    + `<rect width="1200" height="300" fill="${escapeHtml(brand.theme.color)}"/>`
    + `<circle cx="1080" cy="60" r="170" fill="#fff" fill-opacity="0.12"/><circle cx="120" cy="290" r="120" fill="#fff" fill-opacity="0.1"/>`
    + `<text x="600" y="140" font-family="sans-serif" font-size="76" font-weight="700" fill="#fff" text-anchor="middle"${rtl}>${escapeHtml(translateText('Top-up Festival', lang))}</text>`
    + `<text x="600" y="215" font-family="sans-serif" font-size="40" fill="#fff" text-anchor="middle"${rtl}>${escapeHtml(translateText('Bonus rewards on every top-up', lang))}</text></svg>`;
  return new Reply(200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=3600' }, svg);
};

export const bannerRoutes: Route[] = [
  apiRoute('GET', PATHS.banner, banner),
  // The image the answer points at, not a call of the document.
  { method: 'GET', path: BANNER_IMAGE_PATH, handler: image },
];
