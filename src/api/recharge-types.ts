/**
 * How a channel is paid (api/openapi.yaml, RechargeType); contract.ts re-exports them as
 * `RECHARGE_TYPE`. One constant each, like the codes and paths: the bundler inlines them
 * where they are used, so no chunk carries the table.
 * 1 redirect: create_order, then open pay_url (the payment site);
 * 2 card: the gift card popup (card_info, then card_recharge), no order redirect;
 * 3 card form: the card provider's form in the page, confirmed with create_order's client_secret;
 * 4 payment window: on desktop the Korean provider's window (create_order's payment_window,
 *   then confirm_payment); on a phone pay_url as for 1.
 */
export const REDIRECT = 1;
export const CARD = 2;
export const CARD_FORM = 3;
export const PAYMENT_WINDOW = 4;
