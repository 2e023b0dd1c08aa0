/**
 * npm test's tests (after `npm run check`): the unit and contract tests and the engines'
 * journeys (Firefox, WebKit: e2e/engines/), and beside them the browser tests, as two
 * vitest runs at once.
 *
 * Why two runs: vitest's default is one worker fewer than the cores, one on the 2-core
 * machine CI runs on, and the browser tests must run one file at a time (they share the
 * sandbox); in one run every file of every project went one after the other. The browser
 * tests spend most of their time waiting on the page, so the unit and contract tests fit
 * beside them and the whole takes about the browser tests' time. Their ports differ
 * (vitest.config.ts), so the two runs never meet; the engines' journeys have a sandbox and
 * bundles of their own.
 *
 * The browser tests' output streams; the other run's is held and printed when it ends, so
 * the two do not interleave. A failed run's failures are printed again at the very end, so a
 * log read from its tail (CI's) names them. Exits non-zero when either run fails. With arguments
 * (`npm test -- <files or options>`), one plain `vitest run` with them instead.
 */
import { spawn } from 'node:child_process';
import { failures } from './check/test-failures.ts';

const vitest = (args: string[], hold: boolean) => new Promise<{ code: number; output: string }>((resolve) => {
  const child = spawn('npx', ['vitest', 'run', ...args], { stdio: ['ignore', hold ? 'pipe' : 'inherit', hold ? 'pipe' : 'inherit'] });
  let output = '';
  child.stdout?.on('data', (d) => { output += d; });
  child.stderr?.on('data', (d) => { output += d; });
  child.on('close', (code) => resolve({ code: code ?? 1, output }));
});

const extra = process.argv.slice(2);
if (extra.length) {
  process.exitCode = (await vitest(extra, false)).code;
} else {
  const [fast, browser] = await Promise.all([
    vitest(['--project', 'unit', '--project', 'contract', '--project', 'engines'], true).then((r) => {
      process.stdout.write(`\n──── unit and contract tests, Firefox and WebKit journeys ────\n${r.output}\n`);
      return r;
    }),
    vitest(['--project', 'e2e'], false),
  ]);
  if (fast.code !== 0) process.stdout.write(`\n──── what failed in the unit and contract tests, Firefox and WebKit journeys ────\n${failures(fast.output)}\n`);
  console.log(`unit, contract, Firefox and WebKit: ${fast.code === 0 ? 'passed' : 'FAILED'}; browser (Chromium): ${browser.code === 0 ? 'passed' : 'FAILED'}`);
  process.exitCode = fast.code || browser.code;
}
