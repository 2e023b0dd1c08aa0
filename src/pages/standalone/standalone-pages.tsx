/**
 * Pages that stand outside the purchase steps (spec section 2): replenishment error,
 * unsupported area, Korean real-name verification, error display, page-parameter error,
 * the `/@code` game-code route and Not Found. Every text comes from the locale files.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useStore } from '../../lib/use-store.ts';
import { Link, useParams } from 'wouter';
import { PageTitle } from '../../components/page-title.tsx';
import { useAppSearch } from '../../lib/location.ts';
import { PATHS } from '../../routes.ts';
import type { MessageKey } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';
import { followGameCode } from '../../stores/game-code.ts';
import { checkRealName, korea, startVerification } from '../../stores/korea.ts';
import { openLoginPopup } from '../../stores/ui.ts';

/** One card: the page's heading, its lines, and what the player can do. */
function Standalone({ title, tone, children }: { title: MessageKey; tone?: 'warn' | 'error'; children: ReactNode }) {
  return (
    <section className={`card center standalone${tone ? ` ${tone}` : ''}`}>
      <PageTitle id={title} />
      {children}
    </section>
  );
}

/**
 * A plain link home: a full page load without the page's parameters, which the app's own
 * navigation would carry along (spec: replenish_id follows to the next route).
 */
function HomeLink({ label = 'notFound.home' as MessageKey, secondary }: { label?: MessageKey; secondary?: boolean }) {
  const t = useT();
  return <a href={PATHS.home} className={secondary ? 'button' : 'button primary'}>{t(label)}</a>;
}

/** -3016: the link is unknown or expired (the storefront's words for the code, never the server's). */
export function ErrorReplenishPage() {
  const t = useT();
  return (
    <Standalone title="page.errorReplenish" tone="warn">
      <p>{t('error.linkInvalid')}</p>
      <p>{t('replenish.expired.body')}</p>
    </Standalone>
  );
}

export function NotAreaPage() {
  const t = useT();
  return (
    <Standalone title="page.notArea" tone="warn">
      <p>{t('notArea.body')}</p>
    </Standalone>
  );
}

/**
 * Korean real-name verification (spec sections 1 and 4): loading, failed (redo from the
 * home page), not completed / please verify with the way to verify, which comes back here.
 * A verified player goes on (stores/korea.ts). 6001 sends an unverified player here.
 */
export function CertifiedRealPage() {
  const t = useT();
  const { realName, verifyUrl } = useStore(korea);
  useEffect(() => { void checkRealName(); }, []);
  let body: ReactNode;
  switch (realName) {
    case 'failed':
      body = <><p role="alert">{t('realName.failed')}</p><HomeLink /></>;
      break;
    case 'notCompleted':
      body = (
        <>
          <p>{t('realName.notCompleted')}</p>
          <p>{t('realName.pleaseVerify')}</p>
          <div className="notice-actions">
            {verifyUrl && <button type="button" className="button primary" onClick={startVerification}>{t('realName.start')}</button>}
            <HomeLink secondary={!!verifyUrl} />
          </div>
        </>
      );
      break;
    case 'login':
      body = (
        <>
          <p>{t('realName.pleaseVerify')}</p>
          <button type="button" className="button primary" onClick={openLoginPopup}>{t('header.login')}</button>
        </>
      );
      break;
    default: // idle, loading, verified (moving on)
      body = <p role="status" aria-busy="true" className="standalone-loading">{t('realName.loading')}</p>;
  }
  return <Standalone title="page.certifiedReal">{body}</Standalone>;
}

/**
 * The error display. `?reason=` picks one of the catalogue's messages; free text from the
 * address is never shown (a crafted link could otherwise put any words on this site).
 */
const SHOW_ERROR_REASONS = {
  query: 'error.query',
  linkInvalid: 'error.linkInvalid',
  network: 'error.network',
  channel: 'recharge.channelMissing',
  payment: 'recharge.badParams',
  generic: 'error.generic',
} as const satisfies Record<string, MessageKey>;

export function ShowErrorPage() {
  const t = useT();
  const reason = new URLSearchParams(useAppSearch()).get('reason') ?? '';
  const key = Object.prototype.hasOwnProperty.call(SHOW_ERROR_REASONS, reason)
    ? SHOW_ERROR_REASONS[reason as keyof typeof SHOW_ERROR_REASONS]
    : SHOW_ERROR_REASONS.query;
  return (
    <Standalone title="page.showError" tone="error">
      <p>{t(key)}</p>
      <HomeLink />
    </Standalone>
  );
}

/**
 * A page-address parameter was malformed (app/page-params.ts). The address keeps what the
 * player was given, so it can be read out to customer service; nothing stored was touched.
 */
export function ParamErrorPage() {
  const t = useT();
  return (
    <Standalone title="error.params.title" tone="warn">
      <p>{t('error.params.body')}</p>
      <HomeLink />
    </Standalone>
  );
}

/**
 * `/@{code}`. An unknown code clears the domain area and shows Not Found rather than going
 * home quietly: the player followed a link that is wrong, and should know it rather than
 * land somewhere else (or, with no area left, on "region not supported").
 */
export function GameCodePage() {
  const { code = '' } = useParams<{ code: string }>();
  const [unknown, setUnknown] = useState(false);
  useEffect(() => {
    let live = true;
    setUnknown(false);
    void followGameCode(code).then((r) => { if (live && r === 'unknown') setUnknown(true); });
    return () => { live = false; };
  }, [code]);
  if (!unknown) return <div className="page-fallback" aria-busy="true" />;
  return <NotFoundPage />;
}

/** Any other address, and an unknown game code: a way home. */
export function NotFoundPage() {
  const t = useT();
  return (
    <Standalone title="notFound.title">
      <p>{t('notFound.body')}</p>
      <Link href={PATHS.home} className="button primary">{t('notFound.home')}</Link>
    </Standalone>
  );
}
