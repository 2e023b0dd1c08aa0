// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { glossaryFile, mergeGlossary, readGlossary, type Glossary } from './glossary.ts';
import { localeFile, readLocale } from '../lib/locales.ts';
import { markText, renderPreview } from './translator-preview.ts';

const g = (lang: string, brand?: string) => readGlossary(glossaryFile(lang, brand), brand !== undefined).glossary;
const en = readLocale(localeFile('en'))!;
const preview = (brand: string, lang: 'ar' | 'th' | 'zh-TW', base = readLocale(localeFile(lang))!) => renderPreview({
  brand, lang, en, base, own: readLocale(localeFile(lang, brand)) ?? {},
  glossary: mergeGlossary(g(lang) as Glossary, g(lang, brand)), source: g('en') as Glossary,
});
const row = (html: string, key: string) => html.split('<tr').find((r) => r.includes(`<code>${key}</code>`)) ?? '';

describe('translator preview', () => {
  it('lists every key, plural forms as the language\'s own, with no glossary problem on the real files', () => {
    const html = preview('dragon', 'th');
    expect(html).toContain('no glossary problems');
    expect(row(html, 'card.confirmBody.other')).toContain('<mark class="term"');
    expect(html).not.toContain('<code>card.confirmBody.one</code>'); // Thai has only `other`
    expect(html.match(/<th scope="row" dir="ltr"><code>/g)).toHaveLength(Object.keys(readLocale(localeFile('th'))!).length);
  });

  it('flags a glossary problem at its key: the avoided word marked, the chosen word named', () => {
    const th = { ...readLocale(localeFile('th'))!, 'result.gems': 'อัญมณีที่ได้รับ' };
    const html = preview('dragon', 'th', th);
    expect(html).toContain('1 glossary or style problem(s)');
    expect(row(html, 'result.gems')).toContain('class="bad');
    expect(row(html, 'result.gems')).toContain('<mark class="avoid" title="avoid: the glossary says “เจม” for gems">อัญมณี</mark>');
    expect(row(html, 'result.gems')).toContain('“อัญมณี”: the glossary says “เจม” (gems)');
  });

  it('flags a style rule broken at its key (th โปรด, review 4)', () => {
    const th = { ...readLocale(localeFile('th'))!, 'login.returnUnexpected': 'โปรดเข้าสู่ระบบอีกครั้ง' };
    const html = preview('dragon', 'th', th);
    expect(html).toContain('1 glossary or style problem(s)');
    expect(row(html, 'login.returnUnexpected')).toContain('“โปรด”: กรุณา for every request, never โปรด');
  });

  it('sets Arabic right to left, and marks whole words so that Arabic letters stay joined', () => {
    const html = preview('watt', 'ar');
    expect(html).toContain('<html lang="en" dir="rtl">');
    expect(row(html, 'card.gems')).toContain('<td lang="ar" dir="rtl"><mark class="term" title="glossary: gems">الجواهر</mark>');
  });

  it('shows a brand\'s own wording over the language\'s, tagged with the brand (joyage\'s Hong Kong zh-TW)', () => {
    const html = preview('joyage', 'zh-TW');
    expect(row(html, 'steps.label')).toContain('<span class="tag">joyage</span>');
    expect(row(html, 'steps.label')).toContain('<mark class="term" title="glossary: top-up">增值</mark>');
    expect(html).toContain('no glossary problems');
  });

  it('escapes the text it shows and sets placeholders apart', () => {
    const ru = readGlossary(glossaryFile('ru'), false).glossary as Glossary;
    expect(markText('<b>{{count}} кристаллов</b>', 'ru', ru))
      .toBe('&lt;b&gt;<code class="ph">{{count}}</code> <mark class="term" title="glossary: gems">кристаллов</mark>&lt;/b&gt;');
  });
});
