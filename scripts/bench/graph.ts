/**
 * The load graph of a built brand folder, read from the files a browser would get rather
 * than from build metadata: what index.html asks for (module script, stylesheets,
 * modulepreloads), and in every emitted JS chunk its static imports (`import … from`,
 * `export … from`) and its dynamic `import()`s together with the files Vite's preload
 * helper fetches beside each one (the CSS of a lazy page, its shared chunks), and the
 * workers it starts (`new Worker(new URL(…))`), fetched later as imports are. Measuring
 * the shipped artefact means a change to the build config cannot fool the bench.
 *
 * Chunks are parsed with the parser Vite itself ships (`parseAst`, oxc), not with regular
 * expressions: minified code puts `import(` and quotes in strings and templates too.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseAst } from 'vite';
import { listFiles } from '../build/manifest.ts';

/** What index.html references, as paths relative to the folder ("assets/index-x.js"). */
export interface HtmlRefs {
  /**
   * The entry chunks: `<script type="module" src>`, or the module script an inline script
   * adds (`s.type="module"… s.src="…"`: the storefront runs its main chunk once the shell is
   * painted, scripts/build/boot-plugin.ts).
   */
  entries: string[];
  /** `<link rel="stylesheet">`. */
  stylesheets: string[];
  /** `<link rel="modulepreload">`: fetched at once, in parallel with the entry. */
  modulepreloads: string[];
  /**
   * What the head script preloads off the boot config (`#boot-config`, src/boot/boot-config.ts):
   * each language's first-screen messages, the visit's asked for once the shell is on screen.
   */
  headPreloads: string[];
  /** The code of each inline `<script>` (not JSON data): JavaScript that runs before first paint too. */
  inlineScripts: string[];
}

export interface DynamicImport {
  /** The chunk that `import()` loads. */
  target: string;
  /** Files the preload helper fetches with it (Vite's deps list: its CSS and static chunks). */
  preload: string[];
}

export interface ChunkRefs {
  staticImports: string[];
  dynamicImports: DynamicImport[];
}

export interface BundleGraph {
  dir: string;
  /** Every file of the folder except manifest.json, relative, with forward slashes. */
  files: string[];
  html: HtmlRefs;
  /** Keyed by file, for every .js file of the folder. */
  chunks: Map<string, ChunkRefs>;
}

type AstNode = { type: string; [key: string]: unknown };
const isNode = (v: unknown): v is AstNode => typeof v === 'object' && v !== null && typeof (v as AstNode).type === 'string';

/** Visits every node once, depth first; `visit` returning false skips the node's children. */
function walk(node: unknown, visit: (n: AstNode) => boolean | void): void {
  if (Array.isArray(node)) { for (const c of node) walk(c, visit); return; }
  if (!isNode(node)) return;
  if (visit(node) === false) return;
  for (const [k, v] of Object.entries(node)) if (k !== 'type' && typeof v === 'object' && v !== null) walk(v, visit);
}

/** The value of a string literal or a template literal without expressions, else null. */
function stringValue(n: unknown): string | null {
  if (!isNode(n)) return null;
  if (n.type === 'Literal' && typeof n.value === 'string') return n.value;
  if (n.type === 'TemplateLiteral' && Array.isArray(n.expressions) && n.expressions.length === 0) {
    const q = (n.quasis as { value: { cooked: string | null } }[])[0];
    return q?.value.cooked ?? null;
  }
  return null;
}

/** "./x.js" from chunk "assets/a.js" is "assets/x.js"; a bare or absolute URL is kept out (null). */
function resolveFrom(chunk: string, spec: string): string | null {
  if (spec.startsWith('./') || spec.startsWith('../')) return path.posix.normalize(path.posix.join(path.posix.dirname(chunk), spec));
  if (spec.startsWith('/') && !spec.startsWith('//')) return spec.slice(1);
  return null;
}

