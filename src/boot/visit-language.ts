/**
 * The language this visit starts in: the head script's answer (`__visit`), with the same rule;
 * without it (the dev server, a broken config) the rule is loaded and applied here.
 */
import brand from 'virtual:brand';
import type { Language } from '../../brands/brand.ts';
import type { Visit } from './boot-config.ts';

export async function visitLanguage(win: { __visit?: Pick<Visit, 'lang'> }): Promise<Language> {
  const lang = win.__visit?.lang;
  if (lang && brand.languages.includes(lang)) return lang;
  return (await import('../i18n/preference.ts')).initialLanguage();
}
