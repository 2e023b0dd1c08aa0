/**
 * Mounts the popups' chunk (overlays.tsx) once any of them is wanted, then keeps it:
 * the stores say what is open, so a popup raised by code outside React (the API client's
 * -600, a toast) shows as soon as the chunk is in, usually already prefetched.
 */
import { lazy, Suspense, useState } from 'react';
import { useStore } from '../lib/use-store.ts';
import { ui } from '../stores/ui.ts';
import { overlaysLoader } from './pages.ts';

const Overlays = lazy(overlaysLoader);

export function OverlayHost() {
  const u = useStore(ui);
  const [mounted, setMounted] = useState(false);
  const wanted = u.loginPopupOpen || u.accountMenuOpen || !!u.popup || u.toastRaised || u.cardPopupOpen || u.cardLoginOpen;
  if (wanted && !mounted) setMounted(true);
  return mounted ? <Suspense fallback={null}><Overlays /></Suspense> : null;
}
