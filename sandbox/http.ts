/**
 * Small HTTP helpers shared by every stand-in host: the envelope, a typed failure, replies
 * that are not envelopes (HTML, SVG, redirects), body reading with a size limit, CORS.
 */
import type { IncomingMessage } from 'node:http';
import { CODE, type Envelope } from '../src/api/contract.ts';

/** A business or request failure; the router turns it into an envelope. */
export class Fail extends Error {
  constructor(public code: number, msg: string, public content: unknown = null, public status = 200) {
    super(msg);
    this.name = 'Fail';
  }
}

/** A reply sent as is (not wrapped in the envelope). */
export class Reply {
  constructor(
    public status: number,
    public headers: Record<string, string>,
    public body: string,
  ) {}
}

export function envelope<T>(code: number, msg: string, content: T): Envelope<T> {
  return { code, msg, content };
}

export function jsonReply(status: number, value: unknown, headers: Record<string, string> = {}): Reply {
  return new Reply(status, { 'content-type': 'application/json; charset=utf-8', ...headers }, JSON.stringify(value));
}

export function envelopeReply(code: number, msg: string, content: unknown = null, status = 200, headers: Record<string, string> = {}): Reply {
  return jsonReply(status, envelope(code, msg, content), headers);
}

export function redirect(location: string, status = 303): Reply {
  return new Reply(status, { location, 'content-type': 'text/plain; charset=utf-8' }, `See ${location}`);
}

/** Bytes above which a body is refused; reading goes on (discarding) up to HARD_BODY_LIMIT. */
export const BODY_LIMIT = 16 * 1024; // bytes
/** A body larger than this is cut off by closing the connection. */
export const HARD_BODY_LIMIT = 8 * 1024 * 1024; // bytes

/**
 * Reads the body. Past `limit` the rest is drained and dropped, so the client still gets
 * its 413 answer rather than a reset connection; past HARD_BODY_LIMIT the socket is closed.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > HARD_BODY_LIMIT) { req.destroy(); return; }
      if (size > limit) { tooLarge = true; chunks.length = 0; return; }
      if (!tooLarge) chunks.push(c);
    });
    req.on('end', () => {
      if (tooLarge) reject(new Fail(CODE.TOO_LARGE, `The request body is larger than ${limit} bytes.`, null, 413));
      else resolve(Buffer.concat(chunks));
    });
    req.on('error', reject);
    req.on('close', () => { if (!req.complete) reject(new Fail(CODE.TOO_LARGE, 'The request body was cut off.', null, 413)); });
  });
}

/**
 * Parses a body as a JSON object whatever the content type says (sendBeacon sends
 * text/plain), or as a form when `forms` is on and the content type says so.
 */
export function parseBody(raw: Buffer, contentType: string | undefined, forms: boolean): Record<string, unknown> {
  if (raw.length === 0) return {};
  const text = raw.toString('utf8');
  if (forms && (contentType ?? '').startsWith('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  let v: unknown;
  try { v = JSON.parse(text); } catch { throw new Fail(CODE.BAD_JSON, 'The request body is not valid JSON.', null, 400); }
  if (typeof v !== 'object' || v === null || Array.isArray(v)) throw new Fail(CODE.BAD_JSON, 'The request body must be a JSON object.', null, 400);
  return v as Record<string, unknown>;
}

/** Request headers a storefront may send cross-origin. */
export const CORS_ALLOW_HEADERS = 'content-type, idempotency-key';

/**
 * CORS for a storefront served from another origin: the origin is echoed (no credentials
 * are used), preflights for JSON POSTs and the Idempotency-Key header are allowed.
 */
export function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  if (!origin) return {};
  const h: Record<string, string> = {
    'access-control-allow-origin': origin,
    vary: 'Origin',
  };
  if (req.method === 'OPTIONS') {
    h['access-control-allow-methods'] = 'GET, POST, DELETE, OPTIONS';
    h['access-control-allow-headers'] = CORS_ALLOW_HEADERS;
    h['access-control-max-age'] = '600';
    if (req.headers['access-control-request-private-network'] === 'true') h['access-control-allow-private-network'] = 'true';
  }
  return h;
}

/** For text put into HTML, both as content and in attribute values. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"'`]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON to embed in a <script> element without closing it. */
export function scriptJson(v: unknown): string {
  return JSON.stringify(v).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** A plain HTML page; `body` must already be escaped. */
export function htmlPage(title: string, body: string, status = 200): Reply {
  const doc = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
 body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1b1b1b}
 h1{font-size:1.4rem} dl{display:grid;grid-template-columns:auto 1fr;gap:.3rem 1rem} dt{color:#555}
 form{display:inline} button{font-size:1rem;padding:.6rem 1.1rem;margin:.3rem .3rem 0 0;border-radius:.4rem;border:1px solid #888;cursor:pointer}
 .primary{background:#1f5fd1;color:#fff;border-color:#1f5fd1} .note{color:#555;font-size:.9rem}
</style></head><body>
${body}
</body></html>`;
  return new Reply(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }, doc);
}
