/**
 * The purchase pages need a domain area (spec section 4). It is resolved here rather than
 * at start, so /@code can set it first for the two brands whose game codes carry one;
 * unresolved, the player is sent to /notArea.
 */
import { useEffect, type ReactNode } from 'react';
import { useStore } from '../lib/use-store.ts';
import { domainArea, resolveDomainArea } from '../stores/domain-area.ts';

export function AreaGuard({ children }: { children: ReactNode }) {
  const { area } = useStore(domainArea);
  useEffect(() => { if (!domainArea.area) resolveDomainArea(); }, []);
  return area ? <>{children}</> : <div className="page-fallback" aria-busy="true" />;
}
