/**
 * Docs and comments that name what is not there: a repository path that no file or folder
 * answers, or an `npm run <script>` that package.json does not define. `npm run check` fails
 * on any, so a renamed file or script cannot leave a doc pointing at nothing.
 *
 * A path is looked up from the repository root, the naming file's folder, src/ and scripts/
 * (comments say `lib/constants.ts` for src/lib/constants.ts). Paths git ignores are outputs (a build's,
 * `npm run api-types`'), named but never committed, and are not looked up.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface StaleReference {
  file: string;
  line: number;
  reference: string;
  why: string;
}

/** Top folders of the repository a doc may name a path in; other words with a slash are prose. */
const TOP = ['src', 'scripts', 'sandbox', 'e2e', 'brands', 'locales', 'api', 'deploy', 'docs', '.ci'];
const EXT = 'ts|tsx|js|cjs|mjs|json|md|yaml|yml|sh|conf|html|css|svg';
/** A path with a file extension: `src/routes.ts`, `lib/constants.ts`, `./README.md`. */
const PATH_RE = new RegExp(String.raw`(?<![\w@/.$-])((?:\.{1,2}/)*[\w.-]+(?:/[\w.-]+)*\.(?:${EXT}))(?![\w/-])`, 'g');
/** A folder named as such: `src/boot/`, `scripts/visual/`. */
const DIR_RE = new RegExp(String.raw`(?<![\w@/.$-])((?:${TOP.join('|').replace('.', '\\.')})(?:/[\w.-]+)*/)(?![\w*<{-])`, 'g');
const LINK_RE = /\]\(([^)\s]+)\)/g;
const NPM_RUN_RE = /npm run(?: -s)? ([\w-]+(?::[\w-]+)*)/g;
const NPM_BUILTIN = /\bnpm (test|start)\b/g;

