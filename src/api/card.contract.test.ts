import { beforeEach, describe, expect, it } from 'vitest';
import { control, expectCode, newKey, tokenOf } from '../../sandbox/test-helpers.ts';
import { cardRecharge, getCardInfo } from './card.ts';
import { CODE } from './contract.ts';
import { obfuscatePassword } from './obfuscation.ts';
import { getOrderInfo } from './orders.ts';

const silent = { silent: true };
const watt = { client_id: '1001', domain_area: 'universal' } as const;
const card = (no: string, pwd: string) => ({ card_no: no, card_pwd: obfuscatePassword(pwd) });

let oauth_token = '';
beforeEach(async () => {
  await control.reset();
  oauth_token = await tokenOf('player1');
});

describe('GET /api/card/card_info', () => {
  it('gives face value, currency and gems', async () => {
    expect(await getCardInfo({ ...watt, ...card('WATT-0002', '2222'), oauth_token })).toEqual({ card_no: 'WATT-0002', face_value: 49.99, currency: 'USD', gems: 3029 });
    expect(await getCardInfo({ ...watt, ...card(' watt-0001 ', '1111'), oauth_token })).toMatchObject({ face_value: 9.99, gems: 605 });
  });
  it('answers -3020 wrong password / another brand\'s card, -3021 used, -600, -1000 clear password', async () => {
    await expectCode(getCardInfo({ ...watt, ...card('WATT-0002', '0000'), oauth_token }, silent), CODE.CARD_INVALID);
    await expectCode(getCardInfo({ ...watt, ...card('KO-0002', '2222'), oauth_token }, silent), CODE.CARD_INVALID);
    await expectCode(getCardInfo({ ...watt, ...card('WATT-0003', '3333'), oauth_token }, silent), CODE.CARD_USED);
    await expectCode(getCardInfo({ ...watt, ...card('WATT-0002', '2222') }, silent), CODE.TOKEN_INVALID);
    await expectCode(getCardInfo({ ...watt, card_no: 'WATT-0002', card_pwd: '2222', oauth_token }, silent), CODE.BAD_PARAM);
  });
});

describe('POST /api/card/card_recharge', () => {
  it('uses the card up and makes a done order', async () => {
    const r = await cardRecharge({ ...watt, ...card('WATT-0002', '2222'), server_id: 102, role_id: '10201', oauth_token });
    expect(r).toMatchObject({ status: 'done', face_value: 49.99, gems: 3029, currency: 'USD' });
    expect(await getOrderInfo({ billing_no: r.billing_no, oauth_token })).toMatchObject({ kind: 'card', status: 'done', channel_id: 10901, role_name: 'Cyra', amount: 49.99 });
    await expectCode(cardRecharge({ ...watt, ...card('WATT-0002', '2222'), server_id: 102, role_id: '10201', oauth_token }, silent), CODE.CARD_USED);
  });
  it('with an Idempotency-Key a retry answers like the first', async () => {
    const key = newKey();
    const body = { ...watt, ...card('WATT-0002', '2222'), server_id: 101, role_id: '10101', oauth_token };
    const a = await cardRecharge(body, { idempotencyKey: key });
    const b = await cardRecharge(body, { idempotencyKey: key });
    expect(b.billing_no).toBe(a.billing_no);
  });
  it('answers -3004 for a role that is not the player\'s, -3003, -3014', async () => {
    await expectCode(cardRecharge({ ...watt, ...card('WATT-0002', '2222'), server_id: 104, role_id: '10401', oauth_token }, silent), CODE.ROLE_NOT_FOUND);
    await expectCode(cardRecharge({ ...watt, ...card('WATT-0002', '2222'), server_id: 666, role_id: '10401', oauth_token }, silent), CODE.SERVER_NOT_FOUND);
    await expectCode(cardRecharge({ ...watt, domain_area: 'kr', ...card('WATT-0002', '2222'), server_id: 101, role_id: '10101', oauth_token }, silent), CODE.WRONG_DOMAIN_AREA);
  });
});
