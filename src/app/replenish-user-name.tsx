/** In replenishment mode the header names the replenishment's account (spec section 2). */
import { useStore } from '../lib/use-store.ts';
import { linkInfo, replenishLink } from '../stores/replenish/link.ts';

export default function ReplenishUserName({ fallback }: { fallback: string }) {
  const { state } = useStore(replenishLink);
  return <>{linkInfo(state)?.user_name || fallback}</>;
}
