/** The shell's step 1 cards, filled from the early list before the app has loaded. */
import { beforeEach, describe, expect, it } from 'vitest';
import { keepGames, withKeptLogos } from '../lib/games-memo.ts';
import { GAMES_MEMO_KEY } from '../lib/stored-entry.ts';
import { GAMES_SLOT_ATTR, paintGames, recallGames } from './paint-games.ts';

/** Step 1's slot as the build renders it (shell.tsx): loading blocks, then the hidden list with one pattern card. */
beforeEach(() => {
  document.body.innerHTML = `<div id="root"><main><h1>Select game</h1><div ${GAMES_SLOT_ATTR}="">
    <div class="choices-grid skeleton games" role="status"><div class="skeleton-block"></div></div>
    <fieldset class="choices games" hidden><legend class="choices-legend">Choose a game</legend><div class="choices-grid">
      <label class="choice"><input type="radio" class="choice-input" name="game" value=""><img class="game-logo" alt="" width="64" height="64"><span class="choice-title" dir="auto"></span></label>
    </div></fieldset></div></main></div>`;
});
const root = () => document.getElementById('root')!;

describe('the shell\'s game cards', () => {
  it('shows one card per game with its icon and name, in place of the loading blocks', () => {
    expect(paintGames(root(), [
      { name: 'Star Saga', icon: 'https://api.test/1.svg' },
      { name: 'Dragon Tide', icon: 'https://api.test/2.svg' },
    ])).toBe(true);
    const list = root().querySelector('fieldset')!;
    expect(list.hidden).toBe(false);
    expect([...list.querySelectorAll('.choice-title')].map((t) => t.textContent)).toEqual(['Star Saga', 'Dragon Tide']);
    expect([...list.querySelectorAll('img')].map((i) => i.getAttribute('src'))).toEqual(['https://api.test/1.svg', 'https://api.test/2.svg']);
    expect(root().querySelector('.skeleton')).toBeNull();
  });

  it('shows a logo from the bytes the last visit kept, where it kept them, without asking its host', () => {
    const bytes = 'data:image/svg+xml;base64,PHN2Zy8+';
    paintGames(root(), [
      { name: 'Star Saga', icon: 'https://api.test/1.svg', logo: bytes },
      { name: 'Dragon Tide', icon: 'https://api.test/2.svg' },
    ]);
    expect([...root().querySelectorAll('img')].map((i) => i.getAttribute('src'))).toEqual([bytes, 'https://api.test/2.svg']);
  });

  it('shows a game name as text, never as markup', () => {
    paintGames(root(), [{ name: '<img src=x onerror="alert(1)">Saga', icon: 'https://api.test/1.svg' }]);
    const title = root().querySelector('.choice-title')!;
    expect(title.textContent).toBe('<img src=x onerror="alert(1)">Saga');
    expect(title.querySelector('img')).toBeNull();
  });

  it('leaves the loading blocks for the app when the list is empty (the app says there are no games)', () => {
    expect(paintGames(root(), [])).toBe(false);
    expect(root().querySelector('.skeleton')).not.toBeNull();
    expect(root().querySelector('fieldset')!.hidden).toBe(true);
  });

  it('does nothing once the app has replaced the shell', () => {
    root().innerHTML = '<main><section><h1>Select game</h1></section></main>';
    expect(paintGames(root(), [{ name: 'Star Saga', icon: 'https://api.test/1.svg' }])).toBe(false);
    expect(root().querySelector('.choice')).toBeNull();
  });
});

const visit = { area: 'universal', lang: 'en' } as const;
const games = [
  { name: 'Star Saga', icon: 'https://api.test/1.svg' },
  { name: 'Dragon Tide', icon: 'https://api.test/2.svg' },
];
/** A logo host that refuses every read: the list is kept by address. */
const noLogos = () => Promise.reject(new TypeError('Failed to fetch'));

describe('the list the next visit recalls', () => {
  beforeEach(() => localStorage.clear());

  it('is none for another area or language (another list), nor once expired', async () => {
    await keepGames(visit, games, undefined, noLogos);
    expect(recallGames({ area: 'kr', lang: 'en' })).toBeNull();
    expect(recallGames({ area: 'universal', lang: 'de' })).toBeNull();
    const { value } = JSON.parse(localStorage.getItem(GAMES_MEMO_KEY)!) as { value: unknown };
    localStorage.setItem(GAMES_MEMO_KEY, JSON.stringify({ value, expires: Date.now() - 1 }));
    expect(recallGames(visit)).toBeNull();
  });

  it('is none from a broken or foreign entry, so the shell never throws before the app starts', () => {
    for (const raw of ['{', 'null', JSON.stringify({ value: { area: 'universal', lang: 'en', games: 'x' } }), JSON.stringify({ value: { area: 'universal', lang: 'en', games: [null] } })]) {
      localStorage.setItem(GAMES_MEMO_KEY, raw);
      expect(recallGames(visit)).toBeNull();
      expect(withKeptLogos(games)).toEqual(games);
    }
  });
});
