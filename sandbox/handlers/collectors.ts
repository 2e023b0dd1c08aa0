/**
 * The tracking collector (tracking host) and the error-log collector (errorLog host). They
 * keep what they receive, in order, for tests to read back (GET /__sandbox/tracking,
 * /__sandbox/errorlog, which `npm run vitals -- --sandbox` reads too); a tracking body that
 * misses fields is kept with its problems listed and answered -1000, a broken error-log
 * body is refused (-1000) and not kept.
 */
import { CODE, ERROR_LOG_MAX, ERROR_LOG_PATHS, TRACKING_EVENTS, TRACKING_PATH, trackingFieldsFor, type Vital } from '../../src/api/contract.ts';
import { BRANDS } from '../brands.ts';
import { Fail } from '../http.ts';
import { apiRoute, type ApiHandler, type Route } from '../router.ts';

/** Collector bodies may be larger than API bodies (performance entries). */
export const COLLECTOR_BODY_LIMIT = 64 * 1024; // bytes

const EVENT_NUMBERS: number[] = Object.values(TRACKING_EVENTS);

export function trackingProblems(body: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const event = Number(body.event);
  if (!EVENT_NUMBERS.includes(event)) problems.push(`event ${String(body.event)} is not a known event number`);
  if (![...BRANDS.values()].some((b) => b.trackingEventId === Number(body.event_id))) problems.push(`event_id ${String(body.event_id)} is not a brand's tracking id`);
  for (const f of trackingFieldsFor(Number.isFinite(event) ? event : 0)) {
    if (body[f] === undefined || body[f] === null) problems.push(`${f} is missing`);
  }
  return problems;
}

const track: ApiHandler<typeof TRACKING_PATH, 'post'> = (ctx) => {
  const body = ctx.p.raw();
  const { spec_lang: _l, ...fields } = body;
  const problems = trackingProblems(fields);
  const state = ctx.svc.state;
  state.tracking.push({ at: state.now(), body: fields, problems });
  if (problems.length) throw new Fail(CODE.BAD_PARAM, `Tracking body refused: ${problems.join('; ')}.`);
  return null;
};

const VITAL_NAMES: readonly string[] = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] satisfies Vital['name'][];

/**
 * What is wrong with a trackLog body: a page load's timings (PerfLogBody) or a sampled page
 * view's Web Vitals (VitalsBody), told apart by `vitals`, as the contract says. What
 * `npm run vitals` needs of each metric is checked; the contract check (validate) does the rest.
 */
export function perfProblems(body: Record<string, unknown>): string[] {
  if (!('vitals' in body)) return typeof body.timing === 'object' && body.timing !== null ? [] : ['timing (a page load) or vitals (a page view) is missing'];
  const problems: string[] = [];
  if (typeof body.brand !== 'string' || typeof body.route !== 'string' || typeof body.page_view !== 'string') problems.push('brand, route and page_view must be strings');
  if (!Array.isArray(body.vitals) || !body.vitals.length) return [...problems, 'vitals must be a non-empty list'];
  (body.vitals as unknown[]).forEach((v, i) => {
    const m = (v ?? {}) as Record<string, unknown>;
    if (!VITAL_NAMES.includes(String(m.name))) problems.push(`vitals[${i}].name ${String(m.name)} is not one of ${VITAL_NAMES.join(', ')}`);
    if (typeof m.value !== 'number' || !(m.value >= 0)) problems.push(`vitals[${i}].value must be a number ≥ 0`);
    if (typeof m.id !== 'string') problems.push(`vitals[${i}].id must be a string`);
  });
  return problems;
}

const collect = (kind: 'perf' | 'error'): ApiHandler<(typeof ERROR_LOG_PATHS)[typeof kind], 'post'> => (ctx) => {
  const body = ctx.p.raw();
  if (kind === 'error') {
    const errors = body.errors;
    if (!Array.isArray(errors)) throw new Fail(CODE.BAD_PARAM, 'errors must be a list.');
    if (errors.length > ERROR_LOG_MAX) throw new Fail(CODE.BAD_PARAM, `At most ${ERROR_LOG_MAX} errors per page.`);
  } else {
    const problems = perfProblems(body);
    if (problems.length) throw new Fail(CODE.BAD_PARAM, `trackLog body refused: ${problems.join('; ')}.`);
  }
  const state = ctx.svc.state;
  state.errorLog.push({ at: state.now(), path: ERROR_LOG_PATHS[kind], body });
  return null;
};

export const trackingRoutes: Route[] = [
  apiRoute('POST', TRACKING_PATH, track),
];

export const errorLogRoutes: Route[] = [
  apiRoute('POST', ERROR_LOG_PATHS.perf, collect('perf')),
  apiRoute('POST', ERROR_LOG_PATHS.error, collect('error')),
];
