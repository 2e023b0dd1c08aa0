/**
 * Two fault modes that make the sandbox a backend that breaks the contract the way real
 * deployments do, for the conformance check's tests (issue 37):
 *
 *   json-only  a collector that takes only `application/json`: a body sent as the browser
 *              sends it (`text/plain`, JSON inside) is refused with HTTP 415
 *   auth-401   a gateway in front of the API enforcing the document's `oauthToken`: a call
 *              that needs a login, sent without a token, is answered HTTP 401 with the
 *              gateway's own body instead of reaching the backend (whose answer is -600)
 *
 * And where the sandbox's own addresses (icons, banner images, the real-name page) point:
 * at the host the request came to, so that it works behind a proxy.
 */
import type { IncomingMessage } from 'node:http';
import { contractOperations } from '../api/openapi-document.ts';
import { corsHeaders, envelopeReply, jsonReply, type Reply } from './http.ts';
import type { FaultSpec } from './faults.ts';

const NEEDS_TOKEN = new Set(contractOperations().filter((o) => o.needsToken).map((o) => `${o.method.toUpperCase()} ${o.path}`));

/** The reply of a json-only or auth-401 fault to this request, or null when the request passes through to the sandbox. */
export function wrongBackendReply(f: FaultSpec, req: IncomingMessage): Reply | null {
  const [path = '/', search = ''] = (req.url ?? '/').split('?');
  if (f.mode === 'json-only' && req.method === 'POST') {
    const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (type !== 'application/json') return envelopeReply(-1000, `Unsupported content type ${JSON.stringify(type)}: send application/json.`, null, 415, corsHeaders(req));
  }
  if (f.mode === 'auth-401' && NEEDS_TOKEN.has(`${req.method} ${path}`) && !new URLSearchParams(search).get('oauth_token')) {
    // As Prism, Kong or an API manager answer: their own JSON, not the envelope.
    return jsonReply(401, { message: 'Unauthorized', detail: 'Missing API key oauth_token in query' }, { 'www-authenticate': 'ApiKey', ...corsHeaders(req) });
  }
  return null;
}

const HOST = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The origin the request was sent to, as a browser behind a proxy sees it: the proxy's
 * X-Forwarded-Host and -Proto when it sets them, else the Host header; `fallback` (the
 * listening origin) when neither is a plain host[:port].
 */
export function requestOrigin(req: IncomingMessage, fallback: string): string {
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.split(',')[0]?.trim();
  const host = first(req.headers['x-forwarded-host']) ?? req.headers.host;
  if (!host || !HOST.test(host)) return fallback;
  const proto = first(req.headers['x-forwarded-proto']);
  return `${proto === 'https' ? 'https' : 'http'}://${host}`;
}
