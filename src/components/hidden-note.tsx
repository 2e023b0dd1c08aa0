import type { ReactNode } from 'react';
import { tAround } from '../i18n/i18n.ts';

/**
 * Visible text with a note only screen readers hear ("Privacy policy (opens in a new
 * window)"), joined as the language writes it: common.withNote puts the brackets, full
 * width in Japanese and Chinese, and the order. Rendered by a caller that re-renders on a
 * language change (useT).
 */
export function WithHiddenNote({ text, note }: { text: ReactNode; note: string }) {
  const [before, after] = tAround('common.withNote', 'text', { note });
  return (
    <>
      {before && <span className="visually-hidden">{before}</span>}
      {text}
      {after && <span className="visually-hidden">{after}</span>}
    </>
  );
}
