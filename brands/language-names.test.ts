import { describe, expect, it } from 'vitest';
import { LANGUAGE_NAMES } from './language-names.ts';

describe('the language menu\'s names', () => {
  it('start with a capital where the script has one, as a menu item does ("Français", "Polski")', () => {
    for (const [lang, name] of Object.entries(LANGUAGE_NAMES)) expect(name[0], lang).toBe(name[0]!.toLocaleUpperCase(lang));
  });

  it('name the language, not the country or the script alone', () => {
    expect([LANGUAGE_NAMES.id, LANGUAGE_NAMES.ms]).toEqual(['Bahasa Indonesia', 'Bahasa Melayu']);
    expect([LANGUAGE_NAMES['zh-CN'], LANGUAGE_NAMES['zh-TW']]).toEqual(['简体中文', '繁體中文']);
  });
});
