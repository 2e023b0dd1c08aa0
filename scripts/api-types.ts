/**
 * npm run api-types: writes src/api/openapi.gen.ts from api/openapi.yaml.
 * With --check (part of npm run check) it writes nothing and exits 1 when the file is stale.
 */
import { writeFileSync } from 'node:fs';
import { generateTypes, staleTypesProblem, TYPES_FILE } from './lib/openapi-types.ts';

if (process.argv.includes('--check')) {
  const problem = await staleTypesProblem();
  if (problem) {
    console.error(`api-types: ${problem}`);
    process.exit(1);
  }
  console.log('api-types: src/api/openapi.gen.ts matches api/openapi.yaml');
} else {
  writeFileSync(TYPES_FILE, await generateTypes());
  console.log('api-types: wrote src/api/openapi.gen.ts');
}
