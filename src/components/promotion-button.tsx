/**
 * The header's "Rewards" button (spec section 2, accumulated top-up activity): shown when
 * the player is logged in and the promotion runs. It also mounts the promotion popup, so
 * openPromotion() works from anywhere.
 */
import { lazy, Suspense, useEffect } from 'react';
import { useStore } from '../lib/use-store.ts';
import { withLaterMessages } from '../i18n/i18n.ts';
import { useT } from '../i18n/use-t.ts';
import { checkPromotion, openPromotion, promotion } from '../stores/promotion.ts';
import { isLoggedIn, session } from '../stores/session.ts';

const PromotionPopup = lazy(withLaterMessages(() => import('./promotion-popup.tsx').then((m) => ({ default: m.PromotionPopup }))));

/** A gift box, drawn rather than an emoji (not every phone or kiosk has an emoji font). */
function GiftIcon() {
  return (
    <svg className="promo-icon" aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24" fill="none"
      stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <rect x="3" y="8" width="18" height="4" rx="1" />
      <path d="M12 8v13M19 12v7a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2v-7" />
      <path d="M7.5 8a2.5 2.5 0 0 1 0-5C10 3 12 8 12 8s2-5 4.5-5a2.5 2.5 0 0 1 0 5" />
    </svg>
  );
}

export function PromotionButton() {
  const t = useT();
  const s = useStore(session);
  const { running, open } = useStore(promotion);
  const loggedIn = isLoggedIn(s);
  useEffect(() => { void checkPromotion(); }, [loggedIn]);
  return (
    <>
      {loggedIn && running && (
        <button type="button" className="button header-button promo-button" aria-haspopup="dialog" onClick={openPromotion}>
          <GiftIcon />
          <span className="promo-button-label">{t('promo.open')}</span>
        </button>
      )}
      {open && <Suspense fallback={null}><PromotionPopup /></Suspense>}
    </>
  );
}
