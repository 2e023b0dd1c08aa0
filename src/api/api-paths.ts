/**
 * Every API path, so the storefront and the sandbox spell them the same; contract.ts
 * re-exports them as `PATHS`. One constant each rather than one object: the bundler inlines
 * a constant where it is used, so the first page carries only the paths it calls.
 */
export const login = '/util/login/auth';
export const googleLogin = '/util/login/google_auth';
export const appleLogin = '/util/login/apple_auth';
export const facebookLogin = '/util/login/facebook_auth';
export const twitterAuth = '/util/login/twitter_auth';
export const twitterRedirect = '/util/login/twitter_redirect';
export const vkLogin = '/util/login/vk_auth';
export const kakaoLogin = '/util/login/kakao_auth';
export const cardLogin = '/util/login/card_auth';
export const userInfo = '/util/login/get_user_info';
export const krUserInfo = '/util/login/kr_user_info';
export const platformToken = '/util/login/get_platform_token';
export const inGameLogin = '/api/ingame/auth';
export const inGameGoogleLogin = '/api/ingame/google_auth';
export const inGameAppleLogin = '/api/ingame/apple_auth';
export const inGameFacebookLogin = '/api/ingame/facebook_auth';
export const inGameTwitterAuth = '/api/ingame/twitter_auth';
export const inGameTwitterRedirect = '/api/ingame/twitter_redirect';
export const inGameVkLogin = '/api/ingame/vk_auth';
export const inGameKakaoLogin = '/api/ingame/kakao_auth';
export const gameList = '/api/game/game_list';
export const gameLogo = '/api/config/game_logo';
export const rechargeConfig = '/api/config/recharge';
export const banner = '/api/config/banner';
export const areaList = '/api/game/area_list';
export const serverList = '/api/game/server_list';
export const searchServer = '/api/game/search_server';
export const usedServerList = '/api/game/used_server_list';
export const roleList = '/api/game/role_list';
export const goodsList = '/api/pay/goods_list';
export const regionList = '/api/pay/region_list';
export const channelList = '/api/pay/channel_list';
export const createOrder = '/api/pay/create_order';
export const orderInfo = '/api/pay/order_info';
export const confirmPayment = '/api/pay/confirm_payment';
export const cardInfo = '/api/card/card_info';
export const cardRecharge = '/api/card/card_recharge';
export const promotion = '/api/activity/accumulate_info';
export const claim = '/api/activity/claim';
export const claimAll = '/api/activity/claim_all';
export const replenishInfo = '/api/replenishment/replenishment_info';
export const replenishCountries = '/api/pay/replenishmentCountryList';
export const evoke = '/api/rsys/evoke';
