/**
 * Customer service for brand ko (spec sections 2 and 6): it needs a login and the player's
 * platform token, fetched on load when logged in. With the token it is a plain link (new
 * window); without a login it opens the login popup; while the token is missing it fetches
 * it and goes there. Loaded on its own (only brand ko has it).
 */
import { useEffect } from 'react';
import { useStore } from '../lib/use-store.ts';
import { useT } from '../i18n/use-t.ts';
import { contactCustomerService, customerServiceHref, loadPlatformToken, trackContactService } from '../stores/korea.ts';
import { isLoggedIn, session } from '../stores/session.ts';

export function CustomerServiceLink({ url }: { url: string }) {
  const t = useT();
  const s = useStore(session);
  const loggedIn = isLoggedIn(s);
  useEffect(() => { if (loggedIn) void loadPlatformToken(); }, [loggedIn]);
  const href = loggedIn ? customerServiceHref(url, s.userInfo.platform_token) : '';
  const label = t('footer.customerService');
  if (href) {
    return (
      <a className="cs-link" href={href} target="_blank" rel="noopener noreferrer" onClick={trackContactService}
        aria-label={t('common.withNote', { text: label, note: t('footer.newWindow') })}>
        {label}
      </a>
    );
  }
  return <button type="button" className="link-button cs-link" onClick={() => void contactCustomerService(url)}>{label}</button>;
}
