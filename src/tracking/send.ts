/**
 * The one way tracking and the error beacon leave the page: a fire-and-forget POST with
 * keepalive, so an event sent just before a reload (login success) still arrives. Off
 * outside production builds unless a test switches it on. It never rejects.
 *
 * Bodies are JSON sent as text/plain: a CORS "simple" request needs no preflight, which
 * keeps a keepalive request alive through a reload, and the collectors parse JSON whatever
 * the content type (contract.ts, TrackingBody).
 */

export type PostFetch = (url: string, init: RequestInit) => Promise<unknown>;

let enabled: boolean = import.meta.env.PROD;
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
