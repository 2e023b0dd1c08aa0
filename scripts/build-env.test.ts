// @vitest-environment node
/**
 * Under vitest NODE_ENV is "test"; a bundle built from here must still be a production
 * bundle (React's production build, import.meta.env.PROD true), or the browser tests and
 * the size budgets would test something no player gets.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { buildBrands } from './build-brands.ts';

it('builds a production bundle even when NODE_ENV is "test"', async () => {
  expect(process.env.NODE_ENV).toBe('test');
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'prod-'));
  try {
    await buildBrands({ ids: ['ko'], outRoot: out, force: true, quiet: true });
    const js = fs.readdirSync(path.join(out, 'ko', 'assets')).filter((f) => f.endsWith('.js'))
      .map((f) => fs.readFileSync(path.join(out, 'ko', 'assets', f), 'utf8')).join('\n');
    expect(js).not.toContain('react-dom.development');
    expect(js).not.toContain('Warning: ');
    expect(process.env.NODE_ENV).toBe('test');
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
}, 60_000);
