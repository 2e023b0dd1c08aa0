/**
 * Unit tests only: a fake backend for the API client, answering by path. Each handler gets
 * the request (query and JSON body) and returns content (code 1), or `fail(code, msg)`.
 * Never imported by the app.
 */
import { configureApi } from '../api/client.ts';

export interface FakeCall {
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
}

export class Fail {
  constructor(public code: number, public msg = '', public content: unknown = null) {}
}
/** A business error; `content` for the codes that carry one (-3010, -3011). */
export const fail = (code: number, msg = '', content: unknown = null) => new Fail(code, msg, content);

/** 'network': no reply at all (the client retries and then gives up). */
export type FakeHandler = (c: FakeCall) => unknown | Fail | 'network' | Promise<unknown>;

export const FAKE_HOST = 'https://api.fake.test';

export function fakeApi(routes: Record<string, FakeHandler>): { calls: FakeCall[]; restore: () => void } {
  const calls: FakeCall[] = [];
  configureApi({
    hosts: [FAKE_HOST],
    fetch: async (input, init) => {
      const url = new URL(input);
      const call: FakeCall = {
        path: url.pathname,
        query: url.searchParams,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
        headers: (init.headers ?? {}) as Record<string, string>,
      };
      calls.push(call);
      const h = routes[url.pathname];
      if (!h) return Response.json({ code: -1003, msg: `no fake for ${url.pathname}`, content: null }, { status: 404 });
      const out = await h(call);
      if (out === 'network') throw new TypeError('Failed to fetch');
      const env = out instanceof Fail ? { code: out.code, msg: out.msg, content: out.content } : { code: 1, msg: 'ok', content: out };
      return Response.json(env);
    },
  });
  return { calls, restore: () => configureApi({ fetch: null, hosts: null }) };
}

/** Points the page at `url` (happy-dom). */
export function setPage(url: string): void {
  (window as unknown as { happyDOM: { setURL(u: string): void } }).happyDOM.setURL(url);
}
