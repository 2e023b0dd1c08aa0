/**
 * The page index.html shows before the app has loaded, on the purchase steps: the
 * layout's header and progress bar and the step's heading, rendered at build time from
 * these same components in the brand's default language (scripts/lib/boot-plugin.ts), and
 * replaced by the app's first render. On a slow phone the JavaScript takes seconds to
 * arrive and run; the shell is up as soon as the HTML and the stylesheet are.
 *
 * Only what is the same for every visitor is in it: the user box keeps its place but is
 * hidden (the player may be logged in), and below the heading step 1 has the loading
 * blocks and a card the early game list fills (paint-games.ts), and step 3 its sections
 * with their headings and loading blocks (RechargeSlot), its summary filled from the
 * stored order and its payment methods from the names the last visit listed (paint-summary.ts).
 * It is inert: nothing in it works before the app does. gate.ts decides whether a visit
 * shows it at all.
 */
import brand from 'virtual:brand';
import { Router } from 'wouter';
import { Header } from '../app/header.tsx';
import { PATHS, STEPS, stepIndex } from '../routes.ts';
import { ProgressBar } from '../app/progress-bar.tsx';
import { PageTitle } from '../components/page-title.tsx';
import { Skeleton } from '../components/skeleton.tsx';
import { useT } from '../i18n/use-t.ts';
import { type GameCard, GameChoices } from '../pages/select-game/game-choices.tsx';
import { SummaryList } from '../pages/recharge/recharge-page.tsx';
import { ChannelChoices, ChannelList, namedChannel } from '../components/channel-choices.tsx';
import { GAMES_SLOT_ATTR } from './paint-games.ts';
import { CHANNELS_SLOT_ATTR, SUMMARY_SLOT_ATTR } from './paint-summary.ts';


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

/**
 * Step 3's sections as its first render draws them while its data loads: the summary's
 * rows, their values filled from a returning player's stored order (paint-summary.ts),
 * the region's select waiting, the payment methods' loading blocks (and their list hidden
 * with a blank card, which the head fills from the names the last visit listed) and the
 * instructions.
 * Its section headings (and on ko the summary's names) are the page's largest text: drawn
 * here, they are up when the HTML is, not seconds later when the app has run.
 */
function RechargeSlot() {
  const t = useT();
  return (
    <>
      <div className="card summary" {...{ [SUMMARY_SLOT_ATTR]: '' }}>
        <h2 className="section-title">{t('recharge.summary')}</h2>
        <SummaryList />
        <p className="hint" dir="auto" hidden />
        <a href={PATHS.selectGoods} className="button small">{t('result.reselectGoods')}</a>
      </div>
      <section className="step-section" aria-labelledby="region-heading">
        <h2 id="region-heading" className="section-title">{t('recharge.paymentRegion')}</h2>
        <label className="field">
          <span>{t('recharge.changeRegion')}</span>
          <select disabled><option>{t('common.loading')}</option></select>
        </label>
      </section>
      <ChannelChoices name="channel" loading channels={[]} selected={0} onSelect={() => {}} placeholder={
        <div {...{ [CHANNELS_SLOT_ATTR]: '' }}>
          <Skeleton count={3} list="channels" label={t('common.loading')} />
          {/* The pattern card: no name yet, no price, none chosen (which one is, the app decides). */}
          <ChannelList name="channel" channels={[namedChannel('')]} selected={NaN} onSelect={() => {}} hidden />
        </div>
      } />
      <details className="card instructions" open>
        <summary className="section-title">{t('recharge.instructions')}</summary>
        <p>{t('recharge.instructionsBody')}</p>
      </details>
    </>
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
          {path === PATHS.recharge && <RechargeSlot />}
        </main>
      </div>
    </Router>
  );
}
