/**
 * Step 4 (spec sections 2 and 4). The order comes from the page address (billing_no), so
 * a reload, or the payment site returning in a new tab, shows the same order. Pending:
 * arriving from /recharge takes the player on to the payment site once; otherwise "Go to
 * pay" and "Payment complete" (which polls while the order system lags). Then done, or
 * failed / not paid, each with its way on.
 */
import { useEffect } from 'react';
import { useStore } from '../../lib/use-store.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { PATHS } from '../../routes.ts';
import { useAppSearch } from '../../lib/location.ts';
import { formatMoney, formatNumber } from '../../i18n/format.ts';
import { useT } from '../../i18n/use-t.ts';
import { navigate } from '../../lib/navigate.ts';
import { order } from '../../stores/order.ts';
import { replenishId } from '../../lib/replenish-mode.ts';
import {
  changePaymentMethod, confirmPayment, continueRecharge, goToPay, openResult, reselectGoods, result, stopPolling,
} from '../../stores/result.ts';
import { contactResultService, prepareCustomerService } from '../../stores/customer-service.ts';

const goHome = () => navigate(PATHS.home);

export default function ResultPage() {
  const t = useT();
  const search = useAppSearch();
  const r = useStore(result);
  const q = new URLSearchParams(search);
  const billingNo = q.get('billing_no') || order.billing_no;
  const fromRecharge = q.get('from') === 'recharge';
  const rid = replenishId(search) || undefined;

  useEffect(() => {
    if (!billingNo) return;
    void openResult(billingNo, { fromRecharge, replenishId: rid, search });
    return stopPolling;
  }, [billingNo]);
  // What the customer-service tap needs, asked for as soon as the order's game is known.
  const orderGame = r.order.data?.billing_no === billingNo ? r.order.data.client_id : '';
  useEffect(() => { if (orderGame) prepareCustomerService(orderGame); }, [orderGame]);

  if (!billingNo) {
    return (
      <section className="card center">
        <PageTitle id="page.result" />
        <p>{t('result.noOrder')}</p>
        <button type="button" className="button primary" onClick={goHome}>{t('result.home')}</button>
      </section>
    );
  }
  const o = r.order.data?.billing_no === billingNo ? r.order.data : null;
  if (!o) {
    return (
      <section>
        <PageTitle id="page.result" />
        {r.order.status === 'error'
          ? <div className="card center"><p>{t('error.query')}</p><button type="button" className="button primary" onClick={goHome}>{t('result.home')}</button></div>
          : <Skeleton count={1} height={260} label={t('common.loading')} />}
      </section>
    );
  }

  const state = o.status === 'done' ? 'done' : o.status === 'failed' ? 'failed' : 'pending';
  const title = state === 'done' ? t('result.done.title') : state === 'failed' ? (o.paid ? t('result.failed.title') : t('result.notPaid.title')) : t('result.pending.title');
  const isReplenish = o.kind === 'replenishment';
  return (
    <section>
      <PageTitle id="page.result" />
      <div className={`card result result-${state}`}>
        <div className="result-icon" aria-hidden="true">{state === 'done' ? '✓' : state === 'failed' ? '!' : '…'}</div>
        <div role="status"><h2 className="result-title">{title}</h2></div>
        <p className="hint">
          {/* Failed and paid: the money arrived, the top-up did not. Failed and not paid: the
              order system saw no payment, but the provider's own state is not known here, so
              the page does not promise that nothing was charged. */}
          {state === 'done' ? t('result.done.body') : state === 'failed' ? t(o.paid ? 'result.failed.body' : 'result.notPaid.body') : t('result.pending.body')}
        </p>
        {r.providerMessage !== null && (
          <p className="form-error" role="alert">{t('result.providerRefused')} <span dir="auto">{r.providerMessage}</span></p>
        )}
        <dl className="summary-list">
          <div><dt>{t('result.billingNo')}</dt><dd>{o.billing_no}</dd></div>
          {/* Named here in the player's language: the backend's goods_name of a gift card or a replenishment is its own English. */}
          <div><dt>{t('recharge.item')}</dt><dd dir="auto">{o.kind === 'card' ? t('result.item.giftCard') : isReplenish ? t('result.item.replenishment') : o.goods_name}</dd></div>
          <div><dt>{t(o.kind === 'card' ? 'card.faceValue' : 'result.amount')}</dt><dd className="price">{formatMoney(o.amount, o.currency)}</dd></div>
          {o.kind === 'card' && o.gems !== null && <div><dt>{t('result.gems')}</dt><dd className="price">{formatNumber(o.gems)}</dd></div>}
        </dl>
        {state === 'pending' && (r.polling || r.stillPending) && (
          <p className="hint" aria-live="polite">{r.polling ? t('result.checking') : t('result.stillPending')}</p>
        )}
        <div className="result-actions">
          {state === 'pending' && (
            <>
              <button type="button" className="button primary" disabled={r.polling}
                onClick={() => void confirmPayment(o.billing_no, rid)}>
                {t('result.paymentComplete')}
              </button>
              {o.pay_url && !o.paid && <button type="button" className="button" onClick={() => goToPay(o)}>{t('result.goPay')}</button>}
              {!isReplenish && <button type="button" className="button" onClick={changePaymentMethod}>{t('result.changePayment')}</button>}
            </>
          )}
          {state === 'done' && !isReplenish && (
            <button type="button" className="button primary" onClick={continueRecharge}>{t('result.continue')}</button>
          )}
          {state === 'failed' && !isReplenish && (
            <>
              <button type="button" className="button primary" onClick={changePaymentMethod}>{t('result.changePayment')}</button>
              <button type="button" className="button" onClick={reselectGoods}>{t('result.reselectGoods')}</button>
            </>
          )}
          <button type="button" className="button" onClick={goHome}>{t('result.home')}</button>
          <button type="button" className="link-button" onClick={() => contactResultService(o.client_id)}>{t('result.contactCs')}</button>
        </div>
      </div>
    </section>
  );
}
