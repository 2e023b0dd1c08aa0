/**
 * The frame index.html shows before the app has loaded, on the purchase steps: the
 * layout's header and progress bar, the step's heading and its loading blocks, rendered at
 * build time in the brand's default language (src/boot/render-shells.tsx) and replaced by
 * the app's first render. It carries no data: what a returning player kept, the app draws
 * on its first render, from the stores. The user box keeps its place, hidden (the player
 * may be logged in). Inert: nothing in it works before the app does.
 */
import brand from 'virtual:brand';
import { Router } from 'wouter';
import { Header } from './header.tsx';
import { PATHS, STEPS, stepIndex } from '../routes.ts';
import { ProgressBar } from './progress-bar.tsx';
import { PageTitle } from '../components/page-title.tsx';
import { Skeleton } from '../components/skeleton.tsx';
import { useT } from '../i18n/use-t.ts';
import { SummaryList } from '../pages/recharge/summary-list.tsx';
import { ChannelChoices } from '../components/channel-choices.tsx';

/**
 * Step 3's sections as its first render draws them while its data loads: the summary's
 * rows without values, the region's select waiting, the payment methods' loading blocks and
 * the instructions. Their headings are up with the HTML, and hold the page's places.
 */
function RechargeFrame() {
  const t = useT();
  return (
    <>
      <div className="card summary">
        <h2 className="section-title">{t('recharge.summary')}</h2>
        <SummaryList />
        <a href={PATHS.selectGoods} className="button small">{t('result.reselectGoods')}</a>
      </div>
      <section className="step-section" aria-labelledby="region-heading">
        <h2 id="region-heading" className="section-title">{t('recharge.paymentRegion')}</h2>
        <label className="field">
          <span>{t('recharge.changeRegion')}</span>
          <select disabled><option>{t('common.loading')}</option></select>
        </label>
      </section>
      <ChannelChoices name="channel" loading channels={[]} selected={0} onSelect={() => {}} />
      <details className="card instructions" open>
        <summary className="section-title">{t('recharge.instructions')}</summary>
        <p>{t('recharge.instructionsBody')}</p>
      </details>
    </>
  );
}

export function Frame({ path }: { path: string }) {
  const t = useT();
  const step = Math.max(0, stepIndex(path));
  return (
    <Router ssrPath={path}>
      <div className="shell" inert>
        <Header replenishMode={false} />
        {brand.features.progressBar && <ProgressBar current={step} />}
        <main className="page">
          <PageTitle id={STEPS[step]!.title} />
          {step === 0 && <Skeleton count={3} list="games" label={t('common.loading')} />}
          {path === PATHS.recharge && <RechargeFrame />}
        </main>
      </div>
    </Router>
  );
}
