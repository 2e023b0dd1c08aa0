/**
 * Where the sandbox listens. One base port, each stand-in host at a fixed offset, so a
 * bundle built against the sandbox (staging host overrides) and the sandbox itself agree.
 * `npm start` uses the dev base; the tests use their own bases (vitest.config.ts), so
 * both can run at once.
 */
export const DEV_PORT_BASE = 7100;
/**
 * The visual diff's sandbox (`npm run diff-brands -- --visual`), and what `npm run build --
 * --sandbox` points a kept release build at, so the two meet years apart.
 */
export const VISUAL_PORT_BASE = 17600;

export const PORT_OFFSETS = {
  /** Test-only control calls: reset, fault switches, collector read-back. */
  control: 0,
  api: 1,
  apiBackup1: 2,
  apiBackup2: 3,
  payment: 4,
  tracking: 5,
  errorLog: 6,
  social: 7,
  /** The payment providers' scripts and windows: Stripe.js and Toss Payments stand-ins. */
  providers: 8,
} as const;

export type SandboxHost = keyof typeof PORT_OFFSETS;

export function sandboxOrigin(host: SandboxHost, base: number): string {
  return `http://127.0.0.1:${base + PORT_OFFSETS[host]}`;
}

/** The staging overrides (see scripts/lib/brands.ts, social-auth.ts) that point a build at a sandbox. */
export function sandboxHostEnv(base: number): Record<string, string> {
  const o = (h: SandboxHost) => sandboxOrigin(h, base);
  return {
    STORE_API_HOSTS: [o('api'), o('apiBackup1'), o('apiBackup2')].join(','),
    STORE_DEMO_API_HOST: o('api'),
    STORE_PAYMENT_HOSTS: o('payment'),
    STORE_TRACKING_HOST: o('tracking'),
    STORE_ERRORLOG_HOST: o('errorLog'),
    STORE_SOCIAL_AUTH_ORIGIN: o('social'),
    STORE_PAYMENT_PROVIDER_ORIGIN: o('providers'),
  };
}
