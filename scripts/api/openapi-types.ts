/**
 * The TypeScript types of api/openapi.yaml (openapi-typescript), as the text of
 * src/api/openapi.gen.ts. `npm run api-types` writes it; `npm run check` compares the file
 * with a fresh generation and fails when they differ, so a change to the document cannot
 * ship with types that say something else.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { CONTRACT_FILE } from '../../api/openapi-document.ts';

export const TYPES_FILE = fileURLToPath(new URL('../../src/api/openapi.gen.ts', import.meta.url));

const HEADER = `/**
 * GENERATED from api/openapi.yaml by \`npm run api-types\` (openapi-typescript). Do not edit:
 * change the document and run the command again. \`npm run check\` fails when this file is
 * stale. src/api/contract.ts names the types the storefront and the sandbox use.
 */
`;

export async function generateTypes(): Promise<string> {
  const ast = await openapiTS(pathToFileURL(CONTRACT_FILE));
  return HEADER + astToString(ast);
}

/** null when the committed file matches the document, else what to do about it. */
export async function staleTypesProblem(): Promise<string | null> {
  let current = '';
  try { current = readFileSync(TYPES_FILE, 'utf8'); } catch { /* missing: stale */ }
  return current === (await generateTypes()) ? null : 'src/api/openapi.gen.ts does not match api/openapi.yaml: run `npm run api-types` and commit both.';
}
