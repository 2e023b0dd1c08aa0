/**
 * Step 4 (spec sections 2 and 4). The order comes from the page address (billing_no), so
 * a reload, or the payment site returning in a new tab, shows the same order. Pending:
 * arriving from /recharge takes the player on to the payment site once; otherwise "Go to
 * pay" and "Payment complete" (which polls while the order system lags). Then done, or
 * failed / not paid, each with its way on. An order that cannot be read is still named by
 * its billing number, with why, Try again, "Payment complete" and "Go to pay".
 */
import { useEffect, useEffectEvent, useRef } from 'react';
import { useStore } from '../../lib/use-store.ts';
import { LoadFailed } from '../../components/load-failed.tsx';
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
  changePaymentMethod, confirmPayment, continueRecharge, goToPay, knownPayUrl, loadResult, openResult, paidInPage, reselectGoods, result, stopPolling,
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

  // Opened once per order: the address's other parameters are read as they stand then.
  const open = useEffectEvent((no: string) => openResult(no, { fromRecharge, replenishId: rid, search }));
  useEffect(() => {
    if (!billingNo) return;
    void open(billingNo);
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
  // The order could not be read (this time): why, and Try again, which reads it again.
  const failed = r.order.status === 'error' && <LoadFailed failure={r.order.failure} retry={() => loadResult(billingNo, rid)} />;
  if (!o) {
    // Still the order of the address, and what the player may need while it cannot be
    // read: to say they have paid (which reads it again), and its payment page if step 3
    // kept it.
    return (
      <section>
        <PageTitle id="page.result" />
        {failed ? (
          <div className="card result">
            <dl className="summary-list"><div><dt>{t('result.billingNo')}</dt><dd>{billingNo}</dd></div></dl>
            {failed}
            <div className="result-actions">
              <PayActions billingNo={billingNo} payUrl={knownPayUrl(billingNo)} rid={rid} polling={r.polling} />
              <button type="button" className="button" onClick={goHome}>{t('result.home')}</button>
            </div>
          </div>
        ) : <Skeleton count={1} height={260} label={t('common.loading')} />}
      </section>
    );
  }

  const state = o.status === 'done' ? 'done' : o.status === 'failed' ? 'failed' : 'pending';
  // Paid, or paid in the page (card form, Korea's window): the payment is being confirmed;
  // no payment page is named and no other way to pay offered, unless the provider refused.
  const confirming = state === 'pending' && (o.paid || paidInPage(o));
  const refused = r.providerMessage !== null;
  const title = state === 'done' ? t('result.done.title') : state === 'failed' ? (o.paid ? t('result.failed.title') : t('result.notPaid.title'))
    : confirming && !refused ? t('result.confirming.title') : t('result.pending.title');
  const isReplenish = o.kind === 'replenishment';
  return (
    <section>
      <PageTitle id="page.result" />
      <div className={`card result result-${state}`}>
        <div className="result-icon" aria-hidden="true">{state === 'done' ? '✓' : state === 'failed' ? '!' : '…'}</div>
        <div role="status"><ResultTitle state={state} title={title} /></div>
        <p className="hint">
          {/* Failed and paid: the money arrived, the top-up did not. Failed and not paid: the
              order system saw no payment, but the provider's own state is not known here, so
              the page does not promise that nothing was charged. */}
          {state === 'done' ? t('result.done.body') : state === 'failed' ? t(o.paid ? 'result.failed.body' : 'result.notPaid.body')
            : confirming ? (refused ? null : t('result.confirming.body')) : t('result.pending.body')}
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
        {/* Asked again (Payment complete, another language) and not read: what is shown is the last answer. */}
        {failed}
        <div className="result-actions">
          {state === 'pending' && (confirming && refused ? (
            !isReplenish && <button type="button" className="button primary" onClick={changePaymentMethod}>{t('common.retry')}</button>
          ) : (
            <>
              <PayActions billingNo={o.billing_no} payUrl={confirming ? null : o.pay_url} rid={rid} polling={r.polling} />
              {!isReplenish && !confirming && <button type="button" className="button" onClick={changePaymentMethod}>{t('result.changePayment')}</button>}
            </>
          ))}
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

/**
 * The state's heading. When the state changes under the player ("Payment complete" found
 * the order done), the button they pressed is gone: focus goes to the new state's heading
 * rather than to the top of the page.
 */
function ResultTitle({ state, title }: { state: string; title: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const shown = useRef(state);
  useEffect(() => {
    if (shown.current === state) return;
    shown.current = state;
    if (document.activeElement === document.body || !document.activeElement) ref.current?.focus();
  }, [state]);
  return <h2 className="result-title" tabIndex={-1} ref={ref}>{title}</h2>;
}

/** "Payment complete", which reads the order again (and keeps reading while it lags), and "Go to pay" while it can be paid. */
function PayActions({ billingNo, payUrl, rid, polling }: { billingNo: string; payUrl: string | null; rid: string | undefined; polling: boolean }) {
  const t = useT();
  return (
    <>
      {/* Busy, not disabled, while it checks: a disabled button loses focus to the top of the page. */}
      <button type="button" className="button primary" aria-disabled={polling} aria-busy={polling} onClick={() => { if (!polling) void confirmPayment(billingNo, rid); }}>
        {t('result.paymentComplete')}
      </button>
      {payUrl && <button type="button" className="button" onClick={() => goToPay({ pay_url: payUrl })}>{t('result.goPay')}</button>}
    </>
  );
}
