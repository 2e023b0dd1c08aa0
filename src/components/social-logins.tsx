/**
 * The login popup's "Or log in with" buttons, one per provider the brand offers, and the
 * in-app-browser notice. Loaded with the social login code when the login popup opens
 * (login-popup.tsx), so none of it is in the first bundle; mounting it fetches the
 * Twitter request token ahead (spec section 4).
 */
import { useEffect, useState } from 'react';
import { useT } from '../i18n/use-t.ts';
import {
  PROVIDER_NAMES, type SocialProvider, needsInAppNotice, prepareSocialLogin, socialProviders, startSocialLogin,
} from '../login/social.ts';
import { openAuthWindow } from '../login/social/popup.ts';
import type { Message } from '../stores/ui.ts';
import { InAppNotice } from './in-app-notice.tsx';
import { SocialIcon } from './social-icon.tsx';

export interface SocialLoginsProps {
  /** A login attempt starts (clear an earlier failure). */
  onStart: () => void;
  /** It ended short of a login. */
  onFailure: (m: Message) => void;
}

export function SocialLogins({ onStart, onFailure }: SocialLoginsProps) {
  const t = useT();
  const [notice, setNotice] = useState(false);
  useEffect(prepareSocialLogin, []);

  async function login(p: SocialProvider) {
    if (needsInAppNotice(p)) { setNotice(true); return; }
    // The window opens here, inside the click; Twitter leaves the page instead.
    const win = p === 'twitter' ? null : openAuthWindow();
    onStart();
    const failure = await startSocialLogin(p, win);
    if (failure) onFailure(failure);
  }

  return (
    <>
      {socialProviders().map((p) => (
        <button key={p} type="button" className="button" aria-label={t('login.with', { provider: PROVIDER_NAMES[p] })} onClick={() => void login(p)}>
          <SocialIcon provider={p} />
          <span>{PROVIDER_NAMES[p]}</span>
        </button>
      ))}
      {notice && <InAppNotice onClose={() => setNotice(false)} />}
    </>
  );
}
