/**
 * The layout every route shares (spec section 2): header, progress bar, the page, footer.
 */
import brand from 'virtual:brand';
import { Router } from 'wouter';
import { withLaterMessages } from '../i18n/i18n.ts';
import { useT } from '../i18n/use-t.ts';
import { lazy, Suspense } from 'react';
import { useStore } from '../lib/use-store.ts';
import { ui } from '../stores/ui.ts';
import { ErrorBoundary } from './error-boundary.tsx';
import { Header } from './header.tsx';
import { useAppLocation, useAppSearch } from '../lib/location.ts';
import { ParamGuard } from './param-guard.tsx';
import { isReplenishAuto, isReplenishMode } from '../lib/replenish-mode.ts';
import { PATHS, stepIndex } from '../routes.ts';
import { ProgressBar } from './progress-bar.tsx';
import { AppRoutes } from './routes.tsx';
import { useAfterFirstPaint, useMarkFirstPaint } from '../lib/first-paint.ts';

/**
 * The footer, the live region and the popups' host (after-first-paint.tsx) are not part of
 * the first paint: the footer starts below the fold on every screen (the page is at least
 * a screen tall, base.css), a load is announced only after a second, and no popup is
 * open. Their one chunk is asked for once the first render is on screen (lib/first-paint.ts),
 * with the later messages the footer's words are in (scripts/build/first-screen-messages.ts),
 * and arrives without moving anything in view.
 */
const AfterFirstPaint = lazy(withLaterMessages(() => import('./after-first-paint.tsx')));

/** Shown only when storage is blocked, so it loads only then, with its words (later messages). */
const CookieWarning = lazy(withLaterMessages(() => import('../components/cookie-warning.tsx').then((m) => ({ default: m.CookieWarning }))));

function Layout() {
  const t = useT();
  const [path] = useAppLocation();
  const search = useAppSearch();
  const replenish = path === PATHS.replenishGoods || isReplenishMode(search) || isReplenishAuto(search);
  const step = stepIndex(path);
  const { cookieWarning, pageEpoch } = useStore(ui);
  useMarkFirstPaint();
  const painted = useAfterFirstPaint();
  return (
    <>
      <a className="skip-link" href="#main">{t('app.skipToContent')}</a>
      {cookieWarning && <Suspense fallback={null}><CookieWarning /></Suspense>}
      <Header replenishMode={replenish} />
      {brand.features.progressBar && !replenish && step >= 0 && <ProgressBar current={step} />}
      <main id="main" className="page" tabIndex={-1}>
        {/* Keyed by the address (a failed page is tried afresh on the next one) and the epoch (remountPage). */}
        <ErrorBoundary key={`${path}#${pageEpoch}`}><ParamGuard><AppRoutes /></ParamGuard></ErrorBoundary>
      </main>
      {painted && <ErrorBoundary quiet><Suspense fallback={null}><AfterFirstPaint /></Suspense></ErrorBoundary>}
    </>
  );
}

export function App() {
  return (
    <Router hook={useAppLocation} searchHook={useAppSearch}>
      <Layout />
    </Router>
  );
}
