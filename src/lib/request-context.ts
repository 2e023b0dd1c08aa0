/**
 * What every API call carries from the player's state (spec section 7): the interface
 * language (spec_lang) and, when logged in, the token (oauth_token). The stores that own
 * them keep it current (stores/locale.ts, stores/session.ts); the API client reads it.
 * In lib, so the API layer reads no store and the first load does not carry the client.
 */
export const requestContext = { lang: '', token: '' };
