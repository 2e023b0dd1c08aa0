/**
 * Text for a Message from the UI store: a translation key, or the server's own words.
 * Server text is returned as a string and rendered by React as a text node, never as HTML.
 */
import type { MessageKey } from '../i18n/i18n.ts';
import { t } from '../i18n/i18n.ts';
import type { Message } from '../stores/ui.ts';

export function messageText(m: Message | undefined): string {
  if (!m) return '';
  if (m.key) return t(m.key as MessageKey, m.params);
  return m.text ?? '';
}
