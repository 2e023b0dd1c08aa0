/**
 * The Korean brand's calls: the real-name status of the logged-in player, and the platform
 * token that opens customer service (brand ko only: -3002 elsewhere).
 *
 * The real-name verification itself stands in for the publisher's page that kr_user_info's
 * `verify_url` names (on the API host, as the contract asks): it shows the account and two
 * buttons, Verify and Cancel, and sends the player back to the `return_url` the storefront
 * gave. A real publisher's page would hand over to a verification provider on the way.
 */
import { CODE, PATHS } from '../../src/api/contract.ts';
import { KOREAN_BRAND, requireBrand, requireSession } from '../guards.ts';
import { Fail, escapeHtml, htmlPage, redirect } from '../http.ts';
import { ID } from '../params.ts';
import { apiRoute, asPage, type ApiHandler, type Ctx, type Handler, type Route } from '../router.ts';
import type { RealNameTicket } from '../social-grants.ts';

/** The stand-in verification page, on the API host. */
export const REAL_NAME_PAGE = '/util/login/kr_verify';
/** A verification link lives this long. */
const TICKET_TTL = 10 * 60_000; // ms

const krUserInfo: ApiHandler<typeof PATHS.krUserInfo> = (ctx) => {
  const a = requireSession(ctx);
  const returnUrl = ctx.p.optStr('return_url', { max: 2048 });
  if (returnUrl !== undefined && !/^https?:\/\/[^\s]+$/.test(returnUrl)) throw new Fail(CODE.BAD_PARAM, 'return_url must be an http(s) address.');
  let verifyUrl = '';
  if (a.real_name_status !== 1) {
    const state = ctx.svc.state;
    const ticket = state.secret(12);
    state.realNameTickets.set(ticket, { username: a.username, returnUrl: returnUrl ?? '', expiresAt: state.now() + TICKET_TTL });
    verifyUrl = `${ctx.origin}${REAL_NAME_PAGE}?ticket=${ticket}`;
  }
  return { real_name_status: a.real_name_status, years: a.years, real_name: a.real_name, verify_url: verifyUrl };
};

const platformToken: ApiHandler<typeof PATHS.platformToken> = (ctx) => {
  const a = requireSession(ctx);
  const brand = requireBrand(ctx);
  if (brand.id !== KOREAN_BRAND) throw new Fail(CODE.NO_PERMISSION, `The platform token is for the Korean brand only, not ${brand.name}.`);
  return { platform_token: `pt.${a.suid}.${ctx.svc.state.secret(8)}` };
};

function findTicket(ctx: Ctx): [string, RealNameTicket] {
  const id = ctx.p.str('ticket', { max: 64, ...ID });
  const t = ctx.svc.state.realNameTickets.get(id);
  if (!t || t.expiresAt < ctx.svc.state.now()) throw new Fail(CODE.BAD_PARAM, 'This verification link is not valid (any more). Start again from the store.', null, 404);
  return [id, t];
}

const verifyPage: Handler = (ctx) => {
  const [id, t] = findTicket(ctx);
  const button = (answer: 'verify' | 'cancel', label: string, cls = '') =>
    `<form method="post" action="${REAL_NAME_PAGE}/${answer}?ticket=${escapeHtml(encodeURIComponent(id))}"><button type="submit"${cls ? ` class="${cls}"` : ''}>${escapeHtml(label)}</button></form>`;
  return htmlPage('Real-name verification', `<h1>Real-name verification</h1>
<p class="note">A stand-in for the publisher's verification (본인인증). Nothing is checked.</p>
<dl><dt>Account</dt><dd>${escapeHtml(t.username)}</dd></dl>
<div>${button('verify', 'Verify', 'primary')}${button('cancel', 'Cancel')}</div>`);
};

const answer = (verified: boolean): Handler => (ctx) => {
  const [id, t] = findTicket(ctx);
  const state = ctx.svc.state;
  state.realNameTickets.delete(id);
  const a = state.accounts.get(t.username);
  if (verified && a) {
    a.real_name_status = 1;
    a.years = 30;
    a.real_name = '김*준';
  }
  return t.returnUrl ? redirect(t.returnUrl) : htmlPage('Real-name verification', `<h1>${verified ? 'Verified' : 'Not verified'}</h1><p>You can close this page.</p>`);
};

const page = (h: Handler): Handler => asPage('Real-name verification', h);

export const koreaRoutes: Route[] = [
  apiRoute('GET', PATHS.krUserInfo, krUserInfo),
  apiRoute('GET', PATHS.platformToken, platformToken),
  // Pages a person opens, not calls of the document (HTML, so the contract check leaves them alone).
  { method: 'GET', path: REAL_NAME_PAGE, handler: page(verifyPage) },
  { method: 'POST', path: `${REAL_NAME_PAGE}/verify`, handler: page(answer(true)) },
  { method: 'POST', path: `${REAL_NAME_PAGE}/cancel`, handler: page(answer(false)) },
];
