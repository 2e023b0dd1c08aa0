/**
 * Dependency rules, checked by `npm run check` (issue 12: layers that hold).
 *
 * Layers inside src/, bottom first. A module may import from its own layer and the layers
 * before it, never from a later one:
 *
 *    1 lib         small pure helpers and swappable side effects (storage, navigation)
 *    2 routes      src/routes.ts, the one route table: data only, so everyone may read it
 *    3 api         the client and one module per endpoint group; reports error codes,
 *                  does not act on stores (DESIGN.md)
 *    4 tracking    trackEvent() and the beacon: store actions call it, so it must not read
 *                  the stores itself (the caller hands it what an event needs); it reads
 *                  the API contract and posts to the collectors
 *    5 stores      valtio proxies and their actions; no React
 *    6 i18n        rosetta, negotiation, formatting: reads the language from the locale
 *                  store; stores keep message keys and never translate
 *    7 login       account, card and social login: actions over api, stores and i18n,
 *                  used by components and pages
 *    8 components  shared presentational pieces
 *    9 pages       one folder per route; a page never imports another page's folder
 *   10 app         layout, router, app-level effects
 *   11 boot        what runs before the app (head script, HTML shell rendered from the
 *                  app's own components at build time)
 *   12 main        src/main.tsx, the entry: createRoot and boot
 *   13 sw          the brand's service worker (src/sw/): a bundle of its own, which
 *                  reads the route table and nothing of the app
 *
 * Tests (*.test.ts(x)) and src/test/ sit outside the layers: a test imports whatever it
 * exercises, and nothing but a test imports a test or src/test/.
 *
 * `npm run check` fails on any violation (`npm run check:deps` runs the cruise alone).
 * scripts/dependency-rules.test.ts proves on scripts/fixtures/layers/ that each rule fires.
 */

const TEST = '\\.test\\.tsx?$';
const TEST_HELPERS = '^src/test/';

/** @type {{ name: string, path: string }[]} */
const LAYERS = [
  { name: 'lib', path: '^src/lib/' },
  { name: 'routes', path: '^src/routes\\.ts$' },
  { name: 'api', path: '^src/api/' },
  { name: 'tracking', path: '^src/tracking/' },
  { name: 'stores', path: '^src/stores/' },
  { name: 'i18n', path: '^src/i18n/' },
  { name: 'login', path: '^src/login/' },
  { name: 'components', path: '^src/components/' },
  { name: 'pages', path: '^src/pages/' },
  { name: 'app', path: '^src/app/' },
  { name: 'boot', path: '^src/boot/' },
  { name: 'main', path: '^src/main\\.tsx$' },
  { name: 'sw', path: '^src/sw/' },
];

/**
 * What the app runs from: the bundle's entry, the head script (bundled into index.html by
 * scripts/build/boot-plugin.ts), the shell renderer the build loads, the callback page's
 * script (scripts/build/callback-page.ts), the page modules, which
 * src/app/pages.ts loads through import.meta.glob (invisible to a cruise; same pattern),
 * and one alias target. knip.config.ts names them too.
 */
const APP_ENTRIES = [
  '^src/main\\.tsx$',
  '^src/boot/head\\.ts$',
  '^src/boot/render-shells\\.tsx$',
  // The social logins' callback page's script, built on its own (scripts/build/callback-page.ts).
  '^src/login/callback-page\\.ts$',
  '^src/pages/[^/]+/[^/]+-pages?\\.tsx$',
  // The build aliases use-sync-external-store/shim to it (scripts/build/vite-patches.ts).
  '^src/lib/use-sync-external-store\\.ts$',
  // The build aliases @vkid/sdk's crypto-js imports to them (scripts/build/vite-patches.ts).
  '^src/login/social/vkid-crypto/[^/]+\\.ts$',
  // Workers, started by `new Worker(new URL(path, import.meta.url))`, which Vite builds on their own.
  '^src/[^/]+/[^/]+\\.worker\\.ts$',
  // The service worker, bundled on its own into /sw.js (scripts/build/service-worker.ts).
  '^src/sw/service-worker\\.ts$',
];

const ORDER = LAYERS.map((l) => l.name).join(' → ');

/**
 * The head script's files (src/boot/README.md): bundled into index.html and run before
 * anything else, so they stay small (≤ 2 KB gzip) and import only rules from src/lib/, the
 * start language, the API's host order and paths, each other, and brands/ types.
 */
const HEAD_FILES = '^src/boot/(head|boot-config|early-games-request|shell-gate|route-preload|start-after-shell)\\.ts$';
const HEAD_IMPORTS = [HEAD_FILES, '^src/lib/', '^src/i18n/start-language\\.ts$', '^src/api/(host-order|api-paths)\\.ts$'];
/** What the head may reach in src/, directly or not (start-language.ts asks negotiate.ts). */
const HEAD_REACHES = [...HEAD_IMPORTS, '^src/i18n/negotiate\\.ts$'];
const HEAD_FIX =
  'Take the piece the head needs down into src/lib/ (a small rule, no React, no store), or leave it to the app, ' +
  'which starts after the head (a type counts too: move it down with the piece). A new file of the head ' +
  'itself goes into HEAD_FILES in .dependency-cruiser.cjs and the list in src/boot/README.md.';

