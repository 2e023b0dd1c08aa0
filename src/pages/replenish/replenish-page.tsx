/**
 * /replenishGoods (spec sections 2 and 4): the replenishment from a support link. No
 * progress bar and no logo (the layout sees to both). Game, account, amount due, a
 * countdown in minutes and seconds, payment region and channel, Pay; then the states the
 * link can be in: expired, settled, paid, or (automatic replenish) log in first.
 */
import { useEffect, type ReactNode } from 'react';
import { useStore } from '../../lib/use-store.ts';
import { ChannelChoices } from '../../components/channel-choices.tsx';
import { LoadFailed } from '../../components/load-failed.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { useAppSearch } from '../../lib/location.ts';
import { formatMoney } from '../../i18n/format.ts';
import { regionName } from '../../i18n/region-names.ts';
import { useT } from '../../i18n/use-t.ts';
import type { ReplenishInfo } from '../../api/contract.ts';
import { replenishCountdown } from '../../stores/replenish/countdown.ts';
import { replenishLink } from '../../stores/replenish/link.ts';
import { leaveReplenishment, openReplenishment } from '../../stores/replenish/open.ts';
import {
  askToChangeReplenishRegion, chooseReplenishChannel, chosenReplenishChannel, loadCountries, payReplenishment, regionChannels,
  replenishPayment, resumeAfterLeaving,
} from '../../stores/replenish/payment.ts';
import { openLoginPopup } from '../../stores/ui.ts';
import { ChoiceSelect } from '../../components/choice-select.tsx';

const NOTICES = { minute: 'replenish.announce.minute', tenSeconds: 'replenish.announce.tenSeconds' } as const;

/**
 * Minutes and seconds left, e.g. 04:59. Role timer is not announced every second; a polite
 * live region says when a minute, then ten seconds are left (the expired state says itself).
 */
function Countdown() {
  const t = useT();
  const { left: countdown, notice } = useStore(replenishCountdown);
  if (!countdown) return null;
  return (
    <div className="countdown" role="timer" aria-label={t('replenish.countdownLabel', { time: `${countdown.minutes}:${countdown.seconds}` })}>
      <span className="countdown-label">{t('replenish.countdown')}</span>
      <bdi className="countdown-time" dir="ltr">{countdown.minutes}:{countdown.seconds}</bdi>
      <span className="visually-hidden" aria-live="polite">{notice && t(NOTICES[notice])}</span>
    </div>
  );
}

function Summary({ info }: { info: ReplenishInfo }) {
  const t = useT();
  return (
    <div className="card replenish-summary">
      <dl className="summary-list">
        <div><dt>{t('replenish.game')}</dt><dd dir="auto">{info.game_name}</dd></div>
        {info.user_name && <div><dt>{t('replenish.user')}</dt><dd dir="auto">{info.user_name}</dd></div>}
        <div><dt>{t('replenish.amount')}</dt><dd className="price">{info.currency_code ? formatMoney(info.amount, info.currency_code) : ''}</dd></div>
      </dl>
      <Countdown />
      <p className="replenish-unlock">{t('replenish.unlock')}</p>
    </div>
  );
}

function Payment() {
  const t = useT();
  const f = useStore(replenishPayment);
  const channel = chosenReplenishChannel();
  const countries = f.countries;
  const channels = regionChannels(f.region);
  return (
    <>
      <section className="step-section" aria-labelledby="rp-region-heading">
        <h2 id="rp-region-heading" className="section-title">{t('recharge.paymentRegion')}</h2>
        {countries.status === 'ready' && countries.data.length > 0 ? (
          <label className="field">
            <span>{t('recharge.changeRegion')}</span>
            <ChoiceSelect value={f.region} asksFirst onChoose={(r) => void askToChangeReplenishRegion(r)}>
              {countries.data.map((c) => <option key={c.region} value={c.region}>{regionName(c.region)}</option>)}
            </ChoiceSelect>
          </label>
        ) : countries.status === 'error' ? (
          <LoadFailed failure={countries.failure} retry={loadCountries} />
        ) : <Skeleton height={74} count={1} label={t('common.loading')} />}
      </section>
      {/* The payment methods come with the regions: their Try again brings both. */}
      {countries.status !== 'error' && (
        <ChannelChoices name="rp-channel" loading={countries.status === 'loading' || countries.status === 'idle'}
          channels={channels} selected={f.channelId} onSelect={chooseReplenishChannel} />
      )}
      <div className="action-bar">
        {/* Busy, not disabled, while paying: a disabled button loses focus (payReplenishment ignores a press meanwhile). */}
        <button type="button" className="button primary block" disabled={!channel} aria-disabled={f.paying} aria-busy={f.paying} onClick={() => void payReplenishment()}>
          {f.paying ? t('recharge.redirecting') : t('replenish.pay')}
        </button>
      </div>
    </>
  );
}

