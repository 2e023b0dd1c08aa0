/**
 * Payment regions by name in the page's language. The API's identifiers ("Philippines",
 * "US"...; spec section 3) stay what is sent and stored; players read the country's name
 * from Intl.DisplayNames ("필리핀", "الولايات المتحدة", "สหรัฐอเมริกา"), and "Global" from
 * the messages.
 */
import type { PayRegion } from '../api/contract.ts';
import { locale } from '../stores/locale.ts';
import { t } from './i18n.ts';
import { intlLocale } from './intl-locale.ts';

/** ISO 3166 codes of the spec's payment regions. */
export const REGION_CODES: Record<Exclude<PayRegion, 'Global'>, string> = {
  Philippines: 'PH', Malaysia: 'MY', Singapore: 'SG', Indonesia: 'ID', Thailand: 'TH', Vietnam: 'VN',
  India: 'IN', Myanmar: 'MM', Turkey: 'TR', Brazil: 'BR', US: 'US', France: 'FR', Germany: 'DE',
  Russia: 'RU', Netherlands: 'NL',
};

/**
 * Where CLDR's name is not what a shop in that language writes in a menu: the short common
 * form ("USA" for "Vereinigte Staaten", "ABD" for "Amerika Birleşik Devletleri", ru "США"
 * for "Соединенные Штаты"), or the spelling shops use (fr "Vietnam" for "Viêt Nam").
 */
const SHORTER: Record<string, Record<string, string>> = {
  de: { US: 'USA' },
  fr: { VN: 'Vietnam' },
  ja: { US: 'アメリカ' },
  pl: { US: 'USA' },
  ru: { US: 'США' },
  tr: { US: 'ABD' },
  vi: { US: 'Mỹ' },
};

const names = new Map<string, Intl.DisplayNames>();

export function regionName(region: string, lang: string = locale.lang): string {
  if (region === 'Global') return t('region.global');
  const code = REGION_CODES[region as keyof typeof REGION_CODES];
  if (!code) return region; // a region newer than this table: its identifier beats nothing
  const own = SHORTER[lang]?.[code];
  if (own) return own;
  let d = names.get(lang);
  if (!d) names.set(lang, (d = new Intl.DisplayNames([intlLocale(lang)], { type: 'region' })));
  // "Myanmar (Burma)", "ミャンマー (ビルマ)": the other name in brackets only lengthens a menu.
  return (d.of(code) ?? region).replace(/\s*[(（][^)）]*[)）]$/, '');
}
