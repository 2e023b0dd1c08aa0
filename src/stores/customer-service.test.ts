import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS as API, type RechargeConfig } from '../api/contract.ts';
import { fakeApi, setPage, type FakeHandler } from '../test/fake-api.ts';
import { resetStoresForTests } from '../test/reset-stores.ts';
import { setTrackingEnabled, setTrackingFetch } from '../tracking/send.ts';
import { contactResultService, prepareCustomerService, resetCustomerServiceForTests } from './customer-service.ts';
import { setDomainArea } from './domain-area.ts';
import { toast } from './toast.ts';

const config: RechargeConfig = {
  client_id: '1001', game_name: 'Starfall', currency: 'USD', recharge_explain: [], unlock_minutes: 15, customer_service_url: 'https://www.watt-games.example/support',
};

let api: ReturnType<typeof fakeApi>;
let events: { event: number }[];
const serve = (routes: Record<string, FakeHandler>) => { api = fakeApi(routes); };

/** A stand-in for window.open: what was opened, and the blank window a tap opened before its address was known. */
function fakeWindows() {
  const blank = { opener: {} as unknown, closed: false, location: { replace: vi.fn() }, close: vi.fn() };
  const open = vi.spyOn(window, 'open').mockImplementation(((url?: string) => (url ? null : blank)) as typeof window.open);
  return { open, blank };
}

beforeEach(() => {
  resetStoresForTests();
  resetCustomerServiceForTests();
  setDomainArea('universal');
  setPage('https://pay.watt-games.example/result?billing_no=B1');
  events = [];
  setTrackingFetch(async (_url, init) => { events.push(JSON.parse(String(init.body))); });
  setTrackingEnabled(true);
});
afterEach(() => {
  setTrackingEnabled(false);
  setTrackingFetch(null);
  api?.restore();
  vi.restoreAllMocks();
});

describe('contact customer service on the result page (spec sections 2 and 7)', () => {
  it('with the address asked for when the page opened, the tap opens it at once, in a new window, and sends event 2', async () => {
    serve({ [API.rechargeConfig]: () => config });
    prepareCustomerService('1001');
    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]!.query.get('client_id')).toBe('1001');
    await Promise.resolve();
    const { open } = fakeWindows();
    contactResultService('1001'); // not awaited: nothing to wait for
    expect(open).toHaveBeenCalledWith('https://www.watt-games.example/support', '_blank', 'noopener,noreferrer');
    await vi.waitFor(() => expect(events.map((e) => e.event)).toEqual([2]));
  });

  it('a support address with userinfo on a listed host opens without it (issue 24)', async () => {
    serve({ [API.rechargeConfig]: () => ({ ...config, customer_service_url: 'https://evil.example@www.watt-games.example/support' }) });
    prepareCustomerService('1001');
    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    await Promise.resolve();
    const { open } = fakeWindows();
    contactResultService('1001');
    expect(open).toHaveBeenCalledWith('https://www.watt-games.example/support', '_blank', 'noopener,noreferrer');
  });

  it('before the address is in, the tap still opens the window (blank, its way back cut), and sends it on when the address arrives', async () => {
    let answer!: (v: unknown) => void;
    serve({ [API.rechargeConfig]: () => new Promise((r) => { answer = r; }) });
    const { open, blank } = fakeWindows();
    contactResultService('1001');
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(blank.opener).toBeNull();
    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    answer(config);
    await vi.waitFor(() => expect(blank.location.replace).toHaveBeenCalledWith('https://www.watt-games.example/support'));
  });

  // watt's hosts.customerService lists https://www.watt-games.example only.
  it.each([
    ['not http(s)', 'javascript:alert(1)'],
    ['on a host the brand does not list', 'https://evil.example/cs'],
    ['plain http on the listed host', 'http://www.watt-games.example/support'],
    ['on a look-alike host', 'https://www.watt-games.example.evil.example/cs'],
  ])('an address %s is never opened: the blank window closes and the page says so', async (_what, url) => {
    serve({ [API.rechargeConfig]: () => ({ ...config, customer_service_url: url }) });
    const { open, blank } = fakeWindows();
    contactResultService('1001');
    await vi.waitFor(() => expect(blank.close).toHaveBeenCalled());
    expect(blank.location.replace).not.toHaveBeenCalled();
    expect(open.mock.calls.every(([u]) => !u)).toBe(true);
    expect(toast.current).toMatchObject({ key: 'error.generic' });
  });
});
