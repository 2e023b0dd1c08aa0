/**
 * Debian's Chromium driven by playwright-core (no browser download is possible here).
 * The flags keep it off the network it cannot reach anyway; each launch gets a fresh
 * profile, each context a fresh state.
 */
import fs from 'node:fs';
import { chromium, type Browser, type BrowserServer } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export function chromiumMissing(): string | null {
  return fs.existsSync(CHROMIUM_PATH) ? null : `${CHROMIUM_PATH} not found: install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH`;
}

const LAUNCH_OPTIONS = {
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
};

/**
 * Where the browser tests' shared Chromium listens (e2e/global-setup.ts sets it): each test
 * file connects to it and works in contexts of its own, which isolate it as a fresh browser
 * would, without a launch per file (about 0.6 s each, some 40 in a run).
 */
export const SHARED_BROWSER_ENV = 'E2E_SHARED_BROWSER';

/**
 * Its contexts block the brand's service worker unless one asks for it (`serviceWorkers:
 * 'allow'`, e2e/service-worker.e2e.test.ts): a worker that took over a test's later
 * navigations would answer them before the test's routes (Playwright does not route what a
 * worker serves) and make each test depend on the ones before it.
 */
function withoutServiceWorkers(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (opts = {}) => newContext({ serviceWorkers: 'block', ...opts });
  return browser;
}

/** A Chromium to drive: the run's shared one when there is one (a close() then only disconnects), else a fresh launch. */
export async function launchBrowser(): Promise<Browser> {
  const missing = chromiumMissing();
  if (missing) throw new Error(missing);
  const shared = process.env[SHARED_BROWSER_ENV];
  return withoutServiceWorkers(await (shared ? chromium.connect(shared) : chromium.launch(LAUNCH_OPTIONS)));
}

/** The run's shared Chromium, for the global setup. */
export function startSharedBrowser(): Promise<BrowserServer> {
  return chromium.launchServer(LAUNCH_OPTIONS);
}

/** A Chromium of the caller's own (never the shared one), with more flags: the visual diff's, for renders that repeat to the pixel. */
export async function launchOwnBrowser(extraArgs: string[] = []): Promise<Browser> {
  const missing = chromiumMissing();
  if (missing) throw new Error(missing);
  return withoutServiceWorkers(await chromium.launch({ ...LAUNCH_OPTIONS, args: [...LAUNCH_OPTIONS.args, ...extraArgs] }));
}
