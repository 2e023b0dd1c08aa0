/** In replenishment mode the header names the replenishment's account (spec section 2). */
import { useSnapshot } from 'valtio';
import { replenish } from '../stores/replenish.ts';

export default function ReplenishUserName({ fallback }: { fallback: string }) {
  const r = useSnapshot(replenish);
  return <>{r.info.user_name || fallback}</>;
}
