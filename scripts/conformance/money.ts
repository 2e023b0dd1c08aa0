/**
 * The conformance check's money rules (api/openapi.yaml, "Idempotency" and "Payments made
 * in the page"), with --write only: each places orders, so each takes a goods item of its
 * own that has no unpaid order and no limit, and says so in the run's notes.
 *
 *   1. the same key sent twice at once makes one order (409 -3013 in progress is retried);
 *   2. a request whose answer is lost (abandoned mid-way), then sent again with its key,
 *      answers the order the first made, and no second one exists;
 *   3. a takeover of an order whose card payment succeeded at the provider (its webhook
 *      not necessarily in) gives it no new payment. Needs the brand's card provider in test
 *      mode (a pk_test_ key) and charges Stripe's test card pm_card_visa once.
 *
 * A failure names the rule it broke.
 */
import type { Brand, DomainArea } from '../../brands/brand.ts';
import { PATHS, type Channel, type Game, type Goods, type OrderInfo, type PayRegionInfo, type Role, type Server } from '../../src/api/contract.ts';
import type { BoundedHttp, Exchange } from './http.ts';
import type { CheckResult } from './results.ts';

/** What the money checks need from the run. */
export interface MoneyRun {
  http: BoundedHttp;
  brand: Brand;
  token: string;
  purchase: { game: Game; area: DomainArea; server: Server; role: Role; goods: Goods[] };
  /** Goods items the run has used already (an unpaid order now blocks them). */
  used: Set<number>;
  /** Stripe's API origin (`--stripe-api`; the sandbox's providers host in its tests). */
  stripeApi: string;
  record(r: CheckResult): void;
  notes: string[];
}

const IN_PROGRESS = -3013; // IDEMPOTENCY_IN_PROGRESS
const RULE_KEY = 'rule "Idempotency": one key, one order, whatever the timing';
const RULE_TAKEOVER = 'rule "Payments made in the page": ask the provider before a new payment';
/** How long the "lost" request is given to reach the backend before it is abandoned. */
const LOSS_AFTER_MS = 100; // ms

