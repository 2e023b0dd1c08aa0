/**
 * The player picks a language (the footer's menu): it is remembered, the messages switch,
 * and then what the server wrote in the old language is asked for again in the new one
 * (stores/server-text.ts, loaded then: only a player who switches needs it).
 */
import type { Language } from '../../brands/brand.ts';
import { locale } from '../stores/locale.ts';
import { setLanguage } from './i18n.ts';
import { rememberLanguage } from './preference.ts';

export async function chooseLanguage(lang: Language): Promise<void> {
  rememberLanguage(lang);
  if (lang === locale.lang) return;
  await setLanguage(lang);
  await (await import('../stores/server-text.ts')).reloadServerText();
}
