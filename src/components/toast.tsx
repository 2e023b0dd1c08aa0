import { useSnapshot } from 'valtio';
import { useT } from '../i18n/use-t.ts';
import { ui } from '../stores/ui.ts';
import { messageText } from './message-text.ts';

/** The toast: a polite live region, so screen readers announce it without moving focus. */
export function Toast() {
  useT();
  const { toast } = useSnapshot(ui);
  return (
    <div className="toast-region" role="status" aria-live="polite">
      {toast && <div key={toast.id} className="toast">{messageText(toast)}</div>}
    </div>
  );
}
