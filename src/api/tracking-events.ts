/**
 * Spec section 7: tracking event names and numbers; contract.ts re-exports them as
 * `TRACKING_EVENTS`. One constant each, so a call site carries its number and not the table.
 */
export const click_contactService = 2;
export const login = 3;
export const logout = 4;
export const view_selectGame = 6;
export const view_banner = 7;
export const click_gameNextButton = 8;
export const view_selectGoods = 9;
export const http_haveRole = 10;
export const view_rechargeExplain = 11;
export const click_goodsType = 12;
export const click_goodsExclamation = 13;
export const click_goodsNextButton = 14;
export const view_recharge = 15;
export const click_changeRegion = 16;
export const click_recharge_changeSub = 17;
export const click_recharge_nexButton = 18;
export const click_result_payDone = 19;
export const click_resultPending_changePayway = 20;
export const click_continueRecharge = 21;
export const click_resultFail_changePayway = 22;
export const click_result_reselectGoods = 23;
