import { describe, expect, it } from 'vitest';
import { sandboxHostEnv, sandboxOrigin } from '../../sandbox/ports.ts';
import { loadBrand } from './brands.ts';
import { contentSecurityPolicy } from '../build/html.ts';
import { PAYMENT_PROVIDER_OVERRIDE, paymentCspSources, paymentProvidersFor } from './payment-providers.ts';

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe('payment providers of a brand', () => {
  it('production: Stripe.js from js.stripe.com (its current release train), Toss from js.tosspayments.com', () => {
    expect(loadBrand('watt').paymentProviders).toEqual({ card: { provider: 'stripe', publishableKey: expect.stringMatching(/^pk_test_/), script: 'https://js.stripe.com/dahlia/stripe.js' } });
    expect(loadBrand('ko').paymentProviders.koreaWindow).toMatchObject({ provider: 'toss', script: 'https://js.tosspayments.com/v2/standard' });
    expect(loadBrand('ru').paymentProviders).toEqual({});
  });

  it('a staging build (STORE_PAYMENT_PROVIDER_ORIGIN) points every provider at one origin with the same paths', () => {
    const p = loadBrand('ko', sandboxHostEnv(7100)).paymentProviders;
    const o = sandboxOrigin('providers', 7100);
    expect(p.card?.script).toBe(`${o}/dahlia/stripe.js`);
    expect(p.koreaWindow?.script).toBe(`${o}/v2/standard`);
    expect(paymentCspSources(p)).toEqual({ script: [o, o], frame: [o, o], connect: [o, o] });
    expect(() => paymentProvidersFor(loadBrand('ko').payments, { [PAYMENT_PROVIDER_OVERRIDE]: 'https://x.example/path' })).toThrow(/bare http\(s\) origin/);
  });

  it("each brand's CSP allows exactly its own providers' script, frame and API hosts", () => {
    const watt = contentSecurityPolicy(loadBrand('watt'));
    expect(directive(watt, 'script-src')).toContain('https://js.stripe.com https://*.js.stripe.com');
    expect(directive(watt, 'frame-src')).toContain('https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com');
    expect(directive(watt, 'connect-src')).toContain('https://api.stripe.com');
    expect(watt).not.toContain('tosspayments');
    const ko = contentSecurityPolicy(loadBrand('ko'));
    expect(directive(ko, 'script-src')).toContain('https://js.tosspayments.com');
    expect(directive(ko, 'frame-src')).toContain('https://*.tosspayments.com');
    const ru = contentSecurityPolicy(loadBrand('ru'));
    expect(ru).not.toMatch(/stripe|tosspayments/);
  });
});
