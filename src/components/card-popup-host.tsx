/**
 * Mounts the gift-card popups (top-up, and the login popup's card mode) when they open.
 * Their code loads on first use, so it costs the first page nothing.
 */
import { lazy, Suspense } from 'react';
import { useStore } from '../lib/use-store.ts';
import { ui } from '../stores/ui.ts';

const CardPopup = lazy(() => import('./card-popup.tsx').then((m) => ({ default: m.CardPopup })));
const CardLoginPopup = lazy(() => import('./card-login-popup.tsx').then((m) => ({ default: m.CardLoginPopup })));

export function CardPopupHost() {
  const { cardPopupOpen, cardLoginOpen } = useStore(ui);
  return (
    <Suspense fallback={null}>
      {cardPopupOpen && <CardPopup />}
      {cardLoginOpen && <CardLoginPopup />}
    </Suspense>
  );
}
