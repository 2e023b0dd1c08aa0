/**
 * The page index.html shows before the app has loaded, on the purchase steps: the
 * layout's header and progress bar and the step's heading, rendered at build time from
 * these same components in the brand's default language (scripts/lib/boot-plugin.ts), and
 * replaced by the app's first render. On a slow phone the JavaScript takes seconds to
 * arrive and run; the shell is up as soon as the HTML and the stylesheet are.
 *
 * Only what is the same for every visitor is in it: the user box keeps its place but is
 * hidden (the player may be logged in), and below the heading only step 1 has something:
 * the loading blocks, and a card the early game list fills (paint-games.ts).
 * It is inert: nothing in it works before the app does. gate.ts decides whether a visit
 * shows it at all.
 */
import brand from 'virtual:brand';
import { Router } from 'wouter';
import { Header } from '../app/header.tsx';
import { STEPS, stepIndex } from '../routes.ts';
import { ProgressBar } from '../app/progress-bar.tsx';
import { PageTitle } from '../components/page-title.tsx';
import { Skeleton } from '../components/skeleton.tsx';
import { useT } from '../i18n/use-t.ts';
import { type GameCard, GameChoices } from '../pages/select-game/game-choices.tsx';
import { GAMES_SLOT_ATTR } from './paint-games.ts';


const PATTERN: GameCard = { client_id: '', name: '', icon: '' };

/** Step 1's cards to be: the page's loading blocks, and its list with one card as the pattern (paint-games.ts). */
function GamesSlot() {
  const t = useT();
  return (
    <div {...{ [GAMES_SLOT_ATTR]: '' }}>
      <Skeleton count={3} list="games" label={t('common.loading')} />
      <GameChoices games={[PATTERN]} selected={null} onSelect={() => {}} hidden />
    </div>
  );
}

export function Shell({ path }: { path: string }) {
  const step = Math.max(0, stepIndex(path));
  return (
    <Router ssrPath={path}>
      <div className="shell" inert>
        <Header replenishMode={false} />
        {brand.features.progressBar && <ProgressBar current={step} />}
        <main className="page">
          <PageTitle id={STEPS[step]!.title} />
          {step === 0 && <GamesSlot />}
        </main>
      </div>
    </Router>
  );
}
