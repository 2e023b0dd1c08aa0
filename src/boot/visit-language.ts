/**
 * The language this visit starts in. index.html's head script has already worked it out
 * with the same rule (src/boot/head.ts leaves it in `__visit`), so the first load takes its
 * answer rather than carrying the negotiation again; without it (the dev server, or a
 * broken boot config) the rule is loaded and applied here (src/i18n/preference.ts).
 */
import brand from 'virtual:brand';
import type { Language } from '../../brands/brand.ts';
import type { Visit } from './boot-config.ts';

export async function visitLanguage(win: { __visit?: Pick<Visit, 'lang'> }): Promise<Language> {
  const lang = win.__visit?.lang;
  if (lang && brand.languages.includes(lang)) return lang;
  return (await import('../i18n/preference.ts')).initialLanguage();
}
