/** The logged-in player's character on the chosen server, or why there is none. */
import { memo } from 'react';
import { useStore } from '../../lib/use-store.ts';
import { ChoiceGroup } from '../../components/choice-group.tsx';
import { LoadFailed } from '../../components/load-failed.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { formatNumber } from '../../i18n/format.ts';
import { useT } from '../../i18n/use-t.ts';
import { changeAccount } from '../../login/session-actions.ts';
import { catalogue } from '../../stores/catalogue.ts';
import { chooseRole, loadRoles, reselectServer } from '../../stores/goods-choice.ts';
import { order } from '../../stores/order.ts';
import { isLoggedIn, session } from '../../stores/session.ts';
import { openLoginPopup } from '../../stores/ui.ts';

function reselect() {
  reselectServer();
  document.getElementById('server-heading')?.scrollIntoView({ block: 'start' });
}

/** Memoised, and reading only the server and character of the order: a goods tap leaves it as it is. */
export const RolePicker = memo(function RolePicker() {
  const t = useT();
  const c = useStore(catalogue);
  const hasServer = useStore(order, (o) => !!o.server);
  const roleId = useStore(order, (o) => o.role?.role_id);
  const s = useStore(session);

  let body;
  if (!hasServer) body = <p className="hint">{t('goods.selectFirst')}</p>;
  else if (!isLoggedIn(s)) {
    body = (
      <div className="notice">
        <p>{t('goods.loginForRole')}</p>
        <button type="button" className="button primary" onClick={openLoginPopup}>{t('header.login')}</button>
      </div>
    );
  } else if (c.roles.status === 'loading' || c.roles.status === 'idle') body = <Skeleton count={1} list="roles" label={t('common.loading')} />;
  // Not "no character here": a list that did not load says so, and loads again.
  else if (c.roles.status === 'error') body = <LoadFailed failure={c.roles.failure} retry={loadRoles} />;
  else if (c.roles.data.length === 0) {
    body = (
      <div className="notice warn" role="alert">
        <p>{t('goods.noRole')}</p>
        <div className="notice-actions">
          <button type="button" className="button" onClick={() => void changeAccount()}>{t('account.change')}</button>
          <button type="button" className="button" onClick={reselect}>{t('goods.reselect')}</button>
        </div>
      </div>
    );
  } else {
    body = (
      <ChoiceGroup legend={t('goods.role')} hideLegend name="role" className="roles"
        items={c.roles.data} keyOf={(r) => r.role_id} selected={roleId}
        onSelect={(r) => void chooseRole(r)}
        render={(r) => (<><span className="choice-title" dir="auto">{r.role_name}</span><span className="choice-sub">{t('goods.level', { level: formatNumber(r.level) })}</span></>)} />
    );
  }
  return (
    <section className="step-section" aria-labelledby="role-heading">
      <h2 id="role-heading" className="section-title">{t('goods.role')}</h2>
      {body}
    </section>
  );
});
