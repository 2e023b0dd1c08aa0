/**
 * The tracking collector (tracking host) and the error-log collector (errorLog host). They
 * keep what they receive, in order, for tests to read back (GET /__sandbox/tracking,
 * /__sandbox/errorlog); a body that misses fields is kept with its problems listed and
 * answered -1000.
 */
import { CODE, ERROR_LOG_MAX, ERROR_LOG_PATHS, TRACKING_EVENTS, TRACKING_PATH, trackingFieldsFor } from '../../src/api/contract.ts';
import { TRACKING_EVENT_IDS } from '../../brands/brand.ts';
import { Fail } from '../http.ts';
import { apiRoute, type ApiHandler, type Route } from '../router.ts';

/** Collector bodies may be larger than API bodies (performance entries). */
export const COLLECTOR_BODY_LIMIT = 64 * 1024; // bytes

const EVENT_NUMBERS: number[] = Object.values(TRACKING_EVENTS);

export function trackingProblems(body: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const event = Number(body.event);
  if (!EVENT_NUMBERS.includes(event)) problems.push(`event ${String(body.event)} is not a known event number`);
  if (!TRACKING_EVENT_IDS.includes(Number(body.event_id) as never)) problems.push(`event_id ${String(body.event_id)} is not a brand's tracking id`);
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

const collect = (kind: 'perf' | 'error'): ApiHandler<(typeof ERROR_LOG_PATHS)[typeof kind], 'post'> => (ctx) => {
  const body = ctx.p.raw();
  if (kind === 'error') {
    const errors = body.errors;
    if (!Array.isArray(errors)) throw new Fail(CODE.BAD_PARAM, 'errors must be a list.');
    if (errors.length > ERROR_LOG_MAX) throw new Fail(CODE.BAD_PARAM, `At most ${ERROR_LOG_MAX} errors per page.`);
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
