/**
 * The payment providers whose scripts a brand's page loads (brand file `payments`): where
 * each script is, and the hosts the brand's Content-Security-Policy allows for it. Baked into
 * the brand config as `paymentProviders` (a chunk of its own, loaded with the payment code).
 *
 * Production addresses by default, as each provider documents them:
 *   - Stripe: Stripe.js from https://js.stripe.com only ("cannot include it in a bundle or
 *     host it yourself"), the URL of the current release train (`dahlia`, as @stripe/stripe-js
 *     v9 loads it); its CSP per docs.stripe.com/security/guide#content-security-policy:
 *     script js.stripe.com and *.js.stripe.com, frames those and hooks.stripe.com (3-D Secure),
 *     connect api.stripe.com.
 *   - Toss Payments: the v2 SDK from https://js.tosspayments.com/v2/standard. Toss publishes
 *     no CSP list: its window is framed from, and its SDK talks to, *.tosspayments.com.
 *
 * The staging override STORE_PAYMENT_PROVIDER_ORIGIN (read at build time, like the host
 * overrides) points every provider at one origin that serves the same paths, the sandbox's
 * provider host (docs/sandbox.md, "Payment provider stand-ins"); the CSP then names that
 * origin only.
 */
import type { Brand, PaymentProviders } from '../../brands/brand.ts';

export const PAYMENT_PROVIDER_OVERRIDE = 'STORE_PAYMENT_PROVIDER_ORIGIN';

type Payments = NonNullable<Brand['payments']>;
export type CardProvider = NonNullable<Payments['card']>['provider'];
export type WindowProvider = NonNullable<Payments['koreaWindow']>['provider'];

interface ProviderHosts { script: string; csp: { script: string[]; frame: string[]; connect: string[] } }

export const PROVIDER_HOSTS: Record<CardProvider | WindowProvider, ProviderHosts> = {
  stripe: {
    script: 'https://js.stripe.com/dahlia/stripe.js',
    csp: { script: ['https://js.stripe.com', 'https://*.js.stripe.com'], frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'], connect: ['https://api.stripe.com'] },
  },
  toss: {
    script: 'https://js.tosspayments.com/v2/standard',
    csp: { script: ['https://js.tosspayments.com'], frame: ['https://*.tosspayments.com'], connect: ['https://*.tosspayments.com'] },
  },
};

export type { PaymentProviders };

type Env = Record<string, string | undefined>;

function overrideOrigin(env: Env): string | null {
  const origin = env[PAYMENT_PROVIDER_OVERRIDE];
  if (!origin) return null;
  let u: URL | null = null;
  try { u = new URL(origin); } catch { /* reported below */ }
  if (!u || (u.protocol !== 'https:' && u.protocol !== 'http:') || u.origin !== origin) {
    throw new Error(`${PAYMENT_PROVIDER_OVERRIDE}: "${origin}" must be a bare http(s) origin such as https://pay-providers.staging.example`);
  }
  return origin;
}

function scriptOf(provider: CardProvider | WindowProvider, origin: string | null): string {
  const prod = PROVIDER_HOSTS[provider].script;
  return origin ? origin + new URL(prod).pathname : prod;
}

/** The brand's providers with their script addresses; throws when the override is not a bare origin. */
export function paymentProvidersFor(payments: Brand['payments'], env: Env = {}): PaymentProviders {
  const origin = overrideOrigin(env);
  const out: PaymentProviders = {};
  if (payments?.card) out.card = { ...payments.card, script: scriptOf(payments.card.provider, origin) };
  if (payments?.koreaWindow) out.koreaWindow = { ...payments.koreaWindow, script: scriptOf(payments.koreaWindow.provider, origin) };
  return out;
}

/**
 * The CSP sources the brand's providers need, per directive. A provider whose script is at
 * its production address gets its documented hosts; an overridden one, its origin alone.
 */
export function paymentCspSources(p: PaymentProviders): { script: string[]; frame: string[]; connect: string[] } {
  const out = { script: [] as string[], frame: [] as string[], connect: [] as string[] };
  for (const x of [p.card, p.koreaWindow]) {
    if (!x) continue;
    const hosts = PROVIDER_HOSTS[x.provider];
    const add = x.script === hosts.script ? hosts.csp : { script: [new URL(x.script).origin], frame: [new URL(x.script).origin], connect: [new URL(x.script).origin] };
    out.script.push(...add.script);
    out.frame.push(...add.frame);
    out.connect.push(...add.connect);
  }
  return out;
}
