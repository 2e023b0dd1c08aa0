import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import brand from 'virtual:brand';
import { TRACKING_EVENTS, type Goods } from '../api/contract.ts';
import { resetStoresForTests } from '../test/reset-stores.ts';
import { setTrackingEnabled, setTrackingFetch } from '../tracking/send.ts';
import { setDomainArea } from './domain-area.ts';
import { setLocale } from './locale.ts';
import { clearOrder, setOrder } from './order.ts';
import { clearSession, setSession } from './session.ts';
import { track, trackingContext } from './tracking-context.ts';

const goods: Goods = {
  goods_id: 11, display: '300 Gems', value: 300, price: 4.99, currency: 'USD', typeKey: 'gem', isLimit: true,
  description: '', limit: null, unpaid: null,
};
const sent: unknown[] = [];

beforeEach(() => {
  resetStoresForTests();
  sent.length = 0;
  setTrackingFetch(async (_url, init) => { sent.push(JSON.parse(String(init.body))); });
  setTrackingEnabled(true);
  setSession('tok', { suid: '1234', username: 'ann' });
  setLocale('fr');
  setDomainArea('useuro');
  setOrder({ gameName: 'Starfall', clientId: '1001', goods, billing_no: 'B-77' });
});

afterEach(() => {
  setTrackingEnabled(false);
  setTrackingFetch(null);
});

describe('the tracking context (spec section 7)', () => {
  it('is the player, language, area and purchase as the stores hold them', () => {
    expect(trackingContext()).toMatchObject({
      user: { suid: '1234', username: 'ann' },
      language: 'fr',
      area: 'useuro',
      order: { clientId: '1001', goods: { display: '300 Gems' }, rechargeInfo: null, billing_no: 'B-77' },
    });
  });

  it('is taken when the act happens, though the body is built later: logout names the player it logs out', async () => {
    const sending = track(TRACKING_EVENTS.click_goodsNextButton);
    clearSession();
    clearOrder();
    await sending;
    expect(sent).toEqual([{
      event_id: brand.trackingEventId, event: 14, user_id: '1234', user_name: 'ann', device_type: 'web', language: 'fr', channel: 'web',
      client_id: '1001', domain_area: 'useuro', extend_data: '',
      product_name: '300 Gems', product_price: 4.99, product_type: 'gem', product_limit: true,
    }]);
  });
});
