/** The game list a visit keeps for the next visit's shell, with its logos' bytes. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GAMES_MEMO_TTL_MS, KEPT_LOGOS, LOGO_MAX_BYTES, LOGO_REFRESH_MS, type GamesMemo, keepGames, logoDataUrl, withKeptLogos } from './games-memo.ts';
import { GAMES_MEMO_KEY } from './stored-entry.ts';

const visit = { area: 'universal', lang: 'en' } as const;
const games = [
  { name: 'Star Saga', icon: 'https://api.test/1.svg' },
  { name: 'Dragon Tide', icon: 'https://api.test/2.svg' },
];
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"/>';
const svgReply = (body = SVG, type = 'image/svg+xml') => new Response(body, { headers: { 'content-type': type } });
/** A logo host that answers every logo with `reply()` and counts what it is asked. */
function host(reply: () => Response | Promise<Response> = () => svgReply()) {
  const asked: string[] = [];
  return { asked, fetchLogo: vi.fn(async (url: string) => { asked.push(url); return reply(); }) };
}
const stored = () => (JSON.parse(localStorage.getItem(GAMES_MEMO_KEY)!) as { value: GamesMemo; expires: number });

beforeEach(() => localStorage.clear());

describe('the list a visit keeps', () => {
  it('keeps each game with its logo\'s bytes as a data: address, in an entry that expires with the order', async () => {
    vi.useFakeTimers({ now: 1_000, toFake: ['Date'] });
    try {
      await keepGames(visit, games, undefined, host().fetchLogo);
    } finally {
      vi.useRealTimers();
    }
    const { value, expires } = stored();
    expect(expires).toBe(1_000 + GAMES_MEMO_TTL_MS);
    const logo = `data:image/svg+xml;base64,${btoa(SVG)}`;
    expect(value).toEqual({ area: 'universal', lang: 'en', games: [{ ...games[0], logo, logoAt: 1_000 }, { ...games[1], logo, logoAt: 1_000 }] });
  });

  it('reads a logo once a day: the next visit carries its bytes over by address and reads only a new one; a day later it reads them again', async () => {
    vi.useFakeTimers({ now: 1_000, toFake: ['Date'] });
    try {
      await keepGames(visit, games, undefined, host().fetchLogo);
      const more = [...games, { name: 'Moon Gate', icon: 'https://api.test/3.svg' }];
      vi.setSystemTime(1_000 + LOGO_REFRESH_MS - 1);
      const next = host();
      await keepGames(visit, more, undefined, next.fetchLogo);
      expect(next.asked).toEqual(['https://api.test/3.svg']);
      expect(stored().value.games.every((g) => g.logo?.startsWith('data:image/svg+xml;base64,'))).toBe(true);
      // A logo replaced at the same address: read again once its bytes are a day old.
      vi.setSystemTime(1_000 + LOGO_REFRESH_MS);
      const later = host(() => svgReply('<svg id="new"/>'));
      await keepGames(visit, more, undefined, later.fetchLogo);
      expect(later.asked).toEqual(['https://api.test/1.svg', 'https://api.test/2.svg']);
      expect(stored().value.games[0]!.logo).toBe(`data:image/svg+xml;base64,${btoa('<svg id="new"/>')}`);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the address only for a logo it may not read, that is too heavy, or that is not an image', async () => {
    const cases: [string, () => Promise<Response>][] = [
      ['no CORS (the fetch is refused)', () => Promise.reject(new TypeError('Failed to fetch'))],
      ['over the limit', async () => svgReply(`<svg>${'x'.repeat(LOGO_MAX_BYTES)}</svg>`)],
      ['not an image', async () => svgReply('<script>alert(1)</script>', 'text/html')],
      ['an error page', async () => new Response('gone', { status: 404, headers: { 'content-type': 'image/png' } })],
    ];
    for (const [why, reply] of cases) {
      localStorage.clear();
      await keepGames(visit, games.slice(0, 1), undefined, host(reply).fetchLogo);
      expect(stored().value.games.map(({ name, icon, logo }) => ({ name, icon, logo })), why).toEqual([{ ...games[0], logo: undefined }]);
    }
  });

  it('asks a host that refused a logo again a day later, not on every visit', async () => {
    vi.useFakeTimers({ now: 1_000, toFake: ['Date'] });
    try {
      const refusing = host(() => Promise.reject(new TypeError('Failed to fetch')));
      await keepGames(visit, games, undefined, refusing.fetchLogo);
      vi.setSystemTime(1_000 + LOGO_REFRESH_MS - 1);
      await keepGames(visit, games, undefined, refusing.fetchLogo);
      expect(refusing.asked).toHaveLength(2);
      expect(withKeptLogos(games), 'the cards show the addresses').toEqual(games);
      vi.setSystemTime(1_000 + LOGO_REFRESH_MS);
      await keepGames(visit, games, undefined, refusing.fetchLogo);
      expect(refusing.asked).toHaveLength(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it(`fetches the bytes of the first ${KEPT_LOGOS} logos only: the first screen's`, async () => {
    const many = Array.from({ length: KEPT_LOGOS + 3 }, (_, i) => ({ name: `Game ${i}`, icon: `https://api.test/${i}.svg` }));
    const h = host();
    await keepGames(visit, many, undefined, h.fetchLogo);
    expect(h.asked).toHaveLength(KEPT_LOGOS);
    expect(stored().value.games.filter((g) => g.logo)).toHaveLength(KEPT_LOGOS);
  });

  it('keeps nothing, and says nothing, when storage refuses the write', async () => {
    const setItem = vi.spyOn(localStorage, 'setItem').mockImplementation(() => { throw new DOMException('full', 'QuotaExceededError'); });
    try {
      await expect(keepGames(visit, games, undefined, host().fetchLogo)).resolves.toBeUndefined();
    } finally {
      setItem.mockRestore();
    }
    expect(localStorage.getItem(GAMES_MEMO_KEY)).toBeNull();
  });
});

describe('the app\'s cards', () => {
  it('show the kept bytes in place of a logo\'s address, and the address where none are kept', async () => {
    await keepGames(visit, games.slice(0, 1), undefined, host().fetchLogo);
    const shown = withKeptLogos(games);
    expect(shown[0]!.icon).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(shown[1]).toBe(games[1]);
  });
});

describe('a logo reply as bytes', () => {
  it('keeps the image type without its parameters, and the bytes as they came (binary included)', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff]);
    expect(await logoDataUrl(new Response(png, { headers: { 'content-type': 'Image/PNG; charset=binary' } }))).toBe(`data:image/png;base64,${btoa(String.fromCharCode(...png))}`);
  });
});