/** Lines of a source file that are comments (line comments and block comments), with their numbers. */
export function commentLines(source: string): { line: number; text: string }[] {
  const out: { line: number; text: string }[] = [];
  let inBlock = false;
  source.split('\n').forEach((raw, i) => {
    const t = raw.trim();
    if (inBlock) {
      out.push({ line: i + 1, text: t });
      if (t.includes('*/')) inBlock = false;
    } else if (t.startsWith('/*')) {
      out.push({ line: i + 1, text: t });
      inBlock = !t.includes('*/');
    } else {
      const at = raw.indexOf('// ');
      if (at >= 0 && !/['"`][^'"`]*$/.test(raw.slice(0, at))) out.push({ line: i + 1, text: raw.slice(at) });
    }
  });
  return out;
}

/** Placeholders in examples: `x.js`, `pages/x/x-page.tsx`, `assets/a.js`. */
const PLACEHOLDER = /(^|\/)[a-z]([-.\/]|$)/;

export interface DocReferenceInput {
  /** Repository-relative paths that exist (tracked files and their folders, plus ignored generated ones). */
  exists: (rel: string) => boolean;
  scripts: ReadonlySet<string>;
  /** Whether git ignores the path: a build's or a tool's output, named but never committed. */
  isOutput: (rel: string) => boolean;
}

/** The stale references of one file's text: `doc` is whole text (markdown), else comments only. */
export function staleReferencesIn(file: string, text: string, input: DocReferenceInput): StaleReference[] {
  const isDoc = file.endsWith('.md');
  const lines = isDoc ? text.split('\n').map((t, i) => ({ line: i + 1, text: t })) : commentLines(text);
  const dir = path.posix.dirname(file);
  const found: StaleReference[] = [];
  // Where a path may be read from: the root, the naming file's folder, src/ and scripts/.
  const bases = ['', dir === '.' ? '' : dir, 'src', 'scripts'];
  const under = (base: string, rel: string) => path.posix.normalize(base ? `${base}/${rel}` : rel);
  const resolves = (ref: string) => {
    const bare = ref.replace(/\/$/, '');
    return bases.some((b) => { const c = under(b, bare); return !c.startsWith('..') && input.exists(c); });
  };
  /** Whether a path names this repository at all: its first folder is one of ours (else a bundle's `assets/x.js`, a URL). */
  const isOurs = (ref: string) => {
    if (ref.startsWith('../shared/') || ref.startsWith('../../shared/') || PLACEHOLDER.test(ref)) return false;
    const relative = ref.startsWith('./') || ref.startsWith('../');
    const fromRoot = relative ? under(dir === '.' ? '' : dir, ref) : ref;
    // Outside the repository, from the file or from the root where commands run: an example.
    if (fromRoot.startsWith('..') || (relative && under('', ref).startsWith('..') && !resolves(ref))) return false;
    if (input.isOutput(fromRoot)) return false;
    const rel = ref.replace(/^\.\//, '');
    if (!rel.includes('/')) return ref.startsWith('./') || ref.startsWith('../');
    const first = rel.split('/')[0]!;
    return TOP.includes(first) || first === '..' || bases.some((b) => input.exists(under(b, first)));
  };
  for (const { line, text: t } of lines) {
    // A markdown link's target is read from the doc's folder, as a reader's viewer does.
    if (isDoc) {
      for (const m of t.matchAll(LINK_RE)) {
        const target = m[1]!.split('#')[0]!;
        if (target && !/^[a-z]+:/.test(target) && !input.exists(under(dir === '.' ? '' : dir, target).replace(/\/$/, ''))) {
          found.push({ file, line, reference: target, why: 'link to no such file' });
        }
      }
    }
    for (const m of t.matchAll(PATH_RE)) {
      const ref = m[1]!;
      const before = t[(m.index ?? 0) - 1];
      const isLinkTarget = isDoc && before === '(' && t[(m.index ?? 0) - 2] === ']';
      if (before === '"' || before === "'" || isLinkTarget || !isOurs(ref)) continue;
      if (!resolves(ref)) found.push({ file, line, reference: ref, why: 'no such file' });
    }
    for (const m of t.matchAll(DIR_RE)) {
      if (!input.isOutput(m[1]!) && !resolves(m[1]!)) found.push({ file, line, reference: m[1]!, why: 'no such folder' });
    }
    for (const m of t.matchAll(NPM_RUN_RE)) {
      if (!input.scripts.has(m[1]!)) found.push({ file, line, reference: `npm run ${m[1]}`, why: 'no such script in package.json' });
    }
    for (const m of t.matchAll(NPM_BUILTIN)) {
      if (!input.scripts.has(m[1]!)) found.push({ file, line, reference: `npm ${m[1]}`, why: 'no such script in package.json' });
    }
  }
  return found;
}

/** Every stale reference in the repository's tracked docs and source comments. */
export function staleReferences(root: string): StaleReference[] {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
  const tracked = git('ls-files');
  const known = new Set<string>();
  for (const f of tracked) {
    known.add(f);
    for (let d = path.posix.dirname(f); d !== '.'; d = path.posix.dirname(d)) known.add(d);
  }
  const exists = (rel: string) => known.has(rel);
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const input: DocReferenceInput = { exists, scripts: new Set(Object.keys(pkg.scripts)), isOutput: (rel) => isIgnored(root, rel) };
  const scanned = tracked.filter((f) => /\.(md|ts|tsx|cjs)$/.test(f) && !f.endsWith('.gen.ts') && !f.startsWith('scripts/fixtures/'));
  return scanned.flatMap((f) => staleReferencesIn(f, readFileSync(path.join(root, f), 'utf8'), input));
}

const ignoredCache = new Map<string, boolean>();
function isIgnored(root: string, rel: string): boolean {
  if (!ignoredCache.has(rel)) {
    let ignored = true;
    try { execFileSync('git', ['check-ignore', '-q', '--', rel], { cwd: root }); } catch { ignored = false; }
    ignoredCache.set(rel, ignored);
  }
  return ignoredCache.get(rel)!;
}
