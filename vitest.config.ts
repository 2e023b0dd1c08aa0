/**
 * Three test projects:
 *   unit      happy-dom, no network: fakes for fetch and timers.
 *   contract  Node, against a sandbox started once on loopback (CONTRACT_PORT_BASE).
 *   e2e       Node driving Debian's Chromium through playwright-core against built
 *             bundles and a sandbox (E2E_PORT_BASE); see e2e/README.md.
 *   engines   the purchase journey in Firefox ESR and WebKit (e2e/engines/), against
 *             bundles and a sandbox of their own (ENGINES_PORT_BASE).
 * Each project bakes in brand watt; contract and e2e point its hosts at their sandbox.
 */
import { defineConfig } from 'vitest/config';
import { loadBrand } from './scripts/lib/brands.ts';
import { brandPlugin } from './scripts/build/vite-brand.ts';
import { JSX_OPTIONS } from './scripts/build/build-options.ts';
import { sandboxHostEnv } from './sandbox/ports.ts';

/**
 * Loopback port bases of the sandboxes the tests start. TEST_PORT_BASE moves both (contract
 * at it, e2e 100 above), so two runs on one machine (two worktrees, say) do not collide.
 */
const TEST_PORT_BASE = Number(process.env.TEST_PORT_BASE) || 17100;
export const CONTRACT_PORT_BASE = TEST_PORT_BASE;
export const E2E_PORT_BASE = TEST_PORT_BASE + 100;
/** The engines' journeys (Firefox, WebKit) have a sandbox of their own, so they can run beside the e2e project. */
export const ENGINES_PORT_BASE = TEST_PORT_BASE + 50;

const jsx = JSX_OPTIONS;

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [brandPlugin(loadBrand('watt'))],
        oxc: jsx,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}', 'brands/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['src/**/*.contract.test.ts'],
        },
      },
      {
        plugins: [brandPlugin(loadBrand('watt', sandboxHostEnv(CONTRACT_PORT_BASE)))],
        oxc: jsx,
        test: {
          name: 'contract',
          environment: 'node',
          include: ['src/**/*.contract.test.ts', 'sandbox/**/*.test.ts'],
          globalSetup: ['sandbox/test-global-setup.ts'],
          setupFiles: ['sandbox/contract-test-setup.ts'],
          provide: { sandboxPortBase: CONTRACT_PORT_BASE },
          fileParallelism: false,
          testTimeout: 30_000,
        },
      },
      {
        oxc: jsx,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.test.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          provide: { sandboxPortBase: E2E_PORT_BASE },
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        oxc: jsx,
        test: {
          name: 'engines',
          environment: 'node',
          include: ['e2e/engines/*.engines.test.ts'],
          globalSetup: ['e2e/engines/global-setup.ts'],
          provide: { sandboxPortBase: ENGINES_PORT_BASE },
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
