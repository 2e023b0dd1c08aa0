/** Region (area), server search by id, and all servers / my servers. */
import { memo, useState, type FormEvent } from 'react';
import { useStore } from '../../lib/use-store.ts';
import { ChoiceGroup } from '../../components/choice-group.tsx';
import { LoadFailed } from '../../components/load-failed.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { useT } from '../../i18n/use-t.ts';
import { catalogue } from '../../stores/catalogue.ts';
import { chooseArea, chooseServer, findServer, loadAreas, loadServers, loadUsedServers, setServerView } from '../../stores/goods-choice.ts';
import { order } from '../../stores/order.ts';
import { isLoggedIn, session } from '../../stores/session.ts';

/** Memoised, and reading only the area and server of the order: a goods or character tap leaves it as it is. */
export const ServerPicker = memo(function ServerPicker() {
  const t = useT();
  const c = useStore(catalogue);
  const searchFailed = c.search.status === 'notFound' || c.search.status === 'failed';
  const areaId = useStore(order, (o) => o.area?.area_id);
  const serverId = useStore(order, (o) => o.server?.server_id);
  const s = useStore(session);
  const [query, setQuery] = useState('');

  function search(e: FormEvent) {
    e.preventDefault();
    const id = Number(query.trim());
    if (Number.isInteger(id) && id > 0) void findServer(id);
  }

  const used = c.usedServers.data;
  return (
    <section className="step-section" aria-labelledby="server-heading">
      <h2 id="server-heading" className="section-title">{t('goods.server')}</h2>
      <form className="search-row" onSubmit={search} role="search">
        <label className="field grow">
          <span>{t('goods.searchServer')}</span>
          <input inputMode="numeric" pattern="[0-9]*" maxLength={9} value={query} placeholder="101"
            onChange={(e) => setQuery(e.currentTarget.value.replace(/\D/g, ''))} aria-describedby="server-search-hint" />
        </label>
        <button type="submit" className="button" disabled={!query || c.search.status === 'searching'}>{t('common.search')}</button>
      </form>
      <p id="server-search-hint" className={searchFailed ? 'form-error' : 'hint'} role={searchFailed ? 'alert' : undefined}>
        {c.search.status === 'notFound' ? t('goods.serverNotFound') : c.search.status === 'failed' ? t(c.search.failure) : t('goods.searchServerHint')}
      </p>

      <div className="segmented" role="group" aria-label={t('goods.server')}>
        <button type="button" aria-pressed={c.serverView === 'all'} onClick={() => void setServerView('all')}>{t('goods.allServers')}</button>
        <button type="button" aria-pressed={c.serverView === 'used'} onClick={() => void setServerView('used')}>{t('goods.usedServers')}</button>
      </div>

      {c.serverView === 'all' ? (
        <>
          {/* While the areas load, the selector holds its place (most games have several). */}
          {(c.areas.data.length > 1 || c.areas.status === 'loading' || c.areas.status === 'idle') && (
            <label className="field">
              <span>{t('goods.region')}</span>
              <select value={areaId ?? ''} disabled={c.areas.status !== 'ready'} onChange={(e) => {
                const a = c.areas.data.find((x) => String(x.area_id) === e.currentTarget.value);
                if (a) void chooseArea(a);
              }}>
                {areaId === undefined && <option value="" disabled>{c.areas.status === 'ready' ? t('goods.region') : t('common.loading')}</option>}
                {c.areas.data.map((a) => <option key={a.area_id} value={a.area_id}>{a.area_name}</option>)}
              </select>
            </label>
          )}
          {c.areas.status === 'error' ? (
            <LoadFailed failure={c.areas.failure} retry={loadAreas} />
          ) : c.servers.status === 'error' ? (
            <LoadFailed failure={c.servers.failure} retry={loadServers} />
          ) : c.servers.status === 'idle' || c.servers.status === 'loading' || c.areas.status === 'loading' ? (
            <Skeleton count={5} list="servers" label={t('common.loading')} />
          ) : (
            <ChoiceGroup legend={t('goods.server')} hideLegend name="server" className="servers"
              items={c.servers.data} keyOf={(x) => x.server_id} selected={serverId}
              onSelect={(x) => void chooseServer(x)}
              render={(x) => (<><span className="choice-title" dir="auto">{x.server_name}</span><span className="choice-sub">{t('goods.serverIdShort', { id: x.server_id })}</span></>)} />
          )}
        </>
      ) : !isLoggedIn(s) ? (
        <p className="hint">{t('goods.loginForRole')}</p>
      ) : c.usedServers.status === 'loading' ? (
        <Skeleton count={3} list="servers" label={t('common.loading')} />
      ) : c.usedServers.status === 'error' ? (
        <LoadFailed failure={c.usedServers.failure} retry={loadUsedServers} />
      ) : used.length === 0 ? (
        <p className="hint">{t('goods.noUsedServers')}</p>
      ) : (
        <ChoiceGroup legend={t('goods.usedServers')} hideLegend name="used-server" className="servers"
          items={used} keyOf={(x) => x.server.server_id} selected={serverId}
          onSelect={(x) => void chooseServer(x.server, x.area)}
          render={(x) => (<><span className="choice-title" dir="auto">{x.server.server_name}</span><span className="choice-sub" dir="auto">{t('goods.areaServer', { area: x.area.area_name, id: x.server.server_id })}</span></>)} />
      )}
    </section>
  );
});
