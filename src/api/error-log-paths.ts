/**
 * The crash-log host's two paths; contract.ts re-exports them as `ERROR_LOG_PATHS`. One
 * constant each: the bundler inlines them into the beacon, instead of sharing a table with
 * the other chunks that use the contract.
 */
/** POST: performance of one page load (PerfLogBody). */
export const perf = '/ptcs/collector/trackLog';
/** POST: up to 10 errors of one page (ErrorLogBody). */
export const error = '/ptcs/collector/errorLog';
