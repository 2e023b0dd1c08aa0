import { Link } from 'wouter';
import { useT } from '../../i18n/use-t.ts';
import { href } from '../../routes.ts';

/**
 * A payment of this item is being confirmed (stores/confirming-payment.ts): said, with the
 * way to that payment, and no other way to pay until the backend answers done or failed.
 */
export default function ConfirmingNotice({ billingNo }: { billingNo: string }) {
  const t = useT();
  return (
    <div className="card confirming-notice">
      <div role="status"><h2 className="section-title">{t('recharge.confirming.title')}</h2></div>
      <p className="hint">{t('recharge.confirming.body')}</p>
      <Link href={href('result', { billing_no: billingNo })} className="button primary">{t('recharge.confirming.view')}</Link>
    </div>
  );
}
