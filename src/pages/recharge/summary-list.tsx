/** What is bought, for whom and at what price: step 3's summary rows, each value under its own label. */
import { useT } from '../../i18n/use-t.ts';

export function SummaryList({ game, server, role, item, price }: { game?: string; server?: string; role?: string; item?: string; price?: string }) {
  const t = useT();
  return (
    <dl className="summary-list">
      <div><dt>{t('recharge.game')}</dt><dd dir="auto">{game}</dd></div>
      <div><dt>{t('goods.server')}</dt><dd dir="auto">{server}</dd></div>
      <div><dt>{t('goods.role')}</dt><dd dir="auto">{role}</dd></div>
      <div><dt>{t('recharge.item')}</dt><dd dir="auto">{item}</dd></div>
      <div><dt>{t('recharge.price')}</dt><dd className="price">{price}</dd></div>
    </dl>
  );
}
