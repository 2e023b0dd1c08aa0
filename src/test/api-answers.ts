/**
 * Tests only: a success answer (`content`) for every API call, each of the shape the
 * contract gives it (the client checks it: src/api/answer-shape.ts), for tests that walk
 * the product through many calls and fail only the one they are about. One game (Starfall,
 * 1001) with one area, server, role and goods item; the replenishment's link, countries
 * and order are the replenishment fixture's.
 */
import brand from 'virtual:brand';
import {
  PATHS as API, type Area, type Banner, type CardInfo, type Channel, type Game, type Goods, type LoginResult, type OrderInfo,
  type PayRegionInfo, type Promotion, type RechargeConfig, type Role, type Server,
} from '../api/contract.ts';
import { countries, info, order as replenishOrder } from './replenish-fixture.ts';

export const AREA: Area = { area_id: 1, area_name: 'East' };
export const SERVER: Server = { server_id: 101, server_name: 'East 1', area_id: 1, real_server: '101' };
export const ROLE: Role = { role_id: '10101', role_name: 'Aria', level: 30, server_id: 101 };
export const GOODS: Goods = {
  goods_id: 11, display: '300 Gems', value: 300, price: 4.99, currency: 'USD', typeKey: 'gem', isLimit: false,
  description: 'Gems for the shop.', limit: null, unpaid: null,
};
export const LOGIN: LoginResult = {
  oauth_token: 'tok-new', suid: '1', username: 'player1', real_name_status: 1, years: 30, real_name: '', platform_token: '', expires_in: 3600,
};
/** Twitter's request token, on Twitter's own page. */
export const TWITTER_AUTH = { url: 'https://api.x.com/oauth/authenticate?oauth_token=rt-1', oauth_token: 'rt-1' };

const GAME: Game = { client_id: '1001', name: 'Starfall', icon: 'https://api.fake.test/static/logo/1001.svg', domain_areas: ['universal'] };
const CONFIG: RechargeConfig = {
  client_id: '1001', game_name: 'Starfall', currency: 'USD', recharge_explain: ['Unlocked within 15 minutes.'], unlock_minutes: 15,
  customer_service_url: `${brand.hosts.customerService![0]}/help`,
};
const BANNER: Banner = { banner_id: 'b1', image: 'https://api.fake.test/static/banner/b1.png', alt: 'Sale', link: `${brand.hosts.bannerLinks![0]}/sale` };
const REGION: PayRegionInfo = { region: 'Global', default: true };
const CHANNEL: Channel = { channel_id: 10201, name: 'PayPal', paywayId: 'paypal', rechargeType: 1, price: 4.99, currency: 'USD' };
const ORDER: OrderInfo = {
  billing_no: 'B1', kind: 'goods', status: 'pending', paid: false, client_id: '1001', game_name: 'Starfall', server_id: 101,
  server_name: 'East 1', role_id: '10101', role_name: 'Aria', goods_id: 11, goods_name: '300 Gems', amount: 4.99, currency: 'USD',
  channel_id: 10201, channel_name: 'PayPal', region: 'Global', pay_url: `${brand.hosts.payment[0]}/checkout?billing_no=B1`, created_at: 0,
  expires_at: 0, gems: null, client_secret: null, payment_window: null,
};
const CARD: CardInfo = { card_no: 'WATT-0002', face_value: 49.99, currency: 'USD', gems: 3300 };
const PROMOTION: Promotion = {
  activity_id: 'a1', title: 'Top-up rewards', start_time: 0, end_time: 2_000_000_000, accumulated: 20, currency: 'USD',
  tiers: [{ tier_id: 1, threshold: 10, rewards: [{ name: 'Gems', count: 100 }], status: 'claimable' }],
};

/** Each call's success content, by path (the in-game logins answer as the others). */
export const API_ANSWERS: { readonly [path: string]: unknown } = {
  [API.login]: LOGIN, [API.googleLogin]: LOGIN, [API.appleLogin]: LOGIN, [API.facebookLogin]: LOGIN, [API.twitterAuth]: TWITTER_AUTH,
  [API.twitterRedirect]: LOGIN, [API.vkLogin]: LOGIN, [API.kakaoLogin]: LOGIN, [API.cardLogin]: LOGIN,
  [API.inGameLogin]: LOGIN, [API.inGameGoogleLogin]: LOGIN, [API.inGameAppleLogin]: LOGIN, [API.inGameFacebookLogin]: LOGIN,
  [API.inGameTwitterAuth]: TWITTER_AUTH, [API.inGameTwitterRedirect]: LOGIN, [API.inGameVkLogin]: LOGIN, [API.inGameKakaoLogin]: LOGIN,
  [API.userInfo]: { suid: '1', username: 'player1', real_name_status: 1, years: 30, real_name: '' },
  [API.krUserInfo]: { real_name_status: 0, years: 0, real_name: '', verify_url: 'https://api.fake.test/realname' },
  [API.platformToken]: { platform_token: 'pt-1' },
  [API.gameList]: [GAME],
  [API.gameLogo]: { client_id: '1001', icon: GAME.icon },
  [API.rechargeConfig]: CONFIG,
  [API.banner]: [BANNER],
  [API.areaList]: [AREA],
  [API.serverList]: [SERVER],
  [API.searchServer]: { area: AREA, server: SERVER },
  [API.usedServerList]: [{ area: AREA, server: SERVER }],
  [API.roleList]: [ROLE],
  [API.goodsList]: [GOODS],
  [API.regionList]: [REGION],
  [API.channelList]: [CHANNEL],
  [API.createOrder]: ORDER,
  [API.orderInfo]: ORDER,
  [API.confirmPayment]: { ...ORDER, status: 'done', paid: true },
  [API.cardInfo]: CARD,
  [API.cardRecharge]: { ...CARD, billing_no: 'C1', status: 'done' },
  [API.promotion]: PROMOTION,
  [API.claim]: PROMOTION,
  [API.claimAll]: PROMOTION,
  [API.replenishInfo]: info(),
  [API.replenishCountries]: countries,
  [API.evoke]: replenishOrder(),
};
