import { describe, expect, it } from 'vitest';
import { UsageError, parseCommandLine } from './cli.ts';

const OPTIONS = { out: { type: 'string' }, force: { type: 'boolean' } } as const;

describe('command-line arguments', () => {
  it('reads options and positionals', () => {
    const { values, positionals } = parseCommandLine(['watt', '--out', 'dir', 'ko', '--force'], OPTIONS);
    expect(positionals).toEqual(['watt', 'ko']);
    expect(values).toEqual({ out: 'dir', force: true });
  });

  it('refuses an option missing its value, last or before another option', () => {
    expect(() => parseCommandLine(['watt', '--out'], OPTIONS)).toThrow(UsageError);
    expect(() => parseCommandLine(['watt', '--out'], OPTIONS)).toThrow(/--out/);
    expect(() => parseCommandLine(['--out', '--force', 'watt'], OPTIONS)).toThrow(/--out/);
  });

  it('refuses an option it does not know', () => {
    expect(() => parseCommandLine(['--froce'], OPTIONS)).toThrow(/--froce/);
  });
});