/** One rule per layer: nothing from the layers after it. */
const layerRules = LAYERS.slice(0, -1).map((layer, i) => {
  const allowed = LAYERS.slice(0, i + 1).map((l) => l.name).join(', ');
  return {
    name: `layer-${layer.name}`,
    severity: 'error',
    comment:
      `A module in layer "${layer.name}" may import only from ${allowed}; this import reaches a later layer ` +
      `(order: ${ORDER}). Move the shared piece down a layer, or have the upper layer pass it in.`,
    from: { path: layer.path, pathNot: TEST },
    to: { path: LAYERS.slice(i + 1).map((l) => l.path) },
  };
});

module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: 'not-in-a-layer',
      severity: 'error',
      comment:
        'This module is in src/ but in none of the layers, so no layer rule covers it. Put it in a layer folder, ' +
        'or add its folder to LAYERS in .dependency-cruiser.cjs at the place it belongs.',
      from: { path: '^src/', pathNot: [...LAYERS.map((l) => l.path), TEST, TEST_HELPERS, '^src/virtual\\.d\\.ts$'] },
      to: {},
    },
    {
      name: 'page-imports-another-page',
      severity: 'error',
      comment:
        "A page imports another page's folder. Pages never import each other: move what they share to " +
        'src/components (pieces), src/stores (state) or src/lib (helpers).',
      from: { path: '^src/pages/([^/]+)/', pathNot: TEST },
      to: { path: '^src/pages/', pathNot: '^src/pages/$1/' },
    },
    {
      name: 'app-imports-tooling',
      severity: 'error',
      comment:
        'App code imports scripts/, sandbox/ or e2e/ (a type counts too): that is Node tooling, and what the app ' +
        'takes from it can end up in the bundle. A type the app shares with the build belongs in src/, imported ' +
        'by the tooling from there. Only tests (*.test.ts(x)) and src/test/ may import tooling.',
      from: { path: '^src/', pathNot: [TEST, TEST_HELPERS] },
      to: { path: '^(scripts|sandbox|e2e)/' },
    },
    {
      name: 'test-code-outside-tests',
      severity: 'error',
      comment:
        'A test file or a helper from src/test/ is imported by code that is not a test. Test code must never ' +
        'reach a bundle or a tool: move what is shared out of the test into the code it tests.',
      from: { pathNot: [TEST, TEST_HELPERS] },
      to: { path: [TEST, TEST_HELPERS] },
    },
    {
      name: 'sandbox-imports-build-tooling',
      severity: 'error',
      comment:
        'The sandbox imports scripts/ beyond the brand loader. It may read brand files through ' +
        'scripts/lib/brands.ts (the one loader: validation and STORE_* overrides, no copy); the rest of scripts/ ' +
        'is build tooling, which starts the sandbox and must stay above it.',
      from: { path: '^sandbox/' },
      to: { path: '^scripts/', pathNot: '^scripts/lib/brands\\.ts$' },
    },
    {
      name: 'head-reaches-beyond-its-rules',
      severity: 'error',
      comment:
        'The head script (src/boot/README.md: it runs before anything else and stays under 2 KB gzip) reaches ' +
        'this module: its files may import only src/lib/, src/i18n/start-language.ts, src/api/host-order.ts, ' +
        'src/api/api-paths.ts, each other and brands/ types, and those nothing else of src/, since whatever ' +
        'they import is bundled into every index.html. ' + HEAD_FIX,
      // From the entry (src/boot/head.ts): what it reaches is what the script holds, each module reported once.
      from: { path: '^src/boot/head\\.ts$' },
      to: { path: '^src/', pathNot: HEAD_REACHES, reachable: true },
    },
    {
      name: 'scripts-lib-imports-a-room',
      severity: 'error',
      comment:
        'scripts/lib/ holds only what several rooms of scripts/ share, so it imports none of them (scripts/lib/README.md). ' +
        'Move the piece into scripts/lib/ if rooms share it, or keep this code in the room that uses it.',
      from: { path: '^scripts/lib/', pathNot: TEST },
      to: { path: '^scripts/(?!lib/)[^/]+/' },
    },
    {
      name: 'build-imports-a-reader-of-builds',
      severity: 'error',
      comment:
        'scripts/build/ makes bundles; bench, conformance, visual, release, check and translations read them or the ' +
        'repository, so the build imports none of them (scripts/build/README.md). Move what the build needs into ' +
        'scripts/build/ or scripts/lib/.',
      from: { path: '^scripts/build/', pathNot: TEST },
      to: { path: '^scripts/(bench|conformance|visual|release|check|translations|api)/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'These modules import each other (the chain is listed). A cycle makes load order fragile and the two ' +
        'modules one: move what both need into a third module that neither imports back.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'src-unreachable',
      severity: 'error',
      comment:
        'Nothing the app runs imports this module: it is not reachable from src/main.tsx, the head script, the ' +
        'shell renderer or a page module (tests do not count). Delete it, import it where it is used, or, if it ' +
        'is a new entry point, add it to APP_ENTRIES in .dependency-cruiser.cjs and to knip.config.ts.',
      from: { path: APP_ENTRIES },
      to: { path: '^src/', pathNot: [...APP_ENTRIES, TEST, TEST_HELPERS, '\\.d\\.ts$'], reachable: false },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Vite plugins resolve virtual:* (scripts/build/vite-brand.ts); the fixture tree is
    // cruised only by its own test.
    exclude: { path: ['^virtual:', '^scripts/fixtures/'] },
    includeOnly: '^(src|scripts|sandbox|e2e|brands|locales)/|^[^/]+\\.ts$',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.node.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};
