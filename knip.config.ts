/**
 * Unused files, exports and dependencies: `npm run check:unused` (issue 12).
 *
 * Knip finds most entry points itself: index.html and the Vite config (src/main.tsx), the
 * Vitest config (every test file and global setup), package.json's scripts (scripts/*.ts,
 * sandbox/main.ts, e2e/screenshots.ts). .ci/run is a shell script that only runs npm, so
 * it adds none. Listed here are the ones it cannot see; .dependency-cruiser.cjs
 * (APP_ENTRIES) names the app's ones too, for its reachability rule.
 */
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  entry: [
    // The head script and the shell renderer, loaded by path by scripts/build/boot-plugin.ts.
    'src/boot/head.ts',
    'src/boot/render-shells.tsx',
    // The social logins' callback page's script, built by path by scripts/build/callback-page.ts.
    'src/login/callback-page.ts',
    // Page modules: src/app/pages.ts loads them with import.meta.glob (same pattern).
    'src/pages/*/*-page{,s}.tsx',
    // What the build aliases use-sync-external-store/shim to (scripts/build/vite-patches.ts).
    'src/lib/use-sync-external-store.ts',
    // What the build aliases @vkid/sdk's crypto-js imports to (scripts/build/vite-patches.ts).
    'src/login/social/vkid-crypto/*.ts',
    // Workers: `new Worker(new URL(path, import.meta.url))`, which Vite builds on their own.
    'src/*/*.worker.ts',
    // The service worker, bundled by path by scripts/build/service-worker.ts.
    'src/sw/service-worker.ts',
    // Every script, whether package.json runs it or a person does.
    'scripts/*.ts',
  ],
  project: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts', 'sandbox/**/*.ts', 'e2e/**/*.ts', 'brands/**/*.ts', 'api/**/*.ts', '*.ts'],
  // Input for scripts/dependency-rules.test.ts, not code.
  ignore: ['scripts/fixtures/**'],
  // Debian packages, not npm ones: scripts/ensure-nginx.sh installs openssl for e2e/nginx.e2e.test.ts,
  // scripts/ensure-engines.sh Xvfb for WebKit (e2e/engines/webdriver.ts).
  ignoreBinaries: ['openssl', 'Xvfb'],
  // e2e/axe.ts reads axe-core's built file by path (require.resolve('axe-core/axe.min.js')) to run it in the page;
  // e2e/prism.ts runs Prism's command (node_modules/.bin/prism) as a child process.
  ignoreDependencies: ['axe-core', '@stoplight/prism-cli'],
  // An export its own module uses is API width, not dead code; this check is after dead code.
  ignoreExportsUsedInFile: true,
};

export default config;
