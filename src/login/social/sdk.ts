/**
 * A provider SDK, loaded on the tap. Once its script has loaded, the flow runs at once,
 * inside the tap, so the provider's window opens with the player's gesture; on the first
 * tap it runs when the script arrives (browsers allow a window a few seconds after the
 * gesture; where one does not, the provider reports a blocked window, the player sees the
 * failure text, and the next tap finds the script there).
 */
import { loadScript } from '../../lib/load-script.ts';

export interface SdkScript<T> {
  script: string;
  integrity?: string;
  /** The SDK's global, once its script has run. */
  global: () => T | undefined;
}

export function prepareSdk(s: SdkScript<unknown>): void {
  if (!s.global()) loadScript(s.script, { integrity: s.integrity }).catch(() => { /* the tap loads it again and reports */ });
}

export function withSdk<T, R>(s: SdkScript<T>, use: (sdk: T) => R | Promise<R>): Promise<R> {
  const now = s.global();
  if (now) {
    try { return Promise.resolve(use(now)); } catch (e) { return Promise.reject(e); }
  }
  return loadScript(s.script, { integrity: s.integrity }).then(() => {
    const sdk = s.global();
    if (!sdk) throw new Error(`${s.script} did not define its SDK`);
    return use(sdk);
  });
}

/** The page's global `name`, typed by the caller. */
export function globalOf<T>(name: string): T | undefined {
  return (window as unknown as Record<string, T | undefined>)[name];
}
