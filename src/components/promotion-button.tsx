/**
 * The header's "Rewards" button (spec section 2, accumulated top-up activity): shown when
 * the player is logged in and the promotion runs. It also mounts the promotion popup, whose
 * code loads on first use, so openPromotion() works from anywhere.
 */
import { lazy, Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useT } from '../i18n/use-t.ts';
import { openPromotion, promotion } from '../stores/promotion.ts';
import { isLoggedIn, session } from '../stores/session.ts';

const PromotionPopup = lazy(() => import('./promotion-popup.tsx').then((m) => ({ default: m.PromotionPopup })));

export function PromotionButton() {
  const t = useT();
  const s = useSnapshot(session);
  const { running, open } = useSnapshot(promotion);
  const loggedIn = isLoggedIn(s);
  useEffect(() => {
    if (!loggedIn) { promotion.running = false; return; }
    // The call's code loads on its own, after the first page.
    void import('../stores/promotion-actions.ts').then((m) => m.checkPromotion()).catch(() => { /* offline: no button */ });
  }, [loggedIn]);
  return (
    <>
      {loggedIn && running && (
        <button type="button" className="button header-button promo-button" aria-haspopup="dialog" onClick={openPromotion}>
          <span aria-hidden="true" className="promo-icon">🎁</span>
          <span className="promo-button-label">{t('promo.open')}</span>
        </button>
      )}
      {open && <Suspense fallback={null}><PromotionPopup /></Suspense>}
    </>
  );
}