/** A state with nothing to pay: a heading and a few lines in one card. */
function StateCard({ title, lines, tone, children }: { title?: string; lines: string[]; tone?: 'ok' | 'warn'; children?: ReactNode }) {
  return (
    // A warning (the page has expired) replaces the page while the player may be reading it: said at once.
    <div className={`card center state-card${tone ? ` ${tone}` : ''}`} role={tone === 'warn' ? 'alert' : undefined}>
      {title && <h2 className="state-title">{title}</h2>}
      {lines.map((l, i) => <p key={i} dir="auto">{l}</p>)}
      {children}
    </div>
  );
}

export default function ReplenishPage() {
  const t = useT();
  const search = useAppSearch();
  const { state } = useStore(replenishLink);

  useEffect(() => { void openReplenishment(search); }, [search]);
  useEffect(() => {
    // Back from the payment site out of the browser's cache: the page is as it was left, busy.
    const onShow = (e: PageTransitionEvent) => { if (e.persisted) resumeAfterLeaving(); };
    window.addEventListener('pageshow', onShow);
    return () => { window.removeEventListener('pageshow', onShow); leaveReplenishment(); };
  }, []);

  let body: ReactNode;
  switch (state.status) {
    case 'ready':
      body = (
        <>
          {state.failedOrder && (
            <p className="notice warn" role="status">
              {state.failedOrder.paid
                ? t('common.labelled', { label: t('result.failed.title'), value: t('result.failed.body') })
                : t('common.labelled', { label: t('result.notPaid.title'), value: t('result.notPaid.body') })}
            </p>
          )}
          <Summary info={state.info} />
          <Payment />
        </>
      );
      break;
    case 'expired':
      body = <StateCard tone="warn" title={t('replenish.expired.title')} lines={[t('replenish.expired.body')]} />;
      break;
    case 'settled':
      body = <StateCard tone="ok" title={t('replenish.notNeeded')} lines={[]} />;
      break;
    case 'paid':
      body = (
        <StateCard tone="ok" title={t('result.done.title')} lines={[t('replenish.unlock')]}>
          <dl className="summary-list state-details">
            {state.order.game_name && <div><dt>{t('replenish.game')}</dt><dd dir="auto">{state.order.game_name}</dd></div>}
            <div><dt>{t('result.amount')}</dt><dd className="price">{formatMoney(state.order.amount, state.order.currency)}</dd></div>
            <div><dt>{t('result.billingNo')}</dt><dd dir="ltr">{state.order.billing_no}</dd></div>
          </dl>
        </StateCard>
      );
      break;
    case 'login':
      body = (
        <StateCard lines={[t('replenish.loginFirst')]}>
          <button type="button" className="button primary" onClick={openLoginPopup}>{t('header.login')}</button>
        </StateCard>
      );
      break;
    case 'error':
      body = (
        <StateCard lines={[t(state.failure)]}>
          <button type="button" className="button" onClick={() => void openReplenishment(search)}>{t('common.retry')}</button>
        </StateCard>
      );
      break;
    default: // idle, loading, missing (on its way to /paramError), invalid (to /errorReplenish)
      body = (
        <div className="replenish-loading" aria-busy="true">
          <Skeleton height={230} count={1} label={t('common.loading')} />
          <Skeleton height={74} count={1} label={t('common.loading')} />
          <Skeleton height={64} count={2} label={t('common.loading')} />
        </div>
      );
  }

  return (
    <section className="replenish">
      <PageTitle id="page.replenish" />
      {body}
    </section>
  );
}
