import { beforeEach, describe, expect, it, vi } from 'vitest';
import { handleTwitterReturn } from './twitter-return.ts';

const finish = vi.hoisted(() => vi.fn(async (_values: Record<string, string>) => {}));
vi.mock('./social.ts', () => ({ finishTwitterReturn: finish }));

function setPage(url: string): void {
  (window as unknown as { happyDOM: { setURL(u: string): void } }).happyDOM.setURL(url);
}

beforeEach(() => { finish.mockClear(); });

describe('coming back from Twitter', () => {
  it('takes oauth_token and oauth_verifier out of the address, keeping the route and its own query, and finishes the login', async () => {
    setPage('https://pay.watt-games.example/selectGoods?domain_area=universal&oauth_token=rt-1&oauth_verifier=tv.1');
    await handleTwitterReturn();
    expect(window.location.pathname + window.location.search).toBe('/selectGoods?domain_area=universal');
    expect(finish).toHaveBeenCalledWith({ oauth_token: 'rt-1', oauth_verifier: 'tv.1' });
  });

  it('a cancelled return (denied) is handed over too, so the player sees the failure', async () => {
    setPage('https://pay.watt-games.example/selectGame?denied=rt-1');
    await handleTwitterReturn();
    expect(window.location.search).toBe('');
    expect(finish).toHaveBeenCalledWith({ denied: 'rt-1' });
  });

  it('does nothing on an ordinary address, or with a token but no verifier', async () => {
    setPage('https://pay.watt-games.example/selectGame?client_id=1001');
    expect(handleTwitterReturn()).toBeUndefined();
    setPage('https://pay.watt-games.example/selectGame?oauth_token=x');
    expect(handleTwitterReturn()).toBeUndefined();
    expect(window.location.search).toBe('?oauth_token=x');
    expect(finish).not.toHaveBeenCalled();
  });
});
