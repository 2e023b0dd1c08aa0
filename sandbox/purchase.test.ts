/**
 * A whole purchase with plain HTTP, as any client of the contract would do it:
 * login → game → server → role → goods → channel → order (twice with one key) → pay on
 * the stand-in payment site → status done.
 */
import { beforeEach, expect, it } from 'vitest';
import { type Envelope } from '../src/api/contract.ts';
import { obfuscatePassword } from '../src/api/obfuscation.ts';
import { control, formsOf, origin } from './test-helpers.ts';

const api = origin('api');
const storefront = 'http://127.0.0.1:5173';

async function get<T>(path: string, params: Record<string, string | number>): Promise<T> {
  const u = new URL(path, api);
  for (const [k, v] of Object.entries({ spec_lang: 'en', brand: 'watt', ...params })) u.searchParams.set(k, String(v));
  const env = (await (await fetch(u, { headers: { origin: storefront } })).json()) as Envelope<T>;
  expect(env.code, `${path}: ${env.msg}`).toBe(1);
  return env.content;
}

async function post<T>(path: string, token: string, body: unknown, key: string): Promise<T> {
  const res = await fetch(`${api}${path}?oauth_token=${token}`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': key, origin: storefront }, body: JSON.stringify(body),
  });
  expect(res.headers.get('access-control-allow-origin')).toBe(storefront);
  const env = (await res.json()) as Envelope<T>;
  expect(env.code, `${path}: ${env.msg}`).toBe(1);
  return env.content;
}

beforeEach(async () => {
  await control.reset();
  await control.setPayLag(2_000);
});

it('buys 300 Gems for Aria on S101 with PayPal, end to end', async () => {
  const login = await get<{ oauth_token: string }>('/util/login/auth', { username: obfuscatePassword('player1'), password: obfuscatePassword('Password1!') });
  const t = { oauth_token: login.oauth_token };
  const area = { domain_area: 'universal' };

  const games = await get<{ client_id: string; name: string }[]>('/api/game/game_list', area);
  const game = games.find((g) => g.name === 'Starfall')!;
  const g = { ...area, client_id: game.client_id };

  const [first] = await get<{ area_id: number }[]>('/api/game/area_list', g);
  const servers = await get<{ server_id: number }[]>('/api/game/server_list', { ...g, area_id: first!.area_id });
  const server = servers[0]!;
  const roles = await get<{ role_id: string; role_name: string }[]>('/api/game/role_list', { ...g, ...t, server_id: server.server_id });
  const role = roles.find((r) => r.role_name === 'Aria')!;

  const goods = await get<{ goods_id: number; display: string; price: number }[]>('/api/pay/goods_list', { ...g, ...t, server_id: server.server_id, role_id: role.role_id });
  const item = goods.find((x) => x.display === '300 Gems')!;
  const [region] = await get<{ region: string }[]>('/api/pay/region_list', { ...g, goods_id: item.goods_id });
  const channels = await get<{ channel_id: number; name: string }[]>('/api/pay/channel_list', { ...g, goods_id: item.goods_id, region: region!.region });
  const paypal = channels.find((c) => c.name === 'PayPal')!;

  const body = { brand: 'watt', ...g, server_id: server.server_id, role_id: role.role_id, goods_id: item.goods_id, channel_id: paypal.channel_id, region: region!.region, return_url: `${storefront}/result` };
  const key = 'purchase-1';
  const order = await post<{ billing_no: string; pay_url: string; status: string }>('/api/pay/create_order', login.oauth_token, body, key);
  const again = await post<{ billing_no: string }>('/api/pay/create_order', login.oauth_token, body, key);
  expect(again.billing_no).toBe(order.billing_no);
  expect((await control.orders('player1')).filter((o) => o.billing_no.startsWith('B'))).toHaveLength(1);
  expect(order.status).toBe('pending');

  // The stand-in payment site: press Pay.
  const page = await (await fetch(order.pay_url)).text();
  const pay = formsOf(page).find((f) => f.button === 'Pay')!;
  const done = await fetch(new URL(pay.action, order.pay_url), { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(pay.fields) });
  expect(done.status).toBe(303);
  expect(done.headers.get('location')).toBe(`${storefront}/result?billing_no=${order.billing_no}`);

  // "The order system may lag": pending first, done once the lag has passed.
  expect((await get<{ status: string }>('/api/pay/order_info', { ...t, billing_no: order.billing_no })).status).toBe('pending');
  await control.advanceClock(2_000);
  expect((await get<{ status: string }>('/api/pay/order_info', { ...t, billing_no: order.billing_no })).status).toBe('done');
});
