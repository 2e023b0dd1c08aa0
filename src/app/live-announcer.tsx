/**
 * The page's polite live region: what the page says without showing it as text
 * (stores/announcer.ts). Always in the page once mounted, since a region that appears with
 * its text is often not announced; each announcement is a new node, so a repeat is spoken
 * again, and the last one stays.
 */
import { useEffect } from 'react';
import { useT } from '../i18n/use-t.ts';
import { useStore } from '../lib/use-store.ts';
import { messageText } from '../components/message-text.ts';
import { announcer, followLoads } from '../stores/announcer.ts';

export function LiveAnnouncer() {
  useT();
  const a = useStore(announcer);
  useEffect(followLoads, []);
  return <div className="visually-hidden" role="status">{a.said && <span key={a.id}>{messageText(a.said)}</span>}</div>;
}
