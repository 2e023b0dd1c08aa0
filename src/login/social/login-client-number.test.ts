/**
 * The login client number sent with the calls that carry one (spec section 9): the brand's
 * number, or for a brand with one per domain area (joyage: 400 in hk, 300 elsewhere) the
 * chosen area's, else its default (issue 24: a spec row no test held).
 */
import { afterEach, expect, it } from 'vitest';
import brandLogin from 'virtual:brand/login';
import { setDomainArea } from '../../stores/domain-area.ts';
import { loginClientNumber } from './twitter.ts';

const watt = brandLogin.clientNumber;
afterEach(() => { brandLogin.clientNumber = watt; });

it('a brand with one number sends it in every area (watt: 200)', () => {
  expect(watt).toBe(200);
  setDomainArea('useuro');
  expect(loginClientNumber()).toBe('200');
});

it('a brand with one per area sends the chosen area\'s, else its default (joyage: 400 in hk, 300 elsewhere)', () => {
  brandLogin.clientNumber = { default: 300, hk: 400 };
  setDomainArea('hk');
  expect(loginClientNumber()).toBe('400');
  setDomainArea('twhk');
  expect(loginClientNumber()).toBe('300');
});
