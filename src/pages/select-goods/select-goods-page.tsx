/**
 * Step 2 (spec section 2): server (by region, by id, or the player's own), character,
 * goods. Next leads to step 3 once an item that can be bought is chosen.
 */
import { useEffect } from 'react';
import { useStore } from '../../lib/use-store.ts';
import { Link } from 'wouter';
import { PageTitle } from '../../components/page-title.tsx';
import { PATHS } from '../../routes.ts';
import { formatMoney } from '../../i18n/format.ts';
import { useT } from '../../i18n/use-t.ts';
import type { Goods } from '../../api/contract.ts';
import { navigate } from '../../lib/navigate.ts';
import { catalogue, gameIsChosen, gameLogo, loadGameLogo } from '../../stores/catalogue.ts';
import { goodsBlock, loadAreas, loadRoles, setServerView } from '../../stores/goods-choice.ts';
import { order } from '../../stores/order.ts';
import { isLoggedIn, session } from '../../stores/session.ts';
import { TRACKING_EVENTS, trackEvent } from '../../tracking/track.ts';
import { GoodsList } from './goods-list.tsx';
import { RolePicker } from './role-picker.tsx';
import { ServerPicker } from './server-picker.tsx';

function next() {
  void trackEvent(TRACKING_EVENTS.click_goodsNextButton);
  navigate(PATHS.recharge);
}

export default function SelectGoodsPage() {
  const t = useT();
  const o = useStore(order);
  const s = useStore(session);
  useStore(catalogue);
  const loggedIn = isLoggedIn(s);

  useEffect(() => {
    if (!gameIsChosen()) { navigate(PATHS.selectGame, { replace: true }); return; }
    void trackEvent(TRACKING_EVENTS.view_selectGoods);
    loadGameLogo();
    void loadAreas();
  }, []);
  // Logging in (or out) changes whose characters and limits are shown.
  useEffect(() => {
    if (!gameIsChosen()) return;
    void loadRoles();
    if (catalogue.serverView === 'used') void setServerView('used');
  }, [loggedIn]);

  if (!o.clientId) return null;
  const g = o.goods as Partial<Goods>;
  const ready = g.goods_id !== undefined && !goodsBlock(g as Goods) && (o.role as { role_id?: string }).role_id !== undefined;
  return (
    <section>
      <PageTitle id="page.selectGoods" />
      <div className="game-bar card">
        <img src={gameLogo(o.clientId)} alt="" width="40" height="40" className="game-bar-logo" />
        <span className="game-bar-name" dir="auto">{o.gameName}</span>
        <Link href={PATHS.selectGame} className="button small">{t('game.change')}</Link>
      </div>
      <ServerPicker />
      <RolePicker />
      <GoodsList />
      <div className="action-bar">
        {ready && <span className="action-summary" dir="auto">{g.display} · <strong>{formatMoney(g.price!, g.currency!)}</strong></span>}
        <button type="button" className="button primary block" disabled={!ready} onClick={next}>{t('common.next')}</button>
      </div>
    </section>
  );
}
