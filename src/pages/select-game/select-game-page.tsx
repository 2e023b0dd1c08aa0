/**
 * Step 1 (spec section 2): the brand's games with their logos, and Next. Choosing another
 * game once one is under way asks first, since it clears the server, role and goods.
 */
import { lazy, Suspense, useEffect } from 'react';
import { useStore } from '../../lib/use-store.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { LoadFailed } from '../../components/load-failed.tsx';
import { GameChoices, KeptGames } from './game-choices.tsx';
import { useT } from '../../i18n/use-t.ts';
import { catalogue, keptGames, loadGames } from '../../stores/catalogue.ts';
import { confirmGame, openGameStep, pickGame } from '../../stores/game-choice.ts';
import { order } from '../../stores/order.ts';
import { useAfterFirstPaint } from '../../lib/first-paint.ts';

/** Not needed for the first paint: fetched once the game list is in and the first screen is up. */
const StepBanner = lazy(() => import('./banner.tsx'));

export default function SelectGamePage() {
  const t = useT();
  const { games } = useStore(catalogue);
  const { clientId } = useStore(order);
  const later = useAfterFirstPaint();
  useEffect(openGameStep, []);
  const kept = games.status === 'loading' || games.status === 'idle' ? keptGames() : undefined;

  return (
    <>
      <section className="game-step">
        <PageTitle id="page.selectGame" />
        {kept ? (
          <KeptGames games={kept} />
        ) : games.status === 'loading' || games.status === 'idle' ? (
          <Skeleton count={3} list="games" label={t('common.loading')} />
        ) : games.status === 'error' ? (
          <LoadFailed failure={games.failure} retry={loadGames} />
        ) : games.data.length === 0 ? (
          <p className="card center">{t('game.none')}</p>
        ) : (
          <GameChoices games={games.data} selected={clientId} onSelect={pickGame} />
        )}
        <div className="action-bar">
          <button type="button" className="button primary block" disabled={!clientId || !games.data.some((g) => g.client_id === clientId)} onClick={confirmGame}>
            {t('common.next')}
          </button>
        </div>
      </section>
      {later && games.status === 'ready' && <Suspense fallback={null}><StepBanner /></Suspense>}
    </>
  );
}
