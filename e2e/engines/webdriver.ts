/**
 * WebKit as Safari's engine, driven through WebKitWebDriver (Debian's webkit2gtk-driver),
 * which speaks classic W3C WebDriver over HTTP: the dozen commands the journeys need, over
 * fetch, instead of a client library (webdriverio would bring some 60 packages for them).
 * WebKitGTK's MiniBrowser needs a display, so each engine gets its own Xvfb.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { type Query, describeQuery, findByRole, toWire } from './find.ts';
import { type Engine, type EnginePage, type EngineScope, type PageFn, type PageOptions, until } from './engine-page.ts';

export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH || '/usr/bin/WebKitWebDriver';
const MINIBROWSER = process.env.WEBKIT_BROWSER_PATH || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

export function webkitMissing(): string | null {
  for (const [f, pkg] of [[WEBKIT_DRIVER, 'webkit2gtk-driver'], [MINIBROWSER, 'webkit2gtk-driver'], ['/usr/bin/Xvfb', 'xvfb']] as const) {
    if (!fs.existsSync(f)) return `${f} not found: run scripts/ensure-engines.sh (apt-get install ${pkg})`;
  }
  return null;
}

const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
type ElementRef = Record<typeof ELEMENT, string>;

const freePort = () => new Promise<number>((resolve, reject) => {
  const s = net.createServer();
  s.listen(0, '127.0.0.1', () => { const { port } = s.address() as net.AddressInfo; s.close(() => resolve(port)); });
  s.on('error', reject);
});

/** Starts Xvfb on a display it picks itself (-displayfd), so parallel runs never share one. */
async function startXvfb(): Promise<{ display: string; proc: ChildProcess }> {
  const proc = spawn('Xvfb', ['-displayfd', '1', '-nolisten', 'tcp', '-screen', '0', '1400x1000x24'], { stdio: ['ignore', 'pipe', 'ignore'] });
  const display = await new Promise<string>((resolve, reject) => {
    proc.stdout!.once('data', (d: Buffer) => resolve(`:${String(d).trim()}`));
    proc.once('exit', (code) => reject(new Error(`Xvfb exited (${code})`)));
  });
  return { display, proc };
}

class WebDriverError extends Error {}

export async function launchWebKit(): Promise<Engine> {
  const missing = webkitMissing();
  if (missing) throw new Error(missing);
  const xvfb = await startXvfb();
  const port = await freePort();
  const driver = spawn(WEBKIT_DRIVER, [`--port=${port}`], { env: { ...process.env, DISPLAY: xvfb.display }, stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  await until(async () => (await fetch(`${base}/status`)).ok, 'WebKitWebDriver did not answer', 10_000);

  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(base + path, { method, headers: { 'content-type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    const json = (await res.json()) as { value: T & { error?: string; message?: string } };
    if (!res.ok) throw new WebDriverError(`WebDriver ${method} ${path.replace(/^\/session\/[^/]+/, '')}: ${json.value?.error}: ${json.value?.message}`);
    return json.value;
  }

  const sessions: string[] = [];

  return {
    name: 'webkit',
    async newPage(opts: PageOptions = {}): Promise<EnginePage> {
      const created = await call<{ sessionId: string }>('POST', '/session', {
        capabilities: { alwaysMatch: { 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] } } },
      });
      const s = `/session/${created.sessionId}`;
      sessions.push(s);
      await call('POST', `${s}/window/rect`, { x: 0, y: 0, width: opts.width ?? 390, height: opts.height ?? 844 });
      // Where commands go: the page, or one of its frames (found again for each command, as a frame may be replaced).
      let frameTitle: string | null = null;
      const enter = async (title: string | null) => {
        await call('POST', `${s}/frame`, { id: null });
        if (title === null) return;
        const frame = await call<ElementRef | null>('POST', `${s}/execute/sync`, { script: 'return document.querySelector(`iframe[title="${arguments[0]}"]`)', args: [title] });
        if (!frame) throw new Error(`no iframe "${title}"`);
        await call('POST', `${s}/frame`, { id: frame });
      };
      const inScope = async <T>(title: string | null, body: () => Promise<T>): Promise<T> => {
        // A frame is entered afresh for each command: the provider may have replaced it.
        if (title !== null || frameTitle !== null) { frameTitle = null; await enter(title); frameTitle = title; }
        return body();
      };
      const run = <T>(title: string | null, fn: string, args: unknown[]) =>
        inScope(title, () => call<T>('POST', `${s}/execute/sync`, { script: `return (${fn}).apply(null, arguments)`, args }));
      const find = (title: string | null, q: Query, enabled = false) => run<ElementRef[]>(title, String(findByRole), [toWire(q, enabled)]);
      const first = async (title: string | null, q: Query, enabled = false) =>
        until(async () => (await find(title, q, enabled))[0], `no ${enabled ? 'enabled ' : ''}${describeQuery(q)}`);
      const scope = (title: string | null): EngineScope => ({
        async click(q) {
          // Retried while the element moves or is covered (a page still laying out).
          await until(async () => {
            const el = await first(title, q, true);
            await run(title, 'function (el) { el.scrollIntoView({ block: "center" }) }', [el]);
            await call('POST', `${s}/element/${el[ELEMENT]}/click`, {});
            return true;
          }, `could not click ${describeQuery(q)}`);
        },
        async fill(q, value) {
          const el = await first(title, q);
          await run(title, 'function (el) { el.scrollIntoView({ block: "center" }) }', [el]);
          // Cleared first: Element Clear leaves the field unfocused.
          await call('POST', `${s}/element/${el[ELEMENT]}/clear`, {});
          await call('POST', `${s}/element/${el[ELEMENT]}/click`, {});
          // Typed as key presses into the focused field (Element Send Keys refuses fields in a provider's frame).
          await call('POST', `${s}/actions`, { actions: [{ type: 'key', id: 'keyboard', actions: [...value].flatMap((c) => [{ type: 'keyDown', value: c }, { type: 'keyUp', value: c }]) }] });
          await call('DELETE', `${s}/actions`);
        },
        count: async (q) => (await find(title, q)).length,
        async text(q) {
          const el = await first(title, q);
          return run<string>(title, 'function (el) { return el.textContent }', [el]);
        },
        run: <A extends unknown[], T>(fn: PageFn<A, T>, ...args: A) => run<T>(title, String(fn), args),
      });
      return {
        engine: 'webkit',
        ...scope(null),
        async goto(url) { frameTitle = null; await call('POST', `${s}/url`, { url }); },
        async url() { return call<string>('GET', `${s}/url`); },
        frame: (title) => scope(title),
        async screenshot(file) {
          await inScope(null, async () => fs.writeFileSync(file, Buffer.from(await call<string>('GET', `${s}/screenshot`), 'base64')));
        },
        async close() {
          sessions.splice(sessions.indexOf(s), 1);
          await call('DELETE', s).catch(() => {});
        },
      };
    },
    async close() {
      for (const s of sessions.splice(0)) await call('DELETE', s).catch(() => {});
      driver.kill();
      xvfb.proc.kill();
    },
  };
}
