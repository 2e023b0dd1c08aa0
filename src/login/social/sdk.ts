/**
 * A provider SDK, loaded before the player can tap its button (the login popup starts every
 * offered provider's load when it opens: social.ts prepareSocialLogin), and called in the
 * tap with nothing awaited. A window opened after an await can fall outside the tap's user
 * activation (`navigator.userActivation.isActive` false), which Safari and iOS block;
 * browsers differ in how long they allow, so no flow waits for a script inside a tap.
 * While the SDK is still loading its button says so and does nothing.
 */
import { loadScript } from '../../lib/load-script.ts';

export interface SdkScript<T> {
  script: string;
  integrity?: string;
  /** The SDK once it can be called in a tap; undefined until then. */
  global: () => T | undefined;
  /**
   * For an SDK whose script is a loader that fetches the rest (Facebook's sdk.js): set up
   * before the script is added; resolves when the SDK says it has all of itself.
   */
  whenComplete?: () => Promise<void>;
}

const loads = new Map<SdkScript<unknown>, Promise<void>>();

/** Loads the SDK, once; resolves when it can be called in a tap. A failure is forgotten, so the next call tries again. */
export function loadSdk(s: SdkScript<unknown>): Promise<void> {
  if (s.global()) return Promise.resolve();
  let p = loads.get(s);
  if (p) return p;
  const complete = s.whenComplete?.();
  p = loadScript(s.script, { integrity: s.integrity })
    .then(() => complete)
    .then(() => { if (!s.global()) throw new Error(`${s.script} did not define its SDK`); });
  p.catch(() => { loads.delete(s); });
  loads.set(s, p);
  return p;
}

/** Tests only: forget a load, so the next loadSdk starts again. */
export function forgetSdkLoad(s: SdkScript<unknown>): void {
  loads.delete(s);
}

/**
 * Runs `run` with the SDK now, in the tap. Without it (still loading, which the button
 * shows) resolves null, the login not started: a window opened when the script arrives
 * would be outside the tap.
 */
export function withReadySdk<T, R>(s: SdkScript<T>, run: (sdk: T) => R | Promise<R>): Promise<R | null> {
  const sdk = s.global();
  if (!sdk) return Promise.resolve(null);
  try { return Promise.resolve(run(sdk)); } catch (e) { return Promise.reject(e); }
}

/** The page's global `name`, typed by the caller. */
export function globalOf<T>(name: string): T | undefined {
  return (window as unknown as Record<string, T | undefined>)[name];
}
