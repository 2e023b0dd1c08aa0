/**
 * Mounts the gift-card popups (top-up, and the login popup's card mode) when they open.
 * Their code loads on first use, so it costs the first page nothing.
 */
import { lazy, Suspense } from 'react';
import { useStore } from '../lib/use-store.ts';
import { card } from '../stores/card.ts';

const CardPopup = lazy(() => import('./card-popup.tsx').then((m) => ({ default: m.CardPopup })));
const CardLoginPopup = lazy(() => import('./card-login-popup.tsx').then((m) => ({ default: m.CardLoginPopup })));

export function CardPopupHost() {
  const { open, loginOpen } = useStore(card);
  return (
    <Suspense fallback={null}>
      {open && <CardPopup />}
      {loginOpen && <CardLoginPopup />}
    </Suspense>
  );
}
