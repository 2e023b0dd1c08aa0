/**
 * Pictures of every wanted state of many builds, taken at once: one Chromium, several pages
 * in it at a time (`pages`), each page slot with a sandbox of its own in this process (a
 * walk resets its sandbox and places orders, whose numbers the pictures show: a sandbox
 * shared by walks at the same time would number them by who came first). Each walk is one
 * job: a build at one width in one language, the purchase or the other pages.
 */
import type { Browser } from 'playwright-core';
import { startSandbox, type SandboxHandle } from '../../sandbox/server.ts';
import { progress } from '../lib/progress.ts';
import type { BuildUnderTest } from './builds.ts';
import { routeToSandbox } from './hosts.ts';
import { PAGE_STATES, PROVIDER_STATES, PURCHASE_STATES, type Shoot, lacks, walkPages, walkProviders, walkPurchase, type WalkBrand } from './journeys.ts';
import { CLOCK_AT, launchRenderer, picture, renderContext } from './render.ts';
import { buildWords } from './words.ts';

/** "default": each build's own default language; "ar": Arabic, for builds that offer it. */
export type LangChoice = 'default' | 'ar';

export interface Shot { lang: string; png: Buffer | null; problem: string | null; unsettled?: boolean }

/** A build's pictures by `state.width.choice` (e.g. "step2-select-goods.360.default"). */
export type Shots = Map<string, Shot>;

export const shotKey = (state: string, width: number, choice: LangChoice) => `${state}.${width}.${choice}`;

export const langOf = (b: { brand: WalkBrand }, choice: LangChoice): string | null =>
  choice === 'default' ? b.brand.languages[0]! : b.brand.languages.includes('ar') ? 'ar' : null;

export { lacks };

const WALKS = [
  { states: PURCHASE_STATES as readonly string[], walk: walkPurchase },
  { states: PROVIDER_STATES as readonly string[], walk: walkProviders },
  { states: PAGE_STATES as readonly string[], walk: walkPages },
];

interface Job { build: BuildUnderTest; width: number; choice: LangChoice; lang: string; walk: (typeof WALKS)[number]; states: string[] }

export interface RenderOptions {
  widths: number[];
  langs: LangChoice[];
  states: readonly string[];
  /** Pages at once (each with its own sandbox). */
  pages: number;
  /** Port base of the first page's sandbox; the next ones at +10, +20, … */
  sandboxBase: number;
  log?: (line: string) => void;
}

/** The jobs for `builds`: every width and language each offers, the longer walk first. */
function jobsFor(builds: BuildUnderTest[], o: RenderOptions): Job[] {
  const jobs: Job[] = [];
  for (const walk of WALKS) for (const build of builds) for (const choice of o.langs) for (const width of o.widths) {
    const lang = langOf(build, choice);
    const states = walk.states.filter((s) => o.states.includes(s) && !lacks(build.brand, s));
    if (lang && states.length) jobs.push({ build, width, choice, lang, walk, states });
  }
  return jobs;
}

/** Walks one job in a fresh context against `sandbox`; every state gets a picture or why it has none. */
async function runJob(browser: Browser, sandbox: SandboxHandle, job: Job, shots: Shots): Promise<void> {
  const { build, width, choice, lang, states } = job;
  const last = states[states.length - 1];
  await sandbox.reset({ clockAt: CLOCK_AT });
  sandbox.setPayLag(0);
  const ctx = await renderContext(browser, { width, locale: lang });
  await routeToSandbox(ctx, build.manifest, sandbox.portBase);
  const page = await ctx.newPage();
  const shoot: Shoot = async (state, opts) => {
    if (states.includes(state)) {
      const { png, still } = await picture(page, lang, opts);
      shots.set(shotKey(state, width, choice), { lang, png, problem: null, unsettled: !still });
    }
    return state !== last;
  };
  try {
    await job.walk.walk(page, build.origin!, build.brand, buildWords(build.dir, lang), shoot);
  } catch (e) {
    // The first state not reached gets a picture of where the walk stopped; the rest are named.
    const why = (e as Error).message.split('\n')[0]!;
    const at = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide', timeout: 10_000 }).catch(() => null);
    states.filter((s) => !shots.has(shotKey(s, width, choice))).forEach((s, i) =>
      shots.set(shotKey(s, width, choice), { lang, png: i === 0 ? at : null, problem: i === 0 ? `not reached: ${why}` : 'not reached (the walk stopped earlier)' }));
  } finally {
    await ctx.close();
  }
}

/** Pictures of every build (each must have `origin` set: where it is served). */
export async function renderBuilds(builds: BuildUnderTest[], o: RenderOptions): Promise<Map<BuildUnderTest, Shots>> {
  const out = new Map(builds.map((b) => [b, new Map() as Shots]));
  const jobs = jobsFor(builds, o);
  if (!jobs.length) return out;
  const total = jobs.reduce((n, j) => n + j.states.length, 0);
  const bar = progress('visual diff:', 'states pictured', total, o.log ?? (() => {}));
  const slots = Math.max(1, Math.min(o.pages, jobs.length));
  const browser = await launchRenderer();
  const sandboxes: SandboxHandle[] = [];
  try {
    for (let i = 0; i < slots; i++) sandboxes.push(await startSandbox({ portBase: o.sandboxBase + 10 * i, payLagMs: 0, twitterPageOrigin: 'https://api.x.com' }));
    let next = 0;
    await Promise.all(sandboxes.map(async (sandbox) => {
      for (let job = jobs[next++]; job; job = jobs[next++]) {
        await runJob(browser, sandbox, job, out.get(job.build)!);
        bar.tick(job.states.length, `${job.build.arg} ${job.width} px ${job.lang}`);
      }
    }));
  } finally {
    await browser.close();
    for (const s of sandboxes) await s.close();
  }
  return out;
}