const envelope = (x: Exchange) => (typeof x.body === 'object' && x.body !== null ? x.body as { code?: unknown; content?: unknown } : {});
const orderOf = (x: Exchange): OrderInfo | null => (envelope(x).code === 1 ? envelope(x).content as OrderInfo : null);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const newKey = (what: string) => `conformance-${what}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

export async function moneyChecks(run: MoneyRun): Promise<void> {
  const { http, brand, token, purchase } = run;
  const g = { client_id: purchase.game.client_id, domain_area: purchase.area };
  const pass = (call: string, check: string) => run.record({ status: 'pass', call, check });
  const fail = (call: string, check: string, detail: string) => run.record({ status: 'fail', call, check, detail });
  const skip = (call: string, check: string, detail: string) => run.record({ status: 'skip', call, check, detail });

  /** A goods item of its own for a check, and the channel of the wanted kind in its default region. */
  async function itemFor(rechargeType: number): Promise<{ item: Goods; region: string; channel: Channel } | null> {
    for (const item of purchase.goods) {
      if (item.isLimit || item.unpaid || run.used.has(item.goods_id)) continue;
      const regions = await http.request('GET', PATHS.regionList, { spec_lang: 'en', brand: brand.id, ...g, goods_id: String(item.goods_id) });
      const list = envelope(regions).code === 1 ? envelope(regions).content as PayRegionInfo[] : [];
      const region = list.find((r) => r.default) ?? list[0];
      if (!region) continue;
      const channels = await http.request('GET', PATHS.channelList, { spec_lang: 'en', brand: brand.id, ...g, goods_id: String(item.goods_id), region: region.region });
      const channel = (envelope(channels).code === 1 ? envelope(channels).content as Channel[] : []).find((c) => c.rechargeType === rechargeType);
      if (!channel) continue;
      run.used.add(item.goods_id);
      return { item, region: region.region, channel };
    }
    return null;
  }

  const orderBody = (x: { item: Goods; region: string; channel: Channel }) => ({
    brand: brand.id, ...g, server_id: purchase.server.server_id, role_id: purchase.role.role_id, goods_id: x.item.goods_id,
    channel_id: x.channel.channel_id, region: x.region, return_url: `https://${brand.domains[0] ?? 'storefront.example'}/result`,
  });
  const createOrder = (body: object, key: string, abandonAfterMs?: number) =>
    http.request('POST', PATHS.createOrder, { oauth_token: token }, body, { 'Idempotency-Key': key }, abandonAfterMs);

  /** create_order until it is not "in progress" (409 -3013), as the storefront does: its order, or null. */
  async function settled(first: Exchange, body: object, key: string): Promise<OrderInfo | null> {
    let x = first;
    for (let i = 0; i < 5 && x.status === 409 && envelope(x).code === IN_PROGRESS; i++) {
      await sleep(Math.min(4, Number(x.headers?.get('retry-after') ?? 1) || 1) * 1000);
      x = await createOrder(body, key);
    }
    return orderOf(x);
  }

  /** The goods item's unpaid order now, by goods_list. */
  async function unpaidOf(goodsId: number): Promise<string | null> {
    const x = await http.request('GET', PATHS.goodsList, { spec_lang: 'en', brand: brand.id, ...g, server_id: String(purchase.server.server_id), role_id: purchase.role.role_id, oauth_token: token });
    const list = envelope(x).code === 1 ? envelope(x).content as Goods[] : [];
    return list.find((i) => i.goods_id === goodsId)?.unpaid?.billing_no ?? null;
  }

  // ─── 1. The same key at two hosts (here: twice) at once ─────────────────────────────────
  const call1 = `POST ${PATHS.createOrder} (the same key twice at once)`;
  const check1 = 'makes one order';
  const a = await itemFor(1);
  if (!a) skip(call1, check1, 'no goods item left without an unpaid order, with a redirect channel');
  else {
    const body = orderBody(a);
    const key = newKey('concurrent');
    const [x, y] = await Promise.all([createOrder(body, key), createOrder(body, key)]);
    const [ox, oy] = await Promise.all([settled(x, body, key), settled(y, body, key)]);
    if (!ox || !oy) fail(call1, check1, `an answer was neither an order nor 409 -3013 in progress (HTTP ${x.status} code ${String(envelope(x).code)}, HTTP ${y.status} code ${String(envelope(y).code)})`);
    else if (ox.billing_no !== oy.billing_no) fail(call1, check1, `${RULE_KEY}: two orders, ${ox.billing_no} and ${oy.billing_no}; claim the key atomically before acting, then answer the first's answer or 409 -3013`);
    else pass(call1, `${check1} (${ox.billing_no})`);
    if (ox) run.notes.push(`Placed order ${ox.billing_no} (${a.item.display}) for the concurrent-key check; unpaid, it fails by itself at its expires_at.`);
  }

  // ─── 2. Sent again after its answer was lost ────────────────────────────────────────────
  const call2 = `POST ${PATHS.createOrder} (sent again after its answer was lost)`;
  const check2 = 'answers the order the lost request made, and makes no second one';
  const b = await itemFor(1);
  if (!b) skip(call2, check2, 'no goods item left without an unpaid order, with a redirect channel');
  else {
    const body = orderBody(b);
    const key = newKey('lost');
    await createOrder(body, key, LOSS_AFTER_MS); // abandoned: whatever it answers, the client never reads it
    const again = await settled(await createOrder(body, key), body, key);
    const unpaid = await unpaidOf(b.item.goods_id);
    const third = await settled(await createOrder(body, key), body, key);
    if (!again) fail(call2, check2, 'the replay did not answer an order');
    else if (unpaid !== again.billing_no || third?.billing_no !== again.billing_no) {
      fail(call2, check2, `${RULE_KEY}: the replay answered ${again.billing_no}, the item's unpaid order is ${unpaid ?? 'none'}, a third send answered ${third?.billing_no ?? 'no order'}: the lost request and its replay each acted`);
    } else pass(call2, `${check2} (${again.billing_no})`);
    if (again) run.notes.push(`Placed order ${again.billing_no} (${b.item.display}) for the lost-answer check; unpaid, it fails by itself at its expires_at.`);
  }

  // ─── 3. Takeover of an order whose card payment succeeded ───────────────────────────────
  const call3 = `POST ${PATHS.createOrder} (again, after the card payment succeeded at the provider)`;
  const check3 = 'gives the paid order no new payment';
  const card = brand.payments?.card;
  if (card?.provider !== 'stripe' || !card.publishableKey.startsWith('pk_test_')) {
    skip(call3, check3, 'needs the brand\'s card provider (Stripe) with a test-mode key (pk_test_): it pays with Stripe\'s test card');
    return;
  }
  const c = await itemFor(3);
  if (!c) { skip(call3, check3, 'no goods item left without an unpaid order, with a card-form channel'); return; }
  const body = orderBody(c);
  const first = orderOf(await createOrder(body, newKey('card')));
  if (!first?.client_secret) { fail(call3, check3, `a card-form order answered no client_secret (${first ? first.billing_no : 'no order'})`); return; }
  run.notes.push(`Placed order ${first.billing_no} (${c.item.display}) and paid it with Stripe's test card pm_card_visa (test mode).`);
  const intentId = first.client_secret.split('_secret_')[0]!;
  const confirm = await paidAtStripe(run.stripeApi, intentId, first.client_secret, card.publishableKey);
  if (confirm !== 'succeeded') { skip(call3, check3, `Stripe did not confirm the test payment (${confirm})`); return; }
  // At once, as a player who pays again while the webhook is on its way.
  const again = orderOf(await createOrder(body, newKey('card-again')));
  if (!again) { fail(call3, check3, 'the second create_order answered no order'); return; }
  if (again.billing_no !== first.billing_no) {
    // A new order: right only if the first was already paid (a new purchase of the same item).
    const o = orderOf(await http.request('GET', PATHS.orderInfo, { spec_lang: 'en', brand: brand.id, billing_no: first.billing_no, oauth_token: token }));
    if (o?.paid) pass(call3, `${check3} (${first.billing_no} was paid first; ${again.billing_no} is a new purchase)`);
    else fail(call3, check3, `${RULE_TAKEOVER}: ${first.billing_no}'s payment succeeded at Stripe and it reads unpaid, yet a second order ${again.billing_no} was made`);
    run.notes.push(`Order ${again.billing_no} was placed by the takeover check; unpaid, it fails by itself at its expires_at.`);
    return;
  }
  if (again.client_secret && again.client_secret !== first.client_secret) {
    fail(call3, check3, `${RULE_TAKEOVER}: ${first.billing_no}'s PaymentIntent succeeded, yet the order was given a new one (a second charge); answer it paid instead`);
  } else pass(call3, `${check3} (${again.billing_no}: paid ${again.paid}, client_secret ${again.client_secret ? 'the same' : 'null'})`);
}

/** Confirms a PaymentIntent with Stripe's test PaymentMethod, as Stripe.js would with the publishable key. */
async function paidAtStripe(api: string, id: string, clientSecret: string, publishableKey: string): Promise<string> {
  try {
    const res = await fetch(`${api}/v1/payment_intents/${encodeURIComponent(id)}/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${publishableKey}` },
      body: new URLSearchParams({ client_secret: clientSecret, payment_method: 'pm_card_visa' }).toString(),
      signal: AbortSignal.timeout(10_000),
    });
    const out = await res.json() as { status?: string; error?: { message?: string } };
    return out.status ?? out.error?.message ?? `HTTP ${res.status}`;
  } catch (e) {
    return (e as Error).message;
  }
}
