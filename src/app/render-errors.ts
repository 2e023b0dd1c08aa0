/**
 * React's root options that send every render error an error boundary catches to the
 * error log, once, with the component stack (issue 40): React's default only prints a
 * caught error to the console, so the boundaries of app/error-boundary.tsx kept the page
 * up and nobody heard of the fault. Uncaught ones React hands to window.reportError,
 * which the beacon already hears. The beacon loads with the first. A lazy part whose
 * load a leaving page cancelled is no fault: held, and sent only if the page stays
 * (lib/page-leaving.ts).
 */
import type { ErrorInfo } from 'react';
import { whenPageStays } from '../lib/page-leaving.ts';
import { importRetrying } from '../lib/retry-import.ts';

/** For createRoot and hydrateRoot. */
export const ROOT_ERROR_OPTIONS = {
  onCaughtError(error: unknown, info: Pick<ErrorInfo, 'componentStack'>): void {
    void whenPageStays()
      .then(() => importRetrying(() => import('../tracking/beacon.ts')))
      .then((m) => m.reportCaughtError(error, info.componentStack ?? ''));
  },
};
