/**
 * A part of a page whose data did not load (its resource failed, stores/resource.ts):
 * why, in the failure's words (network, query or anything else), and Try again, which
 * loads that part alone again. It stands where the part would be, under the part's own
 * heading, so the player sees which part it is and the rest of the page works on. A part
 * that failed to render (app/error-boundary.tsx) shows the same, with a retry that renders
 * it again.
 */
import { useT } from '../i18n/use-t.ts';
import type { FailureKey } from '../stores/resource.ts';

export function LoadFailed({ failure, retry }: { failure: FailureKey; retry: () => unknown }) {
  const t = useT();
  return (
    <div className="notice">
      <p>{t(failure)}</p>
      <button type="button" className="button" onClick={() => void retry()}>{t('common.retry')}</button>
    </div>
  );
}
