/**
 * In replenishment mode the header names the replenishment's account (spec section 2):
 * inside the account button of a logged-in player, or, for a visitor who came by the link
 * without logging in, as the account's name on its own. Until the link's info is in (or
 * when it has none: an automatic replenish before login), `fallback` stands.
 */
import type { ReactNode } from 'react';
import { tAround } from '../i18n/i18n.ts';
import { useStore } from '../lib/use-store.ts';
import { useT } from '../i18n/use-t.ts';
import { linkInfo, replenishLink } from '../stores/replenish/link.ts';

export default function ReplenishUserName({ fallback, inButton }: { fallback: ReactNode; inButton?: boolean }) {
  const t = useT();
  const { state } = useStore(replenishLink);
  const name = linkInfo(state)?.user_name;
  if (!name) return <>{fallback}</>;
  if (inButton) return <>{name}</>;
  const [before, after] = tAround('common.labelled', 'value', { label: t('replenish.user') });
  return (
    <span className="header-account">
      {before && <span className="visually-hidden">{before}</span>}
      <span className="user-name" dir="auto">{name}</span>
      {after && <span className="visually-hidden">{after}</span>}
    </span>
  );
}
