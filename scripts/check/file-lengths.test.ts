import { describe, expect, it } from 'vitest';
import { MAX_LINES, isLimited, lengthProblems, lineCount } from './file-lengths.ts';

const lines = (n: number) => 'x\n'.repeat(n);

describe('source files over the length limit', () => {
  it('names a source file over the limit, with its length and what to do', () => {
    expect(lengthProblems([{ file: 'src/stores/big.ts', text: lines(MAX_LINES + 1) }])).toEqual([
      expect.stringMatching(/^src\/stores\/big\.ts has 301 lines, over the limit of 300: split it by concept/),
    ]);
  });

  it('lets a file at the limit through', () => {
    expect(lengthProblems([{ file: 'sandbox/state.ts', text: lines(MAX_LINES) }])).toEqual([]);
  });

  it('covers the app, the sandbox, the scripts, the contract\'s modules, brands and e2e helpers; not tests, generated files or fixtures', () => {
    for (const f of ['src/app/app.tsx', 'sandbox/state.ts', 'scripts/lab.ts', 'api/openapi-validator.ts', 'brands/brand.ts', 'e2e/harness.ts']) expect(isLimited(f), f).toBe(true);
    for (const f of ['src/stores/checkout.test.ts', 'e2e/journey.e2e.test.ts', 'src/api/openapi.gen.ts', 'scripts/fixtures/layers/clean/src/main.tsx', 'README.md', 'docs/developers.md']) expect(isLimited(f), f).toBe(false);
  });

  it('counts lines as wc -l does', () => {
    expect([lineCount(''), lineCount('a'), lineCount('a\n'), lineCount('a\nb')]).toEqual([0, 1, 1, 2]);
  });
});
