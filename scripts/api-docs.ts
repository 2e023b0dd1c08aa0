/**
 * npm run api-docs [-- --out dist-api]: the API document as one static HTML page (Redoc,
 * scripts inlined, so it opens from a file or any static host with no network and no
 * repository), and a copy of api/openapi.yaml beside it for generators.
 *
 * Redoc does not render vendor extensions, so the page's copy of the document carries each
 * call's x-error-codes written out in its description, with their meanings from the
 * ErrorCode schema. api/openapi.yaml itself stays as written.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stringify } from 'yaml';
import { UsageError, isCommand, parseCommandLine, withUsage } from './lib/cli.ts';
import { CONTRACT_FILE, contractOperations, errorCatalogue, loadContract, type OpenApiDoc } from '../api/openapi-document.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The document with each operation's error codes written into its description. */
export function withErrorCodesInDescriptions(source: OpenApiDoc): OpenApiDoc {
  const doc = structuredClone(source);
  const meaning = new Map(errorCatalogue(doc).map((c) => [c.code, c]));
  const line = (code: number) => {
    const c = meaning.get(code);
    return `- \`${code}\` ${c ? `${c.name}: ${c.description}` : '(not in the ErrorCode catalogue)'}`;
  };
  for (const op of contractOperations(doc)) {
    const raw = (doc.paths[op.path]![op.method] as Record<string, unknown>);
    const own = op.errorCodes.length ? op.errorCodes.map(line).join('\n') : '- none of its own';
    const section = `**Error codes** (\`x-error-codes\`), with HTTP 200:\n\n${own}\n\nand, like every call${op.bodyTypes.length ? ' with a body' : ''}: ${op.commonCodes.map((c) => `\`${c}\``).join(', ')}.`;
    raw.description = raw.description ? `${String(raw.description).trimEnd()}\n\n${section}` : section;
  }
  return doc;
}

/** The output folder `--out` names (default dist-api). */
export function parse(argv: string[]): string {
  const { values, positionals } = parseCommandLine(argv, { out: { type: 'string', default: 'dist-api' } });
  if (positionals.length) throw new UsageError(`no arguments but --out, not ${positionals.join(' ')}`);
  if (!values.out) throw new UsageError('--out needs a folder');
  return values.out;
}

function main(): void {
  const out = withUsage('npm run api-docs [-- --out dist-api]', () => parse(process.argv.slice(2)));
  const outDir = path.resolve(ROOT, out);
  mkdirSync(outDir, { recursive: true });
  const work = mkdtempSync(path.join(tmpdir(), 'api-docs-'));
  try {
    const annotated = path.join(work, 'openapi.yaml');
    writeFileSync(annotated, stringify(withErrorCodesInDescriptions(loadContract()), { lineWidth: 0 }));
    const html = path.join(outDir, 'index.html');
    const bin = path.join(ROOT, 'node_modules', '.bin', 'redocly');
    const run = spawnSync(bin, ['build-docs', annotated, '-o', html, '--inlineBundle', '--title', 'Game top-up storefront API'], {
      cwd: ROOT, stdio: 'inherit', env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    if (run.status !== 0) throw new Error(`redocly build-docs failed (exit ${run.status ?? run.signal})`);
    copyFileSync(CONTRACT_FILE, path.join(outDir, 'openapi.yaml'));
    console.log(`api-docs: ${path.relative(ROOT, html)} (open it in a browser; no network needed) and ${path.relative(ROOT, path.join(outDir, 'openapi.yaml'))}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (isCommand(import.meta.url)) main();
