/**
 * Step 3 (spec section 2): what is being bought and for whom, the recharge instructions,
 * the payment region (changed only after confirming) and channel, and Pay, which places
 * the order once and moves to the result page, which takes the player to the payment site
 * (or, for a gift-card channel, opens the card popup).
 */
import { lazy, Suspense, useEffect } from 'react';
import { useStore } from '../../lib/use-store.ts';
import { Link } from 'wouter';
import { ChannelChoices, KeptChannels } from '../../components/channel-choices.tsx';
import { LoadFailed } from '../../components/load-failed.tsx';
import { messageText } from '../../components/message-text.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { PATHS } from '../../routes.ts';
import { formatMoney } from '../../i18n/format.ts';
import { regionName } from '../../i18n/region-names.ts';
import { ChoiceSelect } from '../../components/choice-select.tsx';
import { useT } from '../../i18n/use-t.ts';
import { SummaryList } from './summary-list.tsx';
import {
  askToChangeRegion, checkout, chooseChannel, chosenChannel, keptChannelNames, loadChannels, loadRechargeConfig, loadRegions, openCheckout, payPath,
} from '../../stores/checkout.ts';
import { pay } from '../../stores/pay.ts';
import { order } from '../../stores/order.ts';
import { confirmingPayment } from '../../stores/confirming-state.ts';
import { followConfirming } from '../../stores/confirming-follow.ts';

/** Started by the app as it starts on this page, before the page renders (app/pages.ts startPageData). */
export { startCheckout as startData } from '../../stores/checkout.ts';

/** Said instead of the ways to pay while this item's payment is being confirmed: loaded only then. */
const ConfirmingNotice = lazy(() => import('./confirming-notice.tsx'));

/** The card provider's form: its code loads when a card-form channel is picked. */
const CardForm = lazy(() => import('../../components/card-form.tsx'));

export default function RechargePage() {
  const t = useT();
  const c = useStore(checkout);
  const o = useStore(order);
  const { billingNo: confirming } = useStore(confirmingPayment);
  useEffect(openCheckout, []);
  useEffect(followConfirming, [o.goods?.goods_id, o.role?.role_id, o.server?.server_id, o.clientId]);

  const { goods } = o;
  if (!goods) return null;
  const channelsLoading = c.channels.status === 'loading' || c.channels.status === 'idle';
  const kept = channelsLoading ? keptChannelNames() : undefined;
  const channel = chosenChannel();
  const price = channel ? formatMoney(channel.price, channel.currency) : formatMoney(goods.price, goods.currency);
  const config = c.config.data;
  const path = channel ? payPath(channel) : 'redirect';
  const regionsFailed = c.regions.status === 'error';

  return (
    <section>
      <PageTitle id="page.recharge" />
      <div className="card summary">
        <h2 className="section-title">{t('recharge.summary')}</h2>
        <SummaryList game={o.gameName} server={o.server?.server_name} role={o.role?.role_name} item={goods.display} price={price} />
        {goods.description && <p className="hint" dir="auto">{goods.description}</p>}
        <Link href={PATHS.selectGoods} className="button small">{t('result.reselectGoods')}</Link>
      </div>

      {/* A payment of this item is being confirmed: no way to pay until the backend answers. */}
      {confirming ? <Suspense fallback={null}><ConfirmingNotice billingNo={confirming} /></Suspense> : <>
      <section className="step-section" aria-labelledby="region-heading">
        <h2 id="region-heading" className="section-title">{t('recharge.paymentRegion')}</h2>
        {regionsFailed ? <LoadFailed failure={c.regions.failure} retry={loadRegions} /> : (
          // Disabled while the regions load: the field holds its place, nothing moves.
          <label className="field">
            <span>{t('recharge.changeRegion')}</span>
            <ChoiceSelect value={o.region} asksFirst disabled={c.regions.status !== 'ready'} onChoose={(r) => void askToChangeRegion(r)}>
              {c.regions.status !== 'ready' && <option value={o.region}>{t('common.loading')}</option>}
              {c.regions.data.map((r) => <option key={r.region} value={r.region}>{regionName(r.region)}</option>)}
            </ChoiceSelect>
          </label>
        )}
      </section>

      {/* Without regions there are no payment methods to ask for: the region's Try again brings both. */}
      {!regionsFailed && (
        <ChannelChoices name="channel" loading={channelsLoading} placeholder={kept && <KeptChannels name="channel" names={kept} />}
          failed={c.channels.status === 'error' && <LoadFailed failure={c.channels.failure} retry={loadChannels} />}
          channels={c.channels.data} selected={c.channelId} onSelect={chooseChannel} />
      )}

      {/* Right after the methods, in reading and Tab order: Credit Card, then its fields. */}
      {channel && path === 'cardForm' && <Suspense fallback={<div className="card card-form card-form-fields" />}><CardForm channel={channel} /></Suspense>}

      {/* After the payment fields: the server's text arrives late and may be longer than
          the default; here its growth moves nothing the player is using. */}
      <details className="card instructions" open>
        <summary className="section-title">{t('recharge.instructions')}</summary>
        {c.config.status === 'error' && <LoadFailed failure={c.config.failure} retry={loadRechargeConfig} />}
        {config?.recharge_explain?.length
          ? config.recharge_explain.map((p, i) => <p key={i} dir="auto">{p}</p>)
          : <p>{t('recharge.instructionsBody')}</p>}
      </details>

      <div className="action-bar">
        {c.payError && <p className="form-error" role="alert">{messageText(c.payError)}</p>}
        {/* Says what will happen: a gift card is exchanged whole, whatever the item costs. */}
        {/* For the card form, Pay pressed while its fields still load waits for them. */}
        {/* Busy, not disabled, while placing: a disabled button loses focus, which fell to the
            top of the page (pay() ignores a press meanwhile). */}
        <button type="button" className="button primary block" aria-busy={c.placing} aria-disabled={c.placing} disabled={!channel}
          onClick={() => void pay()}>
          {c.placing ? t('recharge.placing') : path === 'giftCard' ? t('recharge.useGiftCard') : t('recharge.pay', { price })}
        </button>
      </div>
      </>}
    </section>
  );
}
