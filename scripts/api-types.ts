/**
 * npm run api-types: writes src/api/openapi.gen.ts (the types) and src/api/answer-shapes.gen.ts
 * (the answers' shapes the client checks) from api/openapi.yaml.
 * With --check (part of npm run check) it writes nothing and exits 1 when either is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { SHAPES_FILE, generateShapes } from './api/answer-shapes.ts';
import { generateTypes, staleTypesProblem, TYPES_FILE } from './api/openapi-types.ts';
import { parseCommandLine, withUsage } from './lib/cli.ts';

const read = (f: string) => { try { return readFileSync(f, 'utf8'); } catch { return ''; } };

const { values } = withUsage('npm run api-types [-- --check]', () => parseCommandLine(process.argv.slice(2), { check: { type: 'boolean' } }));
if (values.check) {
  const problems = [await staleTypesProblem()];
  if (read(SHAPES_FILE) !== generateShapes()) problems.push('src/api/answer-shapes.gen.ts does not match api/openapi.yaml: run `npm run api-types` and commit both.');
  const found = problems.filter((p): p is string => p !== null);
  if (found.length) {
    for (const p of found) console.error(`api-types: ${p}`);
    process.exit(1);
  }
  console.log('api-types: src/api/openapi.gen.ts and answer-shapes.gen.ts match api/openapi.yaml');
} else {
  writeFileSync(TYPES_FILE, await generateTypes());
  writeFileSync(SHAPES_FILE, generateShapes());
  console.log('api-types: wrote src/api/openapi.gen.ts and src/api/answer-shapes.gen.ts');
}
