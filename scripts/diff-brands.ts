/**
 * npm run diff-brands -- <a> <b>
 *
 * Each of a and b is a brand id (its build in dist-brands/) or the path of a brand build
 * folder, e.g. one kept from the last release. Prints what differs: config fields,
 * languages and locale texts, files and gzip sizes. Build first (npm run build).
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/brands.ts';
import { diffManifests } from './lib/diff-manifests.ts';
import { readManifest } from './lib/manifest.ts';

function resolve(arg: string): string {
  if (fs.existsSync(arg) && fs.statSync(arg).isDirectory()) return path.resolve(arg);
  return path.join(ROOT, 'dist-brands', arg);
}

const [a, b] = process.argv.slice(2).filter((x) => !x.startsWith('-'));
if (!a || !b) {
  console.error('usage: npm run diff-brands -- <brand or build folder> <brand or build folder>');
  process.exit(2);
}
const ma = readManifest(resolve(a));
const mb = readManifest(resolve(b));
for (const [arg, m] of [[a, ma], [b, mb]] as const) {
  if (!m) { console.error(`${arg}: no manifest.json in ${resolve(arg)} (run npm run build first)`); process.exit(2); }
}
console.log(`${a}  vs  ${b}\n` + diffManifests(ma!, mb!, [a, b]).join('\n'));
