// @vitest-environment node
/**
 * Every command parses its arguments strictly (scripts/lib/cli.ts parseCommandLine) and
 * refuses an option missing its value, or an empty folder, before it does anything: each
 * command's parse, tried here in process, and one command run as a person runs it.
 */
import { execFile, execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './lib/brands.ts';
import { UsageError } from './lib/cli.ts';
import { parse as apiDocs } from './api-docs.ts';
import { parse as bench } from './bench.ts';
import { parseBuildArgs as build } from './build-brands.ts';
import { parse as diffBrands } from './diff-brands.ts';
import { parse as lab } from './lab.ts';
import { parse as release } from './release.ts';
import { parse as vitals } from './vitals.ts';
import { conformanceCli } from './conformance/cli.ts';

/** [command as typed, its parse, arguments, what the refusal must say] */
const REFUSED: [string, (argv: string[]) => unknown, string[], RegExp][] = [
  // Issue 38: this one built into the repository root.
  ['npm run build -- watt --out', build, ['watt', '--out'], /'--out <value>' argument missing/],
  ['npm run build -- --out --force watt', build, ['--out', '--force', 'watt'], /'--out' argument is ambiguous/],
  ['npm run build -- --out= watt', build, ['--out=', 'watt'], /--out needs a folder/],
  ['npm run build -- --froce', build, ['--froce'], /Unknown option '--froce'/],
  ['npm run diff-brands -- watt ko --out', diffBrands, ['watt', 'ko', '--out'], /'--out <value>' argument missing/],
  ['npm run diff-brands -- watt ko --pages --visual', diffBrands, ['watt', 'ko', '--pages', '--visual'], /'--pages' argument is ambiguous/],
  ['npm run lab -- --runs', lab, ['--runs'], /'--runs <value>' argument missing/],
  ['npm run lab -- --runs x', lab, ['--runs', 'x'], /--runs x: a whole number/],
  ['npm run lab -- --json=', lab, ['--json='], /--json needs a path/],
  ['npm run release -- watt --out', release, ['watt', '--out'], /'--out <value>' argument missing/],
  ['npm run release -- watt --against=', release, ['watt', '--against='], /--against needs a folder/],
  ['npm run bench -- --compare', bench, ['--compare'], /'--compare <value>' argument missing/],
  ['npm run vitals -- --sandbox --save', vitals, ['--sandbox', '--save'], /'--save <value>' argument missing/],
  ['npm run api-docs -- --out', apiDocs, ['--out'], /'--out <value>' argument missing/],
];

describe('a command refuses an option missing its value', () => {
  for (const [typed, parse, argv, says] of REFUSED) {
    it(typed, () => {
      expect(() => parse(argv)).toThrow(UsageError);
      expect(() => parse(argv)).toThrow(says);
    });
  }

  it('npm run conformance -- <origin> --brand: exit code 2 and the usage, no request sent', async () => {
    const lines: string[] = [];
    const fetched: string[] = [];
    const code = await conformanceCli(['http://127.0.0.1:9', '--brand'], (l) => lines.push(l), async (url) => { fetched.push(String(url)); throw new Error('no'); });
    expect(code).toBe(2);
    expect(lines.join('\n')).toMatch(/'--brand <value>' argument missing[\s\S]*usage: npm run conformance/);
    expect(fetched).toEqual([]);
  });

  it('reads what it is given when nothing is missing', () => {
    expect(build(['watt', '--out', 'x', '--force'])).toMatchObject({ ids: ['watt'], outRoot: path.resolve('x'), force: true, sandbox: false });
    expect(lab(['ko', '--runs', '2', '--pages', 'recharge'])).toMatchObject({ brand: 'ko', runs: 2, pages: ['recharge'] });
    expect(diffBrands(['watt', 'ko', '--visual', '--pages', '2'])).toMatchObject({ visual: true, pair: ['watt', 'ko'], pages: 2 });
  });

  it('a release names the commit it was built from (its report and release.json), not its folder', () => {
    const head = execFileSync('git', ['rev-parse', '--short=7', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
    expect(release(['watt', '--out', path.join(os.tmpdir(), 'any-folder')]).commit).toMatch(new RegExp(`^${head}(-dirty)?$`));
  });

  it('npm run build -- watt --out, run as a command: exit 2, the option named and the usage, nothing built', async () => {
    const tsx = path.join(ROOT, 'node_modules', '.bin', 'tsx');
    const { code, out } = await new Promise<{ code: number; out: string }>((resolve) => {
      execFile(tsx, ['scripts/build-brands.ts', 'watt', '--out'], { cwd: ROOT, timeout: 60_000 }, (e, stdout, stderr) =>
        resolve({ code: e ? Number((e as { code?: number }).code) : 0, out: stdout + stderr }));
    });
    expect(out).toMatch(/'--out <value>' argument missing[\s\S]*usage: npm run build/);
    expect(out).not.toMatch(/build: \d/);
    expect(code).toBe(2);
  }, 60_000);
});
