/**
 * The API document tells the truth about the storefront (issue 24): its "What the player
 * reads" section is what the storefront shows for each code of the catalogue, and its list
 * of departures from the specification is docs/backend.md's.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTRACT_FILE, errorCatalogue, loadContract } from '../../api/openapi-document.ts';
import en from '../../locales/en.json';
import { codeMessage } from '../stores/api-messages.ts';

const description = String((loadContract().info as { description: string }).description);

/** The text of the description's section `## <title>`, up to the next one. */
function section(title: string): string {
  const start = description.indexOf(`## ${title}\n`);
  expect(start, `the section "## ${title}"`).toBeGreaterThanOrEqual(0);
  const rest = description.slice(start + title.length + 4);
  const end = rest.indexOf('\n## ');
  return end < 0 ? rest : rest.slice(0, end);
}

/** The rows of the table that follows the paragraph starting with `**<label>**`, as cells. */
function table(text: string, label: string): string[][] {
  const at = text.indexOf(`**${label}**`);
  expect(at, `the table "${label}"`).toBeGreaterThanOrEqual(0);
  const lines = text.slice(at).split('\n');
  const first = lines.findIndex((l) => l.startsWith('|'));
  const rows: string[][] = [];
  for (const l of lines.slice(first + 2)) {
    if (!l.startsWith('|')) break;
    rows.push(l.slice(1, -1).split(' | ').map((c) => c.trim()));
  }
  return rows;
}

const SERVER_WORDS = 'words the server wrote';
const english = en as Record<string, string>;

describe('"What the player reads" in api/openapi.yaml is what the storefront shows', () => {
  const text = section('What the player reads');
  const own = table(text, 'Its own words');
  const generic = table(text, 'The generic words');
  const moves = table(text, 'A move, and no words');
  const shown = table(text, '`msg` shown');

  it('its own words: each code gets its key, never the server\'s msg, and the English the document quotes', () => {
    expect(own.length).toBeGreaterThan(10);
    for (const [code, words, key] of own) {
      const k = key!.replace(/`/g, '');
      expect(codeMessage(Number(code), SERVER_WORDS), code).toEqual({ key: k });
      expect(words!.startsWith(english[k]!), `${code}: "${words}" quotes ${k}, "${english[k]}"`).toBe(true);
    }
  });

  it('the generic words for request problems and the server\'s failures', () => {
    for (const [code] of generic) expect(codeMessage(Number(code), SERVER_WORDS), code).toEqual({ key: 'error.generic' });
    expect(text).toContain(`"${english['error.generic']}" (\`error.generic\`)`);
  });

  it('msg shown as text only where the document says so', () => {
    for (const [code] of shown) expect(codeMessage(Number(code), SERVER_WORDS), code).toEqual({ text: SERVER_WORDS });
    expect(codeMessage(-4242, SERVER_WORDS)).toEqual({ text: SERVER_WORDS }); // a code the catalogue does not list
  });

  it('every code of the catalogue is in exactly one table', () => {
    const documented = [...own, ...generic, ...moves, ...shown].map(([code]) => Number(code));
    expect([...documented].sort((a, b) => a - b)).toEqual(errorCatalogue().map((c) => c.code).sort((a, b) => a - b));
  });
});

describe('departures from the specification', () => {
  const titles = (text: string) => [...text.matchAll(/^\s*- \*\*(.+?)\*\*/gm)].map((m) => m[1]);

  it('docs/backend.md lists the same departures as the API document, in the same order', () => {
    const readme = fs.readFileSync(path.join(path.dirname(CONTRACT_FILE), '..', 'docs', 'backend.md'), 'utf8');
    const inReadme = readme.slice(readme.indexOf('## Departures from the specification'));
    const list = titles(inReadme.slice(0, inReadme.indexOf('\n## ', 5)));
    expect(list.length).toBeGreaterThanOrEqual(10);
    expect(list).toEqual(titles(section('Where the storefront departs from the specification')));
  });
});
