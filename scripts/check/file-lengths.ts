/**
 * Source files over the length limit: `npm run check` fails on any, so a module that grows
 * past it is split by concept (one module per concept, named for what it does) when it
 * happens, not later. Tests and generated files are exempt (docs/developers.md).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const MAX_LINES = 300;

const SOURCE = /^(src|sandbox|scripts|api|brands|e2e)\/.+\.tsx?$/;
const EXEMPT = /\.test\.tsx?$|\.gen\.ts$|^scripts\/fixtures\//;

/** Whether the limit holds for this repository-relative path. */
export function isLimited(file: string): boolean {
  return SOURCE.test(file) && !EXEMPT.test(file);
}

/** Lines as `wc -l` counts them. */
export const lineCount = (text: string): number => (text.match(/\n/g) ?? []).length + (text && !text.endsWith('\n') ? 1 : 0);

/** One message per limited file over the limit, saying what to do. */
export function lengthProblems(files: readonly { file: string; text: string }[]): string[] {
  return files.filter((f) => isLimited(f.file) && lineCount(f.text) > MAX_LINES).map((f) =>
    `${f.file} has ${lineCount(f.text)} lines, over the limit of ${MAX_LINES}: split it by concept, one module per concept ` +
    'named for what it does (not in two halves); tests and generated files are exempt (docs/developers.md)');
}

/** The tracked source files of the repository at `root` over the limit. */
export function longFiles(root: string): string[] {
  const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter(isLimited);
  return lengthProblems(tracked.map((file) => ({ file, text: readFileSync(path.join(root, file), 'utf8') })));
}
