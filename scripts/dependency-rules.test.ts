// @vitest-environment node
/**
 * The dependency rules of .dependency-cruiser.cjs, run as they are on two small trees in
 * scripts/fixtures/layers/: `clean` uses every layer the allowed way, `broken` adds one
 * import (or module) that breaks each rule. Fixture test files end in .test.tsx so the
 * unit project's scripts/**\/*.test.ts glob does not run them.
 */
import { fileURLToPath } from 'node:url';
import { type ICruiseResult, cruise, format } from 'dependency-cruiser';
import extractDepcruiseConfig from 'dependency-cruiser/config-utl/extract-depcruise-config';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const FIXTURES = fileURLToPath(new URL('fixtures/layers/', import.meta.url));

const config = await extractDepcruiseConfig(`${ROOT}.dependency-cruiser.cjs`);

async function cruiseFixture(tree: 'clean' | 'broken'): Promise<ICruiseResult> {
  // The real options, minus the tsconfig (the fixture has none and needs none: every
  // import names its file).
  const { tsConfig: _, ...options } = config.options ?? {};
  const { output } = await cruise(['src', 'scripts', 'sandbox'], {
    ...options,
    ruleSet: { forbidden: config.forbidden },
    validate: true,
    baseDir: `${FIXTURES}${tree}`,
    outputType: 'json',
  });
  return typeof output === 'string' ? JSON.parse(output) : output;
}

/**
 * Each violation as `rule: from → to`; a cycle as the set of its modules, once (whether
 * dependency-cruiser reports it from one member or from each varies).
 */
const listed = (result: ICruiseResult) => [...new Set(result.summary.violations.map((v) =>
  v.cycle
    ? `${v.rule.name}: ${[v.from, ...v.cycle.map((c) => c.name)].filter((m, i, all) => all.indexOf(m) === i).sort().join(' ↔ ')}`
    : `${v.rule.name}: ${v.from} → ${v.to}`,
))].sort();

/** ANSI colours off, line wrapping undone: the text a reader sees. */
const plain = (text: string) => text.replace(/\x1b\[[0-9;]*m/g, '').replace(/\s+/g, ' ');

describe('dependency rules', () => {
  it('pass a tree that uses every layer, a test importing upwards and tooling, and the sandbox reading the brand loader', async () => {
    const result = await cruiseFixture('clean');
    expect(listed(result)).toEqual([]);
    expect(result.summary.totalCruised).toBeGreaterThan(15);
  });

  it('report each broken rule at the import that breaks it, and nothing else', async () => {
    expect(listed(await cruiseFixture('broken'))).toEqual([
      'app-imports-tooling: src/lib/uses-tooling.ts → scripts/lib/brand-files.ts',
      'build-imports-a-reader-of-builds: scripts/build/plugin.ts → scripts/bench/measure.ts',
      // The head's own import, and one that an allowed module (host-order.ts) makes for it.
      'head-reaches-beyond-its-rules: src/boot/head.ts → src/api/client.ts',
      'head-reaches-beyond-its-rules: src/boot/head.ts → src/i18n/messages.ts',
      'layer-routes: src/routes.ts → src/api/client.ts',
      'layer-stores: src/stores/bad.ts → src/components/piece.tsx',
      'no-circular: src/lib/cycle-a.ts ↔ src/lib/cycle-b.ts',
      'not-in-a-layer: src/widgets/widget.ts → src/api/client.ts',
      'page-imports-another-page: src/pages/cart/cart-page.tsx → src/pages/other/other-page.tsx',
      'sandbox-imports-build-tooling: sandbox/server.ts → scripts/build.ts',
      'scripts-lib-imports-a-room: scripts/lib/brands.ts → scripts/bench/measure.ts',
      'src-unreachable: src/lib/only-tested.ts → src/lib/only-tested.ts',
      'src-unreachable: src/lib/unused.ts → src/lib/unused.ts',
      'test-code-outside-tests: src/lib/uses-test-code.ts → src/lib/helper.test.tsx',
      'test-code-outside-tests: src/lib/uses-test-code.ts → src/test/fake.ts',
    ]);
  });

  it('print every violation with its rule name, the import and what to do about it', async () => {
    const result = await cruiseFixture('broken');
    const { output, exitCode } = await format(result, { outputType: 'err-long' });
    const text = plain(String(output));
    expect(exitCode).toBeGreaterThan(0);
    expect(text).toContain(
      'error layer-stores: src/stores/bad.ts → src/components/piece.tsx ' +
        'A module in layer "stores" may import only from lib, routes, api, tracking, stores; this import reaches a later layer',
    );
    for (const v of result.summary.violations) {
      const rule = config.forbidden?.find((r) => r.name === v.rule.name);
      expect(rule?.comment, v.rule.name).toBeTruthy();
      expect(text).toContain(`error ${v.rule.name}: ${v.from}`);
      expect(text).toContain(plain(rule!.comment!));
    }
  });
});
