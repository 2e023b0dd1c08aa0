/**
 * The login popup's "Or log in with" buttons, one per provider the brand offers, and the
 * in-app-browser notice. Loaded with the social login code when the login popup opens
 * (login-popup.tsx), so none of it is in the first bundle. Mounting it starts every
 * provider's script loading and fetches the Twitter request token ahead (spec section 4);
 * a provider's button says it is loading until its script is there, and a tap then runs
 * the provider's call at once, so its window opens inside the tap.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useT } from '../i18n/use-t.ts';
import { useStore } from '../lib/use-store.ts';
import {
  PROVIDER_NAMES, type SocialProvider, needsInAppNotice, prepareSocialLogin, retryProvider, socialProviders, startSocialLogin,
} from '../login/social.ts';
import { socialReadiness } from '../stores/social-readiness.ts';
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
  const readiness = useStore(socialReadiness);
  const [notice, setNotice] = useState(false);
  useEffect(prepareSocialLogin, []);

  // Synchronous up to the provider's call: its window opens with the player's tap.
  function login(p: SocialProvider) {
    if (needsInAppNotice(p)) { setNotice(true); return; }
    // Still loading: the button says so; a login started when the script arrives would open its window outside the tap.
    if (readiness[p] === 'loading') return;
    onStart();
    if (readiness[p] === 'failed') { void retryProvider(p).then((failure) => { if (failure) onFailure(failure); }); return; }
    void startSocialLogin(p).then((failure) => { if (failure) onFailure(failure); });
  }

  return (
    <>
      {socialProviders().map((p) => {
        const loading = readiness[p] === 'loading';
        const name = t('login.with', { provider: PROVIDER_NAMES[p] });
        return (
          <button
            key={p} type="button" className="button" onClick={() => login(p)}
            aria-label={loading ? t('common.withNote', { text: name, note: t('common.loading') }) : name}
            {...(loading ? { 'aria-disabled': true, 'aria-busy': true } : {})}>
            <SocialIcon provider={p} />
            <span>{PROVIDER_NAMES[p]}</span>
          </button>
        );
      })}
      {notice && <Suspense fallback={null}><InAppNotice onClose={() => setNotice(false)} /></Suspense>}
    </>
  );
}
