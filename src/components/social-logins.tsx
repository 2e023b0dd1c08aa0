/**
 * The login popup's "Or log in with" buttons, one per provider the brand offers, and the
 * in-app-browser notice. Loaded with the social login code when the login popup opens
 * (login-popup.tsx), so none of it is in the first bundle; mounting it fetches the
 * Twitter request token ahead (spec section 4). No provider's script loads before the
 * player taps that provider: pressing the button starts it, the tap runs the login.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useT } from '../i18n/use-t.ts';
import {
  PROVIDER_NAMES, type SocialProvider, needsInAppNotice, prepareProvider, prepareSocialLogin, socialProviders, startSocialLogin,
} from '../login/social.ts';
import type { Message } from '../stores/ui.ts';
import { SocialIcon } from './social-icon.tsx';

/** Only in apps' built-in browsers, and only when the player taps Google or Facebook there: a chunk of its own. */
const InAppNotice = lazy(() => import('./in-app-notice.tsx').then((m) => ({ default: m.InAppNotice })));

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

  // Synchronous up to the provider's call: its window opens with the player's tap.
  function login(p: SocialProvider) {
    if (needsInAppNotice(p)) { setNotice(true); return; }
    onStart();
    void startSocialLogin(p).then((failure) => { if (failure) onFailure(failure); });
  }

  return (
    <>
      {socialProviders().map((p) => (
        <button
          key={p} type="button" className="button" aria-label={t('login.with', { provider: PROVIDER_NAMES[p] })}
          onPointerDown={() => { if (!needsInAppNotice(p)) prepareProvider(p); }} onClick={() => login(p)}>
          <SocialIcon provider={p} />
          <span>{PROVIDER_NAMES[p]}</span>
        </button>
      ))}
      {notice && <Suspense fallback={null}><InAppNotice onClose={() => setNotice(false)} /></Suspense>}
    </>
  );
}
