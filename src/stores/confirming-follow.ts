/**
 * Step 3 is open: whether its item has a payment being confirmed, followed until the backend
 * answers (confirming-payment.ts, loaded now: step 3's route chunk has no room for it).
 * Returns the stop, for when step 3 closes.
 */
export function followConfirming(): () => void {
  let stop: (() => void) | null = null;
  let closed = false;
  void import('./confirming-payment.ts').then((m) => { if (!closed) stop = m.followConfirming(); });
  return () => { closed = true; stop?.(); };
}
