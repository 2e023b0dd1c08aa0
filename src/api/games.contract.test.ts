import { listBrandIds } from '../../scripts/lib/brands.ts';
import { beforeEach, describe, expect, it } from 'vitest';
import { control, expectCode, origin, tokenOf } from '../../sandbox/test-helpers.ts';
import { CODE } from './contract.ts';
import { getGameList, getGameLogo, getRechargeConfig } from './games.ts';
import { getAreaList, getRoleList, getServerList, getUsedServerList, searchServer } from './servers.ts';

const silent = { silent: true };
const watt = { client_id: '1001', domain_area: 'universal' } as const;

beforeEach(() => control.reset());

describe('GET /api/game/game_list', () => {
  it('lists the brand\'s games offered in the domain area, with logos served from the API host', async () => {
    const games = await getGameList({ domain_area: 'universal' });
    expect(games.map((g) => g.client_id)).toEqual(['1001', '1002', '1003']);
    expect(games.map((g) => g.name)).toEqual(['Starfall', 'Ironclad', 'Nova Tactics']);
    const logo = await fetch(games[0]!.icon);
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    expect(await logo.text()).toMatch(/^<svg /);
    expect(games[0]!.icon.startsWith(origin('api'))).toBe(true);
    // 1003 is offered in the brand's first area only.
    expect((await getGameList({ domain_area: 'useuro' })).map((g) => g.client_id)).toEqual(['1001', '1002']);
  });
  it('has at least 3 games for every brand, including the brand files\' game codes', async () => {
    for (const id of listBrandIds()) {
      const { loadBrand } = await import('../../scripts/lib/brands.ts');
      const b = loadBrand(id);
      const ids = new Set<string>();
      for (const area of b.domainAreas) for (const g of await getGameList({ brand: id, domain_area: area })) ids.add(g.client_id);
      expect(ids.size, id).toBeGreaterThanOrEqual(3);
      for (const code of Object.values(b.gameCodes)) expect(ids.has(code.clientId), `${id} ${code.clientId}`).toBe(true);
      for (const cid of Object.keys(b.clientIdAreas ?? {})) expect(ids.has(cid), `${id} ${cid}`).toBe(true);
    }
  });
  it('answers -3014 for an area the brand does not serve or an unknown one, -1000 without brand', async () => {
    await expectCode(getGameList({ domain_area: 'kr' }, silent), CODE.WRONG_DOMAIN_AREA);
    await expectCode(getGameList({ domain_area: 'mars' as never }, silent), CODE.WRONG_DOMAIN_AREA);
    await expectCode(getGameList({ brand: 'nope' as never, domain_area: 'universal' }, silent), CODE.BAD_PARAM);
  });
});

describe('GET /api/config/game_logo and /api/config/recharge', () => {
  it('gives the icon; -3001 for an unknown game; -3014 for a game outside the area', async () => {
    expect(await getGameLogo({ client_id: '1002' })).toEqual({ client_id: '1002', icon: `${origin('api')}/static/logo/1002.svg` });
    await expectCode(getGameLogo({ client_id: '77' }, silent), CODE.GAME_NOT_FOUND);
    await expectCode(getGameLogo({ client_id: '1003', domain_area: 'useuro' }, silent), CODE.WRONG_DOMAIN_AREA);
  });
  it('gives the recharge texts and the 15-minute unlock', async () => {
    const c = await getRechargeConfig(watt);
    expect(c).toMatchObject({ client_id: '1001', game_name: 'Starfall', currency: 'USD', unlock_minutes: 15 });
    expect(c.recharge_explain.length).toBeGreaterThan(0);
    await expectCode(getRechargeConfig({ client_id: '1003', domain_area: 'useuro' }, silent), CODE.WRONG_DOMAIN_AREA);
    await expectCode(getRechargeConfig({ client_id: '0', domain_area: 'universal' }, silent), CODE.GAME_NOT_FOUND);
  });
});

describe('areas and servers', () => {
  it('two areas of five servers each; merged servers name their real server', async () => {
    const areas = await getAreaList(watt);
    expect(areas.length).toBeGreaterThanOrEqual(2);
    for (const a of areas) {
      const servers = await getServerList({ ...watt, area_id: a.area_id });
      expect(servers.length).toBeGreaterThanOrEqual(5);
      expect(servers.every((s) => s.area_id === a.area_id)).toBe(true);
    }
    const s105 = (await getServerList({ ...watt, area_id: 1 })).find((s) => s.server_id === 105)!;
    expect(s105.real_server).toBe('101');
    await expectCode(getServerList({ ...watt, area_id: 9 }, silent), CODE.SERVER_NOT_FOUND);
    await expectCode(getAreaList({ client_id: '9999', domain_area: 'universal' }, silent), CODE.GAME_NOT_FOUND);
  });
  it('finds a server by id; -3003 when there is none', async () => {
    expect(await searchServer({ ...watt, server_id: 203 })).toMatchObject({ area: { area_id: 2 }, server: { server_id: 203, server_name: 'S203 Cinder' } });
    await expectCode(searchServer({ ...watt, server_id: 999 }, silent), CODE.SERVER_NOT_FOUND);
  });
  it('used servers are where the player has roles; -600 without login', async () => {
    const used = await getUsedServerList({ ...watt, oauth_token: await tokenOf('player1') });
    expect(used.map((u) => u.server.server_id)).toEqual([101, 102, 201]);
    expect(await getUsedServerList({ ...watt, oauth_token: await tokenOf('player2') })).toEqual([]);
    await expectCode(getUsedServerList(watt, silent), CODE.TOKEN_INVALID);
  });
});

describe('GET /api/game/role_list', () => {
  it('lists the player\'s roles on a server, none on others', async () => {
    const oauth_token = await tokenOf('player1');
    expect(await getRoleList({ ...watt, server_id: 101, oauth_token })).toEqual([
      { role_id: '10101', role_name: 'Aria', level: 58, server_id: 101 },
      { role_id: '10102', role_name: 'Bront', level: 12, server_id: 101 },
    ]);
    expect(await getRoleList({ ...watt, server_id: 103, oauth_token })).toEqual([]);
  });
  it('answers -600, -3001, -3014, -3003', async () => {
    const oauth_token = await tokenOf('player1');
    await expectCode(getRoleList({ ...watt, server_id: 101 }, silent), CODE.TOKEN_INVALID);
    await expectCode(getRoleList({ ...watt, client_id: '2001', server_id: 101, oauth_token }, silent), CODE.WRONG_DOMAIN_AREA);
    await expectCode(getRoleList({ ...watt, client_id: '42', server_id: 101, oauth_token }, silent), CODE.GAME_NOT_FOUND);
    await expectCode(getRoleList({ ...watt, server_id: 106, oauth_token }, silent), CODE.SERVER_NOT_FOUND);
  });
});
