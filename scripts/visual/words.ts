/**
 * The wording a build shows, read from the build itself: its locale chunks hold each
 * language's messages as merged for the brand (English, the language, the brand's own
 * folder: locales/<brand>/), so the walk finds controls by the labels this build's players
 * read, whatever checkout made it (joyage's and rhinosTwhk's zh-TW are their own).
 */
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import type { Words } from '../../e2e/journey-steps.ts';
import { translateText } from '../../sandbox/i18n.ts';
import { SANDBOX_LANGUAGES, type SandboxLanguage } from '../../sandbox/seed/texts.ts';
import { localeChunkName } from '../build/vite-brand.ts';

/** The string literal a locale chunk passes to JSON.parse (a template literal with no substitution, or a quoted string). */
const LITERAL = /JSON\.parse\((`(?:[^`\\$]|\\.|\$(?!\{))*`|"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')\)/;

/** Messages of one locale chunk file. */
export function chunkMessages(source: string): Record<string, string> {
  const lit = LITERAL.exec(source)?.[1];
  if (!lit) throw new Error('no JSON.parse of a string literal in it');
  return JSON.parse(vm.runInNewContext(lit, {}, { timeout: 1000 }) as string) as Record<string, string>;
}

/** A language's messages in the build at `dir`: its first-screen chunk and its later one, merged. */
export function buildMessages(dir: string, lang: string): Record<string, string> {
  const assets = path.join(dir, 'assets');
  const files = fs.existsSync(assets) ? fs.readdirSync(assets).filter((f) => f.endsWith('.js')) : [];
  const pick = (name: string) => files.filter((f) => f.startsWith(`${name}-`) && /^[\w-]+$/.test(f.slice(name.length + 1, -3)) && !f.slice(name.length + 1).startsWith('later-'));
  const found = [...pick(localeChunkName(lang)), ...pick(localeChunkName(lang, 'later'))];
  if (!found.length) throw new Error(`${dir}: no messages for ${lang} in assets/ (${localeChunkName(lang)}-*.js)`);
  return Object.assign({}, ...found.map((f) => {
    try { return chunkMessages(fs.readFileSync(path.join(assets, f), 'utf8')); } catch (e) { throw new Error(`${dir}/assets/${f}: ${(e as Error).message}`); }
  })) as Record<string, string>;
}

/** The build's messages in `lang` and the sandbox's names as it sends them in `lang` (English where it has none). */
export function buildWords(dir: string, lang: string): Words {
  const m = buildMessages(dir, lang) as Words['m'];
  const sandboxLang: SandboxLanguage = (SANDBOX_LANGUAGES as readonly string[]).includes(lang) ? (lang as SandboxLanguage) : 'en';
  return { lang: sandboxLang, m, sandbox: (s) => translateText(s, sandboxLang) };
}
