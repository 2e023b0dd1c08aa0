// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { BrandManifest } from '../build/manifest.ts';
import { hostMap } from './hosts.ts';

const manifest = (config: Record<string, unknown>): BrandManifest => ({
  brand: 'watt', configHash: 'x', inputHash: 'x', languages: ['en'],
  config: { id: 'watt', languages: ['en'], domainAreas: ['universal'], ...config },
  locales: {}, files: [], totals: { bytes: 0, gzip: 0, brotli: 0 },
});

describe('which sandbox host answers each host a build calls', () => {
  it('a production build: its API hosts in order, demo API, payment site, collectors, and the providers\' real hosts', () => {
    const m = hostMap(manifest({ hosts: {
      api: ['https://api.watt.example', 'https://api-bak1.watt.example', 'https://api-bak2.watt.example'], demoApi: 'https://api-demo.watt.example',
      payment: ['https://pay.watt.example/checkout'], tracking: 'https://data.watt.example', errorLog: 'https://log.watt.example/e', bannerLinks: ['https://www.watt.example'],
    } }));
    expect(Object.fromEntries([...m].filter(([, k]) => k !== 'social' && k !== 'providers'))).toEqual({
      'https://api.watt.example': 'api', 'https://api-bak1.watt.example': 'apiBackup1', 'https://api-bak2.watt.example': 'apiBackup2',
      'https://api-demo.watt.example': 'api', 'https://pay.watt.example': 'payment', 'https://data.watt.example': 'tracking', 'https://log.watt.example': 'errorLog',
    });
    expect(m.get('https://js.stripe.com')).toBe('providers');
    expect(m.get('https://accounts.google.com')).toBe('social');
    // A link a player follows is not called by the page: it is refused, not answered.
    expect(m.has('https://www.watt.example')).toBe(false);
  });

  it('a build made against a sandbox at another port base: each of its sandbox origins by its offset', () => {
    const m = hostMap(manifest({
      hosts: { api: ['http://127.0.0.1:17601', 'http://127.0.0.1:17602'], payment: ['http://127.0.0.1:17604'], tracking: 'http://127.0.0.1:17605' },
      socialAuth: { google: { script: 'http://127.0.0.1:17607/gsi/client' } },
      paymentProviders: { card: { script: 'http://127.0.0.1:17608/dahlia/stripe.js' } },
    }));
    expect(m.get('http://127.0.0.1:17601')).toBe('api');
    expect(m.get('http://127.0.0.1:17604')).toBe('payment');
    expect(m.get('http://127.0.0.1:17607')).toBe('social');
    expect(m.get('http://127.0.0.1:17608')).toBe('providers');
  });
});
