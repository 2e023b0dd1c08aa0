/**
 * The one way tracking and the error beacon leave the page: a fire-and-forget POST with
 * keepalive, so an event sent just before a reload (login success) still arrives. It never
 * rejects.
 *
 * Production only (spec section 7), by where the page runs as well as by how it was built:
 * a production bundle opened on a demo host (its name contains "demo", the same rule that
 * sends its calls to hosts.demoApi) or on a developer's localhost sends nothing, so neither
 * fills the brand's collectors with test traffic. Tests switch sending on or off.
 * (127.0.0.1 is not "localhost" here: the browser tests' staging builds run there and post
 * to the sandbox's collector, which is what they check.)
 *
 * Bodies are JSON sent as text/plain: a CORS "simple" request needs no preflight, which
 * keeps a keepalive request alive through a reload, and the collectors parse JSON whatever
 * the content type (contract.ts, TrackingBody).
 */
import { isDemoHost } from '../lib/demo-host.ts';
import { currentHostname } from '../lib/page-address.ts';

export type PostFetch = (url: string, init: RequestInit) => Promise<unknown>;

/** Whether a bundle (`prod`: built for production) sends from a page on `hostname`: not a demo host, not localhost. */
export function sendsFrom(hostname: string, prod: boolean = import.meta.env.PROD): boolean {
  return prod && hostname !== '' && !isDemoHost(hostname) && hostname !== 'localhost' && !hostname.endsWith('.localhost');
}

let enabled: boolean = sendsFrom(currentHostname());
let fetchImpl: PostFetch | null = null;

/** Tests and the sandbox-backed runs switch sending on or off. */
export function setTrackingEnabled(on: boolean): void {
  enabled = on;
}

export function trackingEnabled(): boolean {
  return enabled;
}

/** Tests inject a fake fetch; null restores the platform's. */
export function setTrackingFetch(f: PostFetch | null): void {
  fetchImpl = f;
}

export const BODY_CONTENT_TYPE = 'text/plain;charset=UTF-8';

/** Posts `body` as JSON; resolves when sent or failed, never rejects. */
export async function postJson(url: string, body: unknown): Promise<void> {
  if (!enabled) return;
  try {
    const f = fetchImpl ?? ((u: string, i: RequestInit) => globalThis.fetch(u, i));
    const text = JSON.stringify(body);
    await f(url, { method: 'POST', body: text, headers: { 'content-type': BODY_CONTENT_TYPE }, keepalive: true });
  } catch {
    // Tracking must never break the purchase: a lost event is acceptable, an exception is not.
  }
}
