/**
 * npm run check (after tsc): every brand file, every locale file, every path or script a
 * doc or comment names, and the length of every source file, all problems at once.
 */
import { BrandFileError, type Brand } from '../brands/brand.ts';
import { brandSchemaFileProblem, brandSetProblems, listBrandIds, loadBrand } from './lib/brands.ts';
import { localeProblems } from './translations/check-locales.ts';
import { staleReferences } from './check/doc-references.ts';
import { longFiles } from './check/file-lengths.ts';

const problems: string[] = [];
const brands: Brand[] = [];
for (const id of listBrandIds()) {
  try { brands.push(loadBrand(id)); } catch (e) {
    if (e instanceof BrandFileError) problems.push(...e.message.split('\n')); else throw e;
  }
}
problems.push(...brandSetProblems(brands));
const staleSchema = brandSchemaFileProblem();
if (staleSchema) problems.push(staleSchema);
problems.push(...localeProblems(brands));
for (const r of staleReferences(process.cwd())) problems.push(`${r.file}:${r.line}: names ${r.reference}: ${r.why}`);
problems.push(...longFiles(process.cwd()));
if (problems.length) {
  console.error(`check failed (${problems.length} problem(s)):\n${problems.map((p) => (p.includes('\n') ? p : `  - ${p}`)).join('\n')}`);
  process.exit(1);
}
console.log(`check: ${brands.length} brand files and the locales of ${new Set(brands.flatMap((b) => b.languages)).size} languages are complete; docs and comments name only what exists; no source file is over 300 lines`);
