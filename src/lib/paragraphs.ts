/** Splits popup content on paragraph marks (newlines, U+2029 or ¶) into paragraphs (spec section 2). */
export function splitParagraphs(text: string): string[] {
  return text.split(/\r?\n|\u2029|¶/).map((p) => p.trim()).filter(Boolean);
}
