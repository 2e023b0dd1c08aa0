// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { glossaryFile, readGlossary, type Glossary } from './glossary.ts';
import { describeStyleProblem, staleStyleExceptions, styleListProblems, styleProblems, type StyleRule } from './style-rules.ts';

const fr: StyleRule[] = [
  { rule: 'the typographic apostrophe ’', text: ["'"] },
  { rule: 'a no-break space before : ; ? !', text: [' :', ' ;'] },
  { rule: 'vous throughout', words: ['tu', 'ton'], except: { 'legal.quote': 'quotes a title' } },
];

describe('style rules beside the glossary (review 4)', () => {
  it('catches the new key\'s slips review 4 found in fr: a straight apostrophe and a plain space before ":" and ";"', () => {
    const problems = styleProblems({
      'login.returnUnexpected': "Cette connexion n'a pas pu aboutir : elle a été annulée.",
      'result.confirming.body': 'Cette page se met à jour toute seule ; inutile de payer à nouveau.',
      'result.ok': 'Cette connexion n’a pas pu aboutir\u00a0: elle a été annulée.',
    }, 'fr', fr);
    expect(problems).toEqual([
      { key: 'login.returnUnexpected', rule: 'the typographic apostrophe ’', found: "'" },
      { key: 'login.returnUnexpected', rule: 'a no-break space before : ; ? !', found: ' :' },
      { key: 'result.confirming.body', rule: 'a no-break space before : ; ? !', found: ' ;' },
    ]);
    expect(describeStyleProblem(problems[1]!, 'locales/fr.json', 'locales/glossary/fr.json'))
      .toBe('locales/fr.json: key "login.returnUnexpected" has "␣:", against the style rule "a no-break space before : ; ? !" (locales/glossary/fr.json)');
  });

  it('matches `words` as whole words in any case, `text` exactly, `patterns` as regular expressions', () => {
    expect(styleProblems({ a: 'Ton compte', b: 'Tonalité', c: 'un tutoriel' }, 'fr', fr).map((p) => p.key)).toEqual(['a']);
    const th: StyleRule[] = [{ rule: 'กรุณา, never โปรด', text: ['โปรด'] }];
    expect(styleProblems({ x: 'โปรดเข้าสู่ระบบอีกครั้ง', y: 'กรุณาเข้าสู่ระบบอีกครั้ง' }, 'th', th).map((p) => p.key)).toEqual(['x']);
    const ja: StyleRule[] = [{ rule: 'お支払い', patterns: ['(?<!お)支払い'] }, { rule: '？　', patterns: ['[？！](?=[^\\s　」）』])'] }];
    expect(styleProblems({
      a: 'お支払いページで支払いを済ませて', b: 'お支払いページでお支払いを', c: '変更しますか？ログアウトし', d: '変更しますか？　ログアウトし', e: '変更しますか？',
    }, 'ja', ja).map((p) => `${p.key} ${p.found}`)).toEqual(['a 支払い', 'c ？']);
  });

  it('skips a key the rule excepts, and names an exception that excuses nothing', () => {
    expect(styleProblems({ 'legal.quote': 'tu', other: 'tu' }, 'fr', fr).map((p) => p.key)).toEqual(['other']);
    expect(staleStyleExceptions({ 'legal.quote': 'vous' }, 'fr', fr)).toEqual([{ key: 'legal.quote', rule: 'vous throughout' }]);
    expect(staleStyleExceptions({}, 'fr', fr)).toEqual([{ key: 'legal.quote', rule: 'vous throughout' }]);
  });

  it('names what is malformed in a file\'s list', () => {
    expect(styleListProblems([{ rule: 'x' }, { text: ['a'] }, { rule: 'y', patterns: ['('] }, { rule: 'z', text: [] }], 'g.json')).toEqual([
      'g.json: style rule 1 ("x") needs "text", "words" or "patterns"',
      'g.json: style rule 2 needs "rule": what the language does',
      expect.stringMatching(/^g\.json: style rule 3: pattern "\(": /),
      'g.json: style rule 4: "text" must be a list of non-empty strings',
    ]);
    expect(styleListProblems(undefined, 'g.json')).toEqual([]);
  });

  it('every language\'s own rules catch the slips review 4 found in its file (the texts as they were)', () => {
    const rulesOf = (lang: string, brand?: string) => (readGlossary(glossaryFile(lang, brand), !!brand).glossary as Glossary).style ?? [];
    const slips: [string, string, string, string?][] = [
      ['en', "This sign-in could not be completed: it was cancelled, has expired or did not start on this page.", 'sign-in'],
      ['de', 'Diese Anmeldung konnte nicht abgeschlossen werden: Sie wurde abgebrochen.', ' Sie '],
      ['fr', "Cette connexion n'a pas pu aboutir : elle a été annulée.", "'"],
      ['es', 'Escribe tu cuenta y contraseña', 'Escribe'],
      ['pt', 'Não foi possível concluir este início de sessão. Inicie sessão novamente.', 'sessão'],
      ['pl', 'Wczytywanie bezpiecznego formularza karty…', 'Wczytywanie'],
      ['ja', 'お支払いページで支払いを済ませてから', '支払い'],
      ['ja', 'アカウントを切り替えますか？ログアウトし、', '？'],
      ['th', 'โปรดเข้าสู่ระบบอีกครั้ง', 'โปรด'],
      ['zh-TW', '我們正在向支付服務商確認您的付款。', '支付'],
      ['zh-TW', '此應用程式的內建瀏覽器不支援這種登入方式。', '內建', 'joyage'],
      ['zh-TW', 'Cookie已遭封鎖', '遭', 'rhinosTwhk'],
    ];
    for (const [lang, text, found, brand] of slips) {
      expect(styleProblems({ k: text }, lang, rulesOf(lang, brand)).map((p) => p.found), `${brand ?? lang}: ${text}`).toContain(found);
    }
  });

  it('every language has style rules', () => {
    for (const lang of ['ar', 'de', 'en', 'es', 'fr', 'id', 'it', 'ja', 'ko', 'ms', 'pl', 'pt', 'ru', 'th', 'tr', 'vi', 'zh-CN', 'zh-TW']) {
      expect((readGlossary(glossaryFile(lang), false).glossary as Glossary).style?.length, lang).toBeGreaterThan(0);
    }
  });
});
