/**
 * The page's polite live region: what the page says without showing it as text
 * (stores/announcer.ts). Always in the page once mounted, since a region that appears with
 * its text is often not announced; each announcement is a new node, so a repeat is spoken
 * again, and the last one stays until the page changes.
 */
import { useEffect, useRef } from 'react';
import { useT } from '../i18n/use-t.ts';
import { useAppLocation } from '../lib/location.ts';
import { useStore } from '../lib/use-store.ts';
import { messageText } from '../components/message-text.ts';
import { announcer, followLoads, forgetAnnouncementsUpTo } from '../stores/announcer.ts';

export function LiveAnnouncer() {
  useT();
  const a = useStore(announcer);
  const [path] = useAppLocation();
  useEffect(followLoads, []);
  // On a new page, what the last page showed here goes. An announcement that arrives with
  // the move itself (a toast saying why the page changed) is new in this render: it stays.
  const shown = useRef({ path, id: a.id });
  useEffect(() => {
    if (shown.current.path !== path) forgetAnnouncementsUpTo(shown.current.id);
    shown.current = { path, id: a.id };
  }, [path, a.id]);
  return <div className="visually-hidden" role="status">{a.said && <span key={a.id}>{messageText(a.said)}</span>}</div>;
}
