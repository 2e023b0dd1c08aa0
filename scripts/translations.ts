/**
 * npm run translations -- <brand> <lang>
 *
 * Writes translations/<brand>-<lang>.html: every message of the language as the brand shows
 * it (the brand's file over the language's), beside the English, with the glossary's words
 * marked and its problems flagged (scripts/translations/translator-preview.ts; docs/translators.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Language } from '../brands/brand.ts';
import { ROOT, listBrandIds, loadBrand } from './lib/brands.ts';
import { glossaryFile, mergeGlossary, readGlossary, type Glossary } from './translations/glossary.ts';
import { localeFile, readLocale } from './lib/locales.ts';
import { renderPreview } from './translations/translator-preview.ts';
import { parseCommandLine, withUsage } from './lib/cli.ts';

const [brandId, lang] = withUsage('npm run translations -- <brand> <lang>', () => parseCommandLine(process.argv.slice(2), {}).positionals);
const fail = (why: string): never => { console.error(`translations: ${why}\n  usage: npm run translations -- <brand> <lang>`); process.exit(1); };
if (!brandId || !lang) fail('name a brand and one of its languages');
if (!(listBrandIds() as string[]).includes(brandId!)) fail(`no brand "${brandId}" (brands: ${listBrandIds().join(', ')})`);
const brand = loadBrand(brandId!);
if (!brand.languages.includes(lang as Language)) fail(`${brand.id} does not offer ${lang} (it offers ${brand.languages.join(', ')})`);

const glossary = (f: string, partial: boolean) => {
  const r = readGlossary(f, partial);
  if (r.problems.length) fail(r.problems.join('\n'));
  return r.glossary;
};
const en = readLocale(localeFile('en')) ?? fail('locales/en.json is missing');
const html = renderPreview({
  brand: brand.id, lang: lang as Language, en,
  base: lang === 'en' ? en : readLocale(localeFile(lang!)) ?? {},
  own: readLocale(localeFile(lang!, brand.id)) ?? {},
  glossary: mergeGlossary(glossary(glossaryFile(lang!), false) as Glossary, glossary(glossaryFile(lang!, brand.id), true)),
  source: glossary(glossaryFile('en'), false) as Glossary,
});
const out = path.join(ROOT, 'translations', `${brand.id}-${lang}.html`);
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, html);
console.log(`translations: ${path.relative(process.cwd(), out)}`);
