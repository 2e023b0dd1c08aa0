import brand from 'virtual:brand';
import { Link } from 'wouter';
import { lazy, Suspense } from 'react';
import { useStore } from '../lib/use-store.ts';
import { isLoggedIn, session } from '../stores/session.ts';
import { PATHS } from '../routes.ts';
import { ErrorBoundary } from './error-boundary.tsx';
import { UserBox } from './user-box.tsx';
import { useAfterFirstPaint } from '../lib/first-paint.ts';

/** The promotion only concerns a logged-in player: its button and store load then, after the first screen. */
const PromotionButton = lazy(() => import('../components/promotion-button.tsx').then((m) => ({ default: m.PromotionButton })));

/** Logo (hidden on replenishment, spec section 2), the promotion button and the user box. */
export function Header({ replenishMode }: { replenishMode: boolean }) {
  const s = useStore(session);
  const later = useAfterFirstPaint();
  return (
    <header className="site-header">
      <div className="site-header-inner">
        {!replenishMode ? (
          <Link href={PATHS.home} className="brand-link">
            <img src={brand.logoUrl} alt="" width="32" height="32" />
            <span className="brand-name">{brand.name}</span>
          </Link>
        ) : <span className="brand-name">{brand.name}</span>}
        {later && isLoggedIn(s) && <ErrorBoundary quiet><Suspense fallback={null}><PromotionButton /></Suspense></ErrorBoundary>}
        <UserBox replenishMode={replenishMode} />
      </div>
    </header>
  );
}
