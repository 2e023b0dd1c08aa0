/** The goods on sale for the chosen role: price, limit, the unpaid-order block, details. */
import { useStore } from '../../lib/use-store.ts';
import { ChoiceGroup } from '../../components/choice-group.tsx';
import { LoadFailed } from '../../components/load-failed.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { formatMoney } from '../../i18n/format.ts';
import { tAround } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';
import { catalogue } from '../../stores/catalogue.ts';
import { goodsBlock } from '../../stores/goods-block.ts';
import { chooseGoods, goToUnpaid, loadGoods, showGoodsDetails } from '../../stores/goods-choice.ts';
import { order } from '../../stores/order.ts';
import { limitLines } from './limit-text.ts';

export function GoodsList() {
  const t = useT();
  const c = useStore(catalogue);
  const o = useStore(order);
  const goodsId = o.goods?.goods_id;
  // While the characters load the goods will most likely follow: hold their place.
  const rolesLoading = c.roles.status === 'loading';
  // Characters that did not load bring no goods: their Try again brings both.
  if ((!o.role && !rolesLoading) || c.roles.status === 'error') return null;
  return (
    <section className="step-section" aria-labelledby="goods-heading">
      <h2 id="goods-heading" className="section-title">{t('goods.items')}</h2>
      {c.goods.status === 'loading' || c.goods.status === 'idle' ? (
        <Skeleton count={4} list="goods" label={t('common.loading')} />
      ) : c.goods.status === 'error' ? (
        <LoadFailed failure={c.goods.failure} retry={loadGoods} />
      ) : c.goods.data.length === 0 ? (
        <p className="hint">{t('goods.noItems')}</p>
      ) : (
        <ChoiceGroup legend={t('goods.items')} hideLegend name="goods" className="goods"
          items={c.goods.data} keyOf={(g) => g.goods_id} selected={goodsId}
          onSelect={chooseGoods}
          disabled={(g) => goodsBlock(g) !== null}
          render={(g) => {
            const block = goodsBlock(g);
            return (
              <>
                <span className="choice-title" dir="auto">{g.display}</span>
                <span className="price">{formatMoney(g.price, g.currency)}</span>
                {g.limit && (
                  <span className={`limit${block === 'limit' ? ' blocked' : ''}`}>
                    {limitLines(g.limit).map((l, i) => <span key={i}>{l}</span>)}
                  </span>
                )}
                {block === 'unpaid' && <span className="limit blocked">{t('goods.unpaid')}</span>}
              </>
            );
          }}
        />
      )}
      {/* Actions of the chosen item live outside the radio labels, so each is its own control. */}
      {(() => {
        const g = c.goods.data.find((x) => x.goods_id === goodsId);
        if (!g) return null;
        const [detailsBefore, detailsAfter] = tAround('goods.detailsOf', 'name');
        return (
          <div className="goods-actions">
            {g.description && <button type="button" className="link-button" onClick={() => showGoodsDetails(g)}>{detailsBefore}<bdi>{g.display}</bdi>{detailsAfter}</button>}
            {g.unpaid && <button type="button" className="button primary" onClick={() => goToUnpaid(g)}>{t('goods.goPay')}</button>}
          </div>
        );
      })()}
    </section>
  );
}
