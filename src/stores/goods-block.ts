/**
 * Whether a goods item can be bought now, and whether step 2 is done: asked by step 2 and
 * by step 3 when it opens. Its own module so that step 3 does not download step 2's
 * actions (goods-choice.ts, with the server calls) to ask it.
 */
import type { Goods } from '../api/contract.ts';
import { order } from './order.ts';

/** Whether an item can be bought now: not blocked by an unpaid order or its limit. */
export function goodsBlock(g: Pick<Goods, 'unpaid' | 'limit'>): 'unpaid' | 'limit' | null {
  if (g.unpaid) return 'unpaid';
  if (g.limit && g.limit.remaining <= 0) return 'limit';
  return null;
}

/** Everything step 2 needs before step 3. */
export function readyForRecharge(): boolean {
  const { server, role, goods } = order;
  return !!(server && role && goods && !goodsBlock(goods));
}