/** Preload deps are written relative to the base ("assets/x.css"), or absolute from it. */
const fromBase = (dep: string) => dep.replace(/^\//, '');

/** Parses one chunk: its static imports and each dynamic import with its preload list. */
export function chunkRefs(file: string, code: string): ChunkRefs {
  const program = parseAst(code, null, file) as unknown as AstNode;
  const staticImports = new Set<string>();
  const dynamicImports: DynamicImport[] = [];
  const handled = new Set<AstNode>();
  // Vite's helper table: const __vite__mapDeps = (i, m = …, d = (m.f || (m.f = ["assets/…", …]))) => …
  let depTable: string[] = [];
  walk(program, (n) => {
    if (n.type === 'VariableDeclarator' && isNode(n.id) && n.id.name === '__vite__mapDeps') {
      walk(n.init, (m) => {
        if (m.type !== 'ArrayExpression') return;
        const els = (m.elements as unknown[]).map(stringValue);
        if (els.length && els.every((e): e is string => e !== null)) depTable = els.map(fromBase);
      });
      return false;
    }
    return true;
  });
  const depsOf = (arg: unknown): string[] => {
    if (!isNode(arg)) return [];
    if (arg.type === 'ArrayExpression') return (arg.elements as unknown[]).map(stringValue).filter((s): s is string => s !== null).map(fromBase);
    // __vite__mapDeps([0, 2]) → entries of the table
    if (arg.type === 'CallExpression' && isNode(arg.callee) && arg.callee.name === '__vite__mapDeps') {
      const idx = (arg.arguments as unknown[])[0];
      if (isNode(idx) && idx.type === 'ArrayExpression') {
        return (idx.elements as unknown[]).flatMap((e) => (isNode(e) && typeof e.value === 'number' && depTable[e.value] ? [depTable[e.value]!] : []));
      }
    }
    return [];
  };
  walk(program, (n) => {
    switch (n.type) {
      case 'ImportDeclaration':
      case 'ExportNamedDeclaration':
      case 'ExportAllDeclaration': {
        const spec = stringValue(n.source);
        const f = spec === null ? null : resolveFrom(file, spec);
        if (f) staticImports.add(f);
        break;
      }
      case 'CallExpression': {
        // preload(() => import("./x.js"), deps): Vite's wrapper around every dynamic import.
        const [fn, deps] = n.arguments as unknown[];
        if (isNode(fn) && fn.type === 'ArrowFunctionExpression' && isNode(fn.body) && fn.body.type === 'ImportExpression') {
          const spec = stringValue(fn.body.source);
          const target = spec === null ? null : resolveFrom(file, spec);
          if (target) {
            dynamicImports.push({ target, preload: depsOf(deps).filter((d) => d !== target) });
            handled.add(fn.body);
          }
        }
        break;
      }
      case 'NewExpression': {
        // new Worker(new URL("/assets/x.worker-h.js", import.meta.url)): Vite's worker, a
        // file the chunk has fetched once it runs, as an import() would.
        const [url] = n.arguments as unknown[];
        if (!isNode(n.callee) || !['Worker', 'SharedWorker'].includes(n.callee.name as string)) break;
        if (!isNode(url) || url.type !== 'NewExpression' || !isNode(url.callee) || url.callee.name !== 'URL') break;
        const spec = stringValue((url.arguments as unknown[])[0]);
        const target = spec === null ? null : resolveFrom(file, spec);
        if (target) dynamicImports.push({ target, preload: [] });
        break;
      }
      case 'ImportExpression': {
        if (handled.has(n)) break;
        const spec = stringValue(n.source);
        const target = spec === null ? null : resolveFrom(file, spec);
        if (target) dynamicImports.push({ target, preload: [] });
        break;
      }
    }
  });
  return { staticImports: [...staticImports], dynamicImports };
}

/** The attributes of each `<script>` and `<link>` tag of an HTML document. */
function tags(html: string): { tag: string; attrs: Record<string, string> }[] {
  const out: { tag: string; attrs: Record<string, string> }[] = [];
  for (const m of html.matchAll(/<(script|link)\b([^>]*)>/gi)) {
    const attrs: Record<string, string> = {};
    for (const a of (m[2] ?? '').matchAll(/([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
      attrs[a[1]!.toLowerCase()] = a[2] ?? a[3] ?? a[4] ?? '';
    }
    out.push({ tag: m[1]!.toLowerCase(), attrs });
  }
  return out;
}

/** The code of the inline classic and module scripts (a `src` or a data type such as JSON is not code here). */
function inlineScripts(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const open = m[1] ?? '';
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(open)?.[1]?.toLowerCase() ?? '';
    const code = m[2] ?? '';
    if (/\bsrc\s*=/i.test(open) || !['', 'module', 'text/javascript'].includes(type) || !code.trim()) continue;
    out.push(code);
  }
  return out;
}

/** The first-screen messages' chunks the boot config names (none without a config or with a broken one). */
function bootConfigPreloads(html: string): string[] {
  const json = /<script type="application\/json" id="boot-config">([\s\S]*?)<\/script>/.exec(html)?.[1];
  try {
    const messages = (json ? JSON.parse(json) : {}).firstMessages as Record<string, unknown> | undefined;
    return Object.values(messages ?? {}).filter((f): f is string => typeof f === 'string');
  } catch {
    return [];
  }
}

/** Local references of index.html (remote ones, e.g. a preconnect, are not files of the bundle). */
export function htmlRefs(html: string): HtmlRefs {
  const local = (href: string | undefined) => (href && href.startsWith('/') && !href.startsWith('//') ? href.slice(1) : null);
  const refs: HtmlRefs = { entries: [], stylesheets: [], modulepreloads: [], headPreloads: bootConfigPreloads(html), inlineScripts: inlineScripts(html) };
  for (const { tag, attrs } of tags(html)) {
    const rel = (attrs.rel ?? '').toLowerCase().split(/\s+/);
    if (tag === 'script' && attrs.type === 'module') { const f = local(attrs.src); if (f) refs.entries.push(f); }
    if (tag === 'link' && rel.includes('stylesheet')) { const f = local(attrs.href); if (f) refs.stylesheets.push(f); }
    if (tag === 'link' && rel.includes('modulepreload')) { const f = local(attrs.href); if (f) refs.modulepreloads.push(f); }
  }
  for (const code of refs.inlineScripts) {
    const f = local(/\.type\s*=\s*["']module["'][\s\S]*?\.src\s*=\s*["']([^"']+)["']/.exec(code)?.[1]);
    if (f) refs.entries.push(f);
  }
  return refs;
}

export function readBundleGraph(dir: string): BundleGraph {
  const files = listFiles(dir).map((f) => f.split(path.sep).join('/'));
  const html = htmlRefs(fs.readFileSync(path.join(dir, 'index.html'), 'utf8'));
  const chunks = new Map<string, ChunkRefs>();
  for (const f of files.filter((x) => x.endsWith('.js'))) chunks.set(f, chunkRefs(f, fs.readFileSync(path.join(dir, f), 'utf8')));
  return { dir, files, html, chunks };
}

/** The roots and every chunk they import statically, transitively (what must load before they run). */
export function staticClosure(g: BundleGraph, roots: readonly string[]): string[] {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const f = stack.pop()!;
    if (seen.has(f)) continue;
    seen.add(f);
    for (const i of g.chunks.get(f)?.staticImports ?? []) stack.push(i);
  }
  return [...seen];
}

/** Every dynamic import reachable from the roots, each once (by target). */
export function dynamicImportsFrom(g: BundleGraph, roots: readonly string[]): DynamicImport[] {
  const byTarget = new Map<string, DynamicImport>();
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length) {
    const f = queue.shift()!;
    if (seen.has(f)) continue;
    seen.add(f);
    const refs = g.chunks.get(f);
    if (!refs) continue;
    queue.push(...refs.staticImports);
    for (const d of refs.dynamicImports) {
      const had = byTarget.get(d.target);
      byTarget.set(d.target, { target: d.target, preload: [...new Set([...(had?.preload ?? []), ...d.preload])] });
      queue.push(d.target);
    }
  }
  return [...byTarget.values()];
}
