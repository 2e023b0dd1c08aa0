import { describe, expect, it } from 'vitest';
import { commentLines, staleReferencesIn, type DocReferenceInput } from './doc-references.ts';

const files = new Set(['src', 'src/lib', 'src/lib/format.ts', 'scripts', 'scripts/lib', 'scripts/translations/glossary.ts', 'docs', 'docs/qa.md', 'README.md']);
const input: DocReferenceInput = {
  exists: (rel) => files.has(rel),
  scripts: new Set(['test', 'check', 'release']),
  isOutput: (rel) => rel.startsWith('dist-brands/'),
};
const refs = (file: string, text: string) => staleReferencesIn(file, text, input).map((r) => `${r.line}: ${r.reference} (${r.why})`);

describe('stale references in docs', () => {
  it('names a path no file answers, with its line', () => {
    expect(refs('README.md', 'See `src/lib/format.ts`.\nAnd `src/lib/gone.ts`.')).toEqual(['2: src/lib/gone.ts (no such file)']);
  });

  it('names a missing folder and an npm script package.json lacks', () => {
    expect(refs('README.md', 'Look in `src/boot/`; run `npm run check`, then `npm run ship -- ko` and `npm start`.')).toEqual([
      '1: src/boot/ (no such folder)', '1: npm run ship (no such script in package.json)', '1: npm start (no such script in package.json)',
    ]);
  });

  it('reads a path from the doc\'s folder, and src/-relative paths', () => {
    expect(refs('docs/index.md', '`./qa.md`, `./gone.md` and `lib/format.ts`')).toEqual(['1: ./gone.md (no such file)']);
  });

  it('leaves outputs, URLs, bundle paths, examples outside the repository and placeholders alone', () => {
    expect(refs('README.md', 'dist-brands/ko/nginx.conf, https://x.example/a/b.js, assets/index-x.js, ../last-release/bench.json, pages/x/x-page.tsx, "./brand.schema.json"')).toEqual([]);
  });
});

describe('stale references in comments', () => {
  it('reads comments only: a path in code is not a doc', () => {
    const source = "const p = 'src/lib/gone.ts';\n/**\n * Kept by scripts/lib/moved.ts\n */\nf(); // see lib/format.ts and lib/none.ts";
    expect(staleReferencesIn('src/x.ts', source, input).map((r) => `${r.line}: ${r.reference}`)).toEqual(['3: scripts/lib/moved.ts', '5: lib/none.ts']);
  });

  it('finds block and line comments', () => {
    expect(commentLines('a\n/* one */\nb // two\n/**\n * three\n */').map((c) => c.line)).toEqual([2, 3, 4, 5, 6]);
  });
});

describe('links in docs', () => {
  it('reads a link from the doc\'s folder and names one that leads nowhere', () => {
    expect(refs('docs/index.md', '[QA](qa.md), [top](../README.md#x), [web](https://x.example/a.md), [gone](../src/gone/)')).toEqual(['1: ../src/gone/ (link to no such file)']);
  });
});
