/**
 * A shell's list of choice cards, filled before the app has loaded: step 1's games
 * (paint-games.ts) and step 3's payment methods (paint-summary.ts). The shell carries, in
 * a slot, the page's loading blocks and its list hidden with one card rendered at build
 * time from the page's own component as the pattern; each item gets a copy with its name
 * (and its image, where the card has one), the loading blocks go, and the list shows.
 * Names are set as text, never as markup. The app's first render replaces all of it.
 */

/** What a card shows: a name, and for a game its logo's address or kept bytes. */
export interface ShellCard { name: unknown; icon?: unknown; logo?: unknown }

/** Fills the slot marked `slotAttr` in `root`; false when there is none any more (the app has rendered) or no item. */
export function paintChoices(root: ParentNode, slotAttr: string, cards: readonly ShellCard[]): boolean {
  const slot = root.querySelector(`[${slotAttr}]`);
  const list = slot?.querySelector('fieldset');
  const pattern = list?.querySelector('.choice');
  if (!slot || !list || !pattern || cards.length === 0) return false;
  const grid = pattern.parentNode!;
  pattern.remove();
  for (const c of cards) {
    const card = pattern.cloneNode(true) as Element;
    const src = c.logo ?? c.icon;
    if (typeof src === 'string') card.querySelector('img')?.setAttribute('src', src);
    const title = card.querySelector('.choice-title');
    if (title) title.textContent = String(c.name);
    grid.appendChild(card);
  }
  for (const el of [...slot.children]) if (el !== list) el.remove();
  list.hidden = false;
  return true;
}
