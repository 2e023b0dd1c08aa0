// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { brandGlossaryProblems, describeGlossaryProblems } from './check-locales.ts';
import { findForms, glossaryFile, readGlossary, TERMS, type Glossary, type Term, type TermEntry } from './glossary.ts';
import { localeFile, readLocale } from '../lib/locales.ts';

/** A glossary naming only the terms a test needs; the others have a word nothing uses. */
const glossary = (match: Glossary['match'], terms: Partial<Record<Term, TermEntry>>): Glossary => ({
  match,
  terms: Object.fromEntries(TERMS.map((t) => [t, terms[t] ?? { use: [`<${t}>`] }])) as Record<Term, TermEntry>,
});

const source = glossary('word', {
  gems: { use: ['gem*'], avoid: ['crystal*'] },
  'payment method': { use: ['payment method*'] },
  account: { use: ['account*'] },
});
const en = {
  'card.gems': 'Gems to receive',
  'result.gems': 'Gems received',
  'card.confirmBody.one': 'Exchange this card worth {{value}} for {{count}} gem?',
  'card.confirmBody.other': 'Exchange this card worth {{value}} for {{count}} gems?',
  'login.username': 'Account',
  'common.close': 'Close',
};
const ruGlossary = glossary('word', {
  gems: { use: ['кристаллы', 'кристалл*'], avoid: ['самоцвет*'] },
  account: { use: ['аккаунт*'], avoid: ['учётн*'], except: { 'login.username': 'the login field: Логин' } },
});
const check = (messages: Record<string, string>, lang = 'ru', g = ruGlossary) =>
  describeGlossaryProblems(messages, lang, g, `locales/glossary/${lang}.json`, en, source, () => `locales/${lang}.json`);

describe('glossary check', () => {
  it('names the file, the key and the word when a message uses an avoided word (ru самоцветы for кристаллы)', () => {
    expect(check({ 'card.gems': 'Будет начислено самоцветов', 'result.gems': 'Получено кристаллов' })).toEqual([
      'locales/ru.json: key "card.gems" says "самоцветов" where the glossary says "кристаллы" (gems; locales/glossary/ru.json)',
    ]);
  });

  it('catches a third word nobody listed: the English names the term and the text has none of its forms', () => {
    expect(check({ 'result.gems': 'Получено алмазов' })).toEqual([
      'locales/ru.json: key "result.gems" has no word for gems, the glossary says "кристаллы" (English: "Gems received"). Use it, or list the key under "except" in locales/glossary/ru.json with the reason',
    ]);
  });

  it('reads a plural form against its English `.other`, and every inflected form of the word', () => {
    expect(check({
      'card.confirmBody.one': 'Обменять эту карту номиналом {{value}} на {{count}} кристалл?',
      'card.confirmBody.many': 'Обменять эту карту номиналом {{value}} на {{count}} кристаллов?',
      'card.confirmBody.few': 'Обменять эту карту номиналом {{value}} на {{count}} самоцвета?',
    })).toEqual(['locales/ru.json: key "card.confirmBody.few" says "самоцвета" where the glossary says "кристаллы" (gems; locales/glossary/ru.json)']);
  });

  it('lets a listed exception through, and only for its own key and term', () => {
    expect(check({ 'login.username': 'Логин' })).toEqual([]);
    expect(check({ 'login.username': 'Учётная запись' })[0]).toContain('says "Учётная"');
  });

  it('does not take an avoided word inside the chosen one for a fault (ja お支払い方法 holds 支払い方法)', () => {
    const ja = glossary('anywhere', { 'payment method': { use: ['お支払い方法'], avoid: ['支払い方法'] } });
    const jaCheck = (text: string) => describeGlossaryProblems({ 'recharge.channel': text }, 'ja', ja, 'g', { 'recharge.channel': 'Payment method' }, source, () => 'locales/ja.json');
    expect(jaCheck('お支払い方法')).toEqual([]);
    expect(jaCheck('別の支払い方法を選んでください')).toEqual(['locales/ja.json: key "recharge.channel" says "支払い方法" where the glossary says "お支払い方法" (payment method; g)']);
  });

  it('matches whole words unless a form ends in *, and inside words where the language joins them', () => {
    expect(findForms('Une erreur s’est produite', ['produit'], 'word', 'fr')).toEqual([]);
    expect(findForms('Ce produit', ['produit'], 'word', 'fr')).toHaveLength(1);
    expect(findForms('Получено кристаллов', ['кристалл*'], 'word', 'ru').map((h) => h.end - h.start)).toEqual(['кристаллов'.length]);
    expect(findForms('ギフトカードでチャージ', ['チャージ'], 'anywhere', 'ja')).toHaveLength(1);
    expect(findForms('ギフトカードでチャージ', ['チャージ'], 'word', 'ja')).toEqual([]);
  });

  it('a brand\'s glossary redefines a term for the brand\'s merged messages, and names the file to override a key in', () => {
    const tw = glossary('anywhere', { account: { use: ['帳號'], avoid: ['帳戶'] } });
    const hk: Partial<Glossary> = { terms: { account: { use: ['帳戶'], avoid: ['帳號'] } } as Glossary['terms'] };
    const problems = brandGlossaryProblems({
      brand: 'joyage', lang: 'zh-TW', en: { ...en, 'account.change': 'Change account' }, source,
      base: { 'account.change': '切換帳號', 'login.username': '帳號', 'common.close': '關閉' },
      own: { 'account.change': '切換帳戶', 'common.close': '關閉帳號' },
      glossary: tw, brandGlossary: hk,
      files: { base: 'locales/zh-TW.json', own: 'locales/joyage/zh-TW.json', glossary: 'locales/glossary/joyage/zh-TW.json' },
    });
    expect(problems).toEqual([
      'locales/zh-TW.json as joyage reads it (override the key in locales/joyage/zh-TW.json): key "login.username" says "帳號" where the glossary says "帳戶" (account; locales/glossary/joyage/zh-TW.json)',
      'locales/joyage/zh-TW.json: key "common.close" says "帳號" where the glossary says "帳戶" (account; locales/glossary/joyage/zh-TW.json)',
    ]);
  });

  it('requires every term in a language\'s glossary, and only known terms', () => {
    const ru = readGlossary(glossaryFile('ru'), false);
    expect(ru.problems).toEqual([]);
    expect(Object.keys(ru.glossary!.terms!).sort()).toEqual([...TERMS].sort());
  });

  it('passes on the real files, and fires on a real file with one word planted back (ru card.gems)', () => {
    const real = readGlossary(glossaryFile('ru'), false).glossary as Glossary;
    const realSource = readGlossary(glossaryFile('en'), false).glossary as Glossary;
    const realEn = readLocale(localeFile('en'))!;
    const ru = readLocale(localeFile('ru'))!;
    const run = (m: Record<string, string>) => describeGlossaryProblems(m, 'ru', real, 'locales/glossary/ru.json', realEn, realSource, () => 'locales/ru.json');
    expect(run(ru)).toEqual([]);
    expect(run({ ...ru, 'card.gems': 'Будет начислено самоцветов' })).toEqual([
      'locales/ru.json: key "card.gems" says "самоцветов" where the glossary says "кристаллы" (gems; locales/glossary/ru.json)',
    ]);
  });
});
