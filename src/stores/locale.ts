/**
 * The current interface language. The i18n layer sets it after negotiating (brand
 * default, or the browser's language when the brand offers it); the API client reads it
 * for spec_lang (through lib/request-context.ts) and tracking for `language`. Kept apart from i18n so neither of those
 * has to import the translation machinery.
 */
import { proxy } from 'valtio/vanilla';
import brand from 'virtual:brand';
import { defaultLanguage, type Language } from '../../brands/brand.ts';
import { requestContext } from '../lib/request-context.ts';

export const locale = proxy<{ lang: Language }>({ lang: defaultLanguage(brand) });
requestContext.lang = locale.lang;

export function setLocale(lang: Language): void {
  locale.lang = lang;
  requestContext.lang = lang;
}
