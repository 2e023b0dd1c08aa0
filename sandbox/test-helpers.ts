/**
 * Helpers for the contract tests (vitest `contract` project only: they use `inject` and the
 * storefront's endpoint modules, which need virtual:brand).
 */
import { expect, inject } from 'vitest';
import { accountLogin } from '../src/api/auth.ts';
import { ApiError } from '../src/api/client.ts';
import { type LoginResult } from '../src/api/contract.ts';
import { obfuscatePassword } from '../src/api/obfuscation.ts';
import { sandboxControl } from './control-client.ts';
import { sandboxOrigin, type SandboxHost } from './ports.ts';

export const portBase = inject('sandboxPortBase');
export const control = sandboxControl(portBase);
export const origin = (h: SandboxHost) => sandboxOrigin(h, portBase);

/** Where a storefront would take the player back to. */
export const RETURN_URL = 'http://127.0.0.1:5173/result';

export const PASSWORDS: Record<string, string> = { player1: 'Password1!', player2: 'Password2!', krnoreal: 'Password3!' };

export async function loginAs(username: 'player1' | 'player2' | 'krnoreal'): Promise<LoginResult> {
  return accountLogin({ username: obfuscatePassword(username), password: obfuscatePassword(PASSWORDS[username]!) }, { silent: true });
}

/** Logs in and returns the token, the usual first line of a test. */
export async function tokenOf(username: 'player1' | 'player2' | 'krnoreal'): Promise<string> {
  return (await loginAs(username)).oauth_token;
}

/** Asserts that the call rejects with an ApiError of this code; returns the error. */
export async function expectCode(p: Promise<unknown>, code: number): Promise<ApiError> {
  const err: unknown = await p.then(() => null, (e: unknown) => e);
  expect(err, `expected the call to fail with code ${code}`).toBeInstanceOf(ApiError);
  const e = err as ApiError;
  expect(e.code, e.message).toBe(code);
  return e;
}

let n = 0;
/** A fresh idempotency key. */
export function newKey(): string {
  n += 1;
  return `test-${Date.now().toString(36)}-${n}`;
}

// ─── Driving the HTML pages (payment site, social stand-ins) like a browser would ───────

export interface HtmlForm {
  action: string;
  fields: Record<string, string>;
  button: string;
}

const unescape = (s: string) => s.replace(/&#(\d+);/g, (_m, d: string) => String.fromCharCode(Number(d))).replace(/&amp;/g, '&');

/** The forms of a page: action, hidden fields and the button's label. */
export function formsOf(html: string): HtmlForm[] {
  const out: HtmlForm[] = [];
  for (const m of html.matchAll(/<form method="post" action="([^"]*)">([\s\S]*?)<\/form>/g)) {
    const fields: Record<string, string> = {};
    for (const i of m[2]!.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) fields[unescape(i[1]!)] = unescape(i[2]!);
    const button = /<button[^>]*>([\s\S]*?)<\/button>/.exec(m[2]!)?.[1] ?? '';
    out.push({ action: unescape(m[1]!), fields, button: unescape(button) });
  }
  return out;
}

/** Opens a page, presses the button whose label contains `label`, and returns where the 303 leads. */
export async function press(pageUrl: string, label: string): Promise<URL> {
  const res = await fetch(pageUrl);
  expect(res.status, `GET ${pageUrl}`).toBe(200);
  const html = await res.text();
  const form = formsOf(html).find((f) => f.button.includes(label));
  if (!form) throw new Error(`no button "${label}" on ${pageUrl}:\n${html}`);
  const post = await fetch(new URL(form.action, pageUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form.fields).toString(),
    redirect: 'manual',
  });
  expect(post.status, await post.clone().text()).toBe(303);
  return new URL(post.headers.get('location')!);
}
