import { describe, expect, it } from 'vitest';
import { failures } from './test-failures.ts';

describe('the failures npm test prints again at its end', () => {
  it("are vitest's own list, from its Failed Tests heading on, without the passing files before it", () => {
    const output = [' ✓ a.test.ts (3 tests)', ' ❯ b.test.ts (2 tests | 1 failed)', '', '⎯⎯⎯ Failed Tests 1 ⎯⎯⎯', ' FAIL  b.test.ts > pays once', 'AssertionError: expected 2 to be 1', ' Test Files  1 failed | 1 passed (2)'].join('\n');
    const printed = failures(output);
    expect(printed.startsWith('⎯⎯⎯ Failed Tests 1 ⎯⎯⎯')).toBe(true);
    expect(printed).toContain('AssertionError: expected 2 to be 1');
    expect(printed).not.toContain('a.test.ts');
  });

  it('are the FAIL lines and the last lines when vitest ended before its list (a crash)', () => {
    const output = [' ✓ a.test.ts', ' FAIL  c.test.ts [ c.test.ts ]', ...Array.from({ length: 60 }, (_, i) => `line ${i}`), 'Error: worker exited'].join('\n');
    const printed = failures(output);
    expect(printed).toContain('FAIL  c.test.ts');
    expect(printed).toContain('Error: worker exited');
    expect(printed).not.toContain('line 0\n');
    expect(printed).not.toContain('a.test.ts');
  });
});
