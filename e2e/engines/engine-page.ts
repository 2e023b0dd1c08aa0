/**
 * What the engines' journeys drive, the same for Firefox (puppeteer-core over WebDriver
 * BiDi) and WebKit (WebKitWebDriver, classic WebDriver): a page or a frame in which things
 * are found by role and visible label (find.ts), clicked and typed into as a player does
 * (the driver's own input, so a click is a user gesture), and scripts run.
 *
 * Every failure names the engine and the journey's step (`step`), so a red run reads
 * "webkit: pay on the payment site: no button "Pay" within 15000 ms".
 */
import { type Query, describeQuery } from './find.ts';

export type EngineName = 'firefox' | 'webkit';

/** A function run in the page (or frame) with JSON arguments; its JSON result comes back. */
export type PageFn<A extends unknown[], T> = (...args: A) => T;

export interface EngineScope {
  click(q: Query): Promise<void>;
  /** Clears the field and types `value` into it. */
  fill(q: Query, value: string): Promise<void>;
  /** How many visible matches there are now. */
  count(q: Query): Promise<number>;
  /** The first match's text, once there is one. */
  text(q: Query): Promise<string>;
  run<A extends unknown[], T>(fn: PageFn<A, T>, ...args: A): Promise<T>;
}

export interface EnginePage extends EngineScope {
  readonly engine: EngineName;
  goto(url: string): Promise<void>;
  url(): Promise<string>;
  /** The iframe with this title (a provider's frame), searched and acted in as its own page. */
  frame(title: string): EngineScope;
  screenshot(file: string): Promise<void>;
  close(): Promise<void>;
}

export interface PageOptions { width?: number; height?: number }

export interface Engine {
  readonly name: EngineName;
  newPage(opts?: PageOptions): Promise<EnginePage>;
  close(): Promise<void>;
}

/** As long as a step may take on a busy 2-core CI machine, the Chromium run beside. */
export const WAIT_MS = 30_000;
const POLL_MS = 100;

/** Polls `probe` until it returns something other than undefined or false; `what` names it in the timeout's message. */
export async function until<T>(probe: () => Promise<T | undefined | false>, what: string, timeoutMs = WAIT_MS): Promise<T> {
  const end = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const v = await probe();
      if (v !== undefined && v !== false) return v;
    } catch (e) { last = e; }
    if (Date.now() > end) throw new Error(`${what} within ${timeoutMs} ms${last ? ` (last error: ${String((last as Error).message ?? last)})` : ''}`);
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

/** Waits for a visible match. */
export function waitFor(s: EngineScope, q: Query, timeoutMs = WAIT_MS): Promise<void> {
  return until(async () => (await s.count(q)) > 0, `no ${describeQuery(q)}`, timeoutMs).then(() => undefined);
}

/** Waits for the page's address to match. */
export async function waitForUrl(p: EnginePage, re: RegExp, timeoutMs = WAIT_MS): Promise<string> {
  let seen = '';
  return until(async () => { seen = await p.url(); return re.test(seen) && seen; }, `address never matched ${re} (last ${seen})`, timeoutMs);
}

/** Runs one step of a journey; a failure is rethrown as "<engine>: <step>: <what failed>". */
export async function step<T>(engine: EngineName, name: string, body: () => Promise<T>): Promise<T> {
  try {
    return await body();
  } catch (e) {
    const err = e instanceof Error ? e : new Error(String(e));
    if (!err.message.startsWith(`${engine}: `)) err.message = `${engine}: ${name}: ${err.message}`;
    throw err;
  }
}
