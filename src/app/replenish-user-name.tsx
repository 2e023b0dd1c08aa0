/** In replenishment mode the header names the replenishment's account (spec section 2). */
import { useStore } from '../lib/use-store.ts';
import { replenish } from '../stores/replenish.ts';

export default function ReplenishUserName({ fallback }: { fallback: string }) {
  const r = useStore(replenish);
  return <>{r.info.user_name || fallback}</>;
}
