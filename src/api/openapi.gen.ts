/**
 * GENERATED from api/openapi.yaml by `npm run api-types` (openapi-typescript). Do not edit:
 * change the document and run the command again. `npm run check` fails when this file is
 * stale. src/api/contract.ts names the types the storefront and the sandbox use.
 */
export interface paths {
    "/util/login/auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Log in with username and password
         * @description `username` and `password` arrive trimmed and obfuscated ("Passwords"); a wrong or unknown pair answers -2001.
         */
        get: operations["login"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/util/login/google_auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Log in with a Google authorization code
         * @description `client_id` and `pkg` are the brand's `login.google.clientId` and `login.google.package`;
         *     `redirect_uri` is the one the authorization page was opened with. A code works once and
         *     only with the client_id and redirect_uri it was issued for.
         */
        get: operations["googleLogin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/util/login/apple_auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Log in with an Apple authorization code and identity token
         * @description `client_id` is the brand's `login.apple.clientId`. A code works once. On a player's
         *     first authorization of the app the storefront adds `first_name`, `last_name` and
         *     `email` from Apple's `user` object, which Apple sends that once only.
         */
        get: operations["appleLogin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/util/login/facebook_auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Log in with a Facebook access token
         * @description The token may be used again until it expires.
         */
        get: operations["facebookLogin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/util/login/twitter_auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a Twitter request token and the page to open for it
         * @description The storefront asks for this in advance when the login popup opens, opens `url`, and
         *     Twitter returns to `callback` with `oauth_token` and `oauth_verifier`, which it redeems
         *     with `twitter_redirect`. A request token works once.
         */
        get: operations["twitterAuth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/util/login/twitter_redirect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Log in with the Twitter request token and verifier
         * @description `oauth_token` here is Twitter's request token (from `twitter_auth`), not a session:
         *     this call needs no login.
         */
        get: operations["twitterRedirect"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/util/login/vk_auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Log in with a VK access token
         * @description `vk_access_token` is the VK ID token the storefront was handed, `uid` the VK user it was issued to; check both with VK, and answer -2002 when they do not match.
         */
        get: operations["vkLogin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/util/login/kakao_auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Log in with a Kakao authorization code
         * @description Not in the specification's list (section 7 names Kakao's script but no call): this call
         *     is the storefront's, in the style of `google_auth`. The storefront gets the code from
         *     `Kakao.Auth.authorize` (Kakao's JavaScript SDK), which sends the player to Kakao and back
         *     to `redirect_uri` with `code` and `state`. The backend exchanges the code with Kakao's
         *     token API (`POST https://kauth.kakao.com/oauth/token`, `grant_type=authorization_code`,
         *     the app's REST API key and client secret, the same `redirect_uri`). `client_id` is the
         *     brand's `login.kakao.appKey` (the app's JavaScript key), which names the Kakao app. A
         *     code works once.
         */
        get: operations["kakaoLogin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/util/login/card_auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Log in with a gift card registered to an account
         * @description Logs in as the account the card is registered to; a card registered to no account answers -2001.
         */
        get: operations["cardLogin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/util/login/get_user_info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The logged-in player's info
         * @description Asked on every page load while a token is kept, to show who is logged in; -600 sends the player to log in again.
         */
        get: operations["userInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/util/login/kr_user_info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The logged-in player's real-name verification, and where to do it
         * @description Brand ko: a player who is not verified cannot buy (6001). The storefront's
         *     `/certifiedReal` asks this with `return_url` (itself); for a player who is not verified
         *     the answer's `verify_url` starts the verification, and the storefront sends the player
         *     there. The verification ends by sending the player back to `return_url`, where the
         *     storefront asks again: verified goes on, anything else offers to verify again.
         */
        get: operations["krUserInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/util/login/get_platform_token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The customer-service platform token (Korean brand only)
         * @description Fetched on load when logged in on brand `ko`; any other brand answers -3002.
         */
        get: operations["platformToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ingame/auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Log in with username and password, from a game
         * @description As `login`, for a player sent by a game: `game_id` names the game (-3001 when unknown).
         */
        get: operations["inGameLogin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ingame/google_auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Log in with a Google authorization code, from a game
         * @description As `googleLogin`, for a player sent by a game: `game_id` names the game (-3001 when unknown).
         */
        get: operations["inGameGoogleLogin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ingame/apple_auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Log in with an Apple authorization code, from a game
         * @description As `appleLogin`, for a player sent by a game: `game_id` names the game (-3001 when unknown).
         */
        get: operations["inGameAppleLogin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ingame/facebook_auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Log in with a Facebook access token, from a game
         * @description As `facebookLogin`, for a player sent by a game: `game_id` names the game (-3001 when unknown).
         */
        get: operations["inGameFacebookLogin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ingame/twitter_auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a Twitter request token, from a game
         * @description As `twitterAuth`, for a player sent by a game: `game_id` names the game (-3001 when unknown).
         */
        get: operations["inGameTwitterAuth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ingame/twitter_redirect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Log in with the Twitter request token and verifier, from a game
         * @description As `twitterRedirect`, for a player sent by a game: `game_id` names the game (-3001 when unknown).
         */
        get: operations["inGameTwitterRedirect"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ingame/vk_auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Log in with a VK access token, from a game
         * @description As `vkLogin`, for a player sent by a game: `game_id` names the game (-3001 when unknown).
         */
        get: operations["inGameVkLogin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ingame/kakao_auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Log in with a Kakao authorization code, from a game
         * @description As `kakaoLogin`, for a player sent by a game: `game_id` names the game (-3001 when unknown).
         */
        get: operations["inGameKakaoLogin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/game/game_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The brand's games offered in a domain area
         * @description Step 1 of the purchase. Asked for from the page's head, before the app has loaded.
         */
        get: operations["gameList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/config/game_logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A game's logo
         * @description With `domain_area`, the game must be offered there (-3014).
         */
        get: operations["gameLogo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/config/recharge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The recharge page's texts and settings for a game
         * @description Step 3's texts for the chosen game, in `spec_lang`, and the customer-service address its page links to (on the brand's `hosts.customerService`).
         */
        get: operations["rechargeConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/config/banner": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The banners of step 1 (game selection)
         * @description Shown under step 1's content once the game list is in; the storefront shows the first
         *     and sends tracking event 7 (`view_banner`) when the player has seen it. Answered in
         *     `spec_lang`: each banner's image (it may carry words) and alt text are the language's,
         *     or English. An empty list shows no banner.
         *
         *     The storefront keeps the banner's box before it arrives, at the image's fixed shape:
         *     **1200 × 300 pixels (4:1)**. `image` is on one of the brand's API hosts (the page's
         *     Content-Security-Policy allows images from those only, as for game logos). `link` is
         *     an https address on a host the brand file lists in `hosts.bannerLinks`; any other (or
         *     an empty one) is shown without a link. The link opens in a new window.
         */
        get: operations["banner"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/game/area_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A game's areas (groups of servers)
         * @description Step 2 of the purchase: the areas a player picks a server in; each area's servers come from `server_list`.
         */
        get: operations["areaList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/game/server_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The servers of one area of a game
         * @description For a returning player the storefront asks for the area it kept beside area_list,
         *     before it knows that the area is still listed (one round trip sooner); it uses the
         *     answer only if area_list lists that area. Answer such a call as any other: it is a read.
         */
        get: operations["serverList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/game/search_server": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Find a server by its id, with its area
         * @description Step 2's search box: the server with this id in the game, with its area, or -3003.
         */
        get: operations["searchServer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/game/used_server_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The servers where the logged-in player has roles
         * @description Step 2 for a logged-in player: the servers to offer first, with their areas.
         */
        get: operations["usedServerList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/game/role_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The logged-in player's roles on a server
         * @description Step 2: the roles the logged-in player may buy for on this server; an empty list makes the page say there is no character there.
         */
        get: operations["roleList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pay/goods_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The goods a role can buy, with prices, limits and unpaid orders
         * @description Needs the login because purchase limits and unpaid orders are per player and role.
         *     For a returning player the storefront asks for the role it kept beside role_list,
         *     before it knows that the role still exists (one round trip sooner); it uses the answer
         *     only if role_list still has that role, so a -3004 for a role deleted meanwhile is
         *     expected now and then. Answer such a call as any other: it is a read.
         */
        get: operations["goodsList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pay/region_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The payment regions for a goods item, the default one marked
         * @description Step 3: the regions the item may be paid in, `default` marking the one shown first; each region's channels come from `channel_list`.
         */
        get: operations["regionList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pay/channel_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The payment channels of a region for a goods item, with their prices
         * @description A region the domain area does not offer answers -3007; an unknown region name -1000.
         *     For a returning player the storefront asks for the region it kept beside region_list,
         *     before it knows that the region is still offered (one round trip sooner); it uses the
         *     answer only if region_list offers that region (a refusal for a region no longer offered
         *     shows no message). Answer such a call as any other: it is a read.
         */
        get: operations["channelList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pay/create_order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Place an order and get the payment page
         * @description Checks, in this order: login, game, domain area, real name (brand ko), server, role,
         *     goods, region, channel (a gift-card channel is paid through `card_recharge`, -3007
         *     here), then the unpaid-order block (-3010) and the purchase limit (-3011). The answer
         *     is the order, status `pending`, and what the channel's `rechargeType` needs:
         *     - 1 (redirect): `pay_url`; the storefront sends the player there (only to a host in
         *       the brand's `hosts.payment`), and the payment site sends the player back to
         *       `return_url` with `billing_no` added to its query.
         *     - 3 (card form): `client_secret`, and `pay_url` null; the storefront confirms the
         *       payment in the page with the card provider's script (Stripe.js `confirmPayment`,
         *       `return_url` as the provider's return address), and the backend learns the outcome
         *       from the provider (Stripe: the `payment_intent.succeeded` webhook).
         *     - 4 (Korean payment window): `payment_window` and `pay_url`; on desktop the
         *       storefront opens the provider's window (Toss Payments `requestPayment`), whose
         *       success and fail addresses are `return_url` with `billing_no`; the success comes
         *       back to `confirm_payment`. On a phone the storefront opens `pay_url` as for 1.
         *
         *     An unpaid order blocks another order for the same role and item (-3010) only when
         *     it was sent to a payment site (`rechargeType` 1): a player may still be paying there.
         *     One of a channel paid through the storefront (3, 4) is **taken over** instead (same
         *     `billing_no`; the new channel, region and return_url), by these steps, in order:
         *
         *     1. Ask the provider for the state of the payment the order had ("Payments made in
         *        the page"). Paid there → mark the order paid and answer it (`paid: true`, nothing
         *        to pay); being paid, or not known → answer it as it stands with `pay_url`,
         *        `client_secret` and `payment_window` null. Stop.
         *     2. Otherwise cancel it at the provider, and go on only when the provider says it is
         *        cancelled (Stripe refuses for `succeeded` and `processing`: then step 1's answer).
         *     3. Give the order a new provider payment (a new PaymentIntent; a new Toss `orderId`)
         *        and answer it.
         *
         *     Trying another card, or another method after a declined card, never makes a second
         *     order, and a payment that went through (its webhook not yet here) is never followed
         *     by a second one. Two `create_order` calls for the same role and item at once (two
         *     tabs, two keys) must be serialised (a lock on the role and item, or a unique
         *     constraint on its open order), so that they meet one order. An unpaid order fails at
         *     `expires_at`, which also lifts the unpaid-order block.
         *
         *     `spec_lang` names the player's language: `payment_window.order_name`, which the Korean
         *     window shows, is written in it.
         */
        post: operations["createOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pay/order_info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An order's status by billing number
         * @description Needs the login of the order's owner (another player's order: -3002), or, instead of a
         *     login, the `replenish_id` of the replenishment the order pays. The result page asks
         *     again while the order reads `pending` ("the order system may lag").
         */
        get: operations["orderInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pay/confirm_payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a payment made in the Korean payment window
         * @description For an order of a channel paid in the Korean payment window (`rechargeType` 4). The
         *     provider (Toss Payments) sends the player back to the success address, `return_url`
         *     with `billing_no`, adding `paymentKey`, `orderId` and `amount` to its query; the
         *     storefront passes them here as they came. The backend checks that `order_id` is the
         *     order's `payment_window.order_id` and `amount` its amount (else -3007), confirms the
         *     payment with the provider using its secret key (Toss: `POST
         *     https://api.tosspayments.com/v1/payments/confirm`), and answers the order, now paid.
         *     The same `payment_key` again (the player reloads the page) answers the order again
         *     and never confirms twice; an order already paid (by another tab's payment) is
         *     answered as it is and nothing is confirmed: the payment left unconfirmed expires at
         *     Toss uncharged. A payment the provider does not confirm answers -3022 with the
         *     provider's message (its `code` may follow in brackets); the order stays unpaid, and
         *     its next payment has a new `orderId`. Confirm within Toss's limit (10 minutes).
         */
        post: operations["confirmPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/card/card_info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What a gift card is worth in a game, before confirming
         * @description Card numbers are trimmed and case-insensitive. A card of another brand answers -3020.
         */
        get: operations["cardInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/card/card_recharge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Top up a role with a gift card (uses the card up)
         * @description Makes an order that is done at once (channel 10901, the gift-card channel). The key is
         *     optional: a used card cannot be used twice anyway (-3021).
         */
        post: operations["cardRecharge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activity/accumulate_info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The running accumulated top-up promotion and the player's progress
         * @description The brand is that of `client_id` when given, else `brand` (one of them is needed).
         *     `accumulated` counts the player's done goods and gift-card top-ups in the brand's games
         *     during the period.
         */
        get: operations["promotion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activity/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Claim one reward tier
         * @description A tier not reached answers -3040, one claimed already -3041, an unknown tier -1000.
         */
        post: operations["claim"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activity/claim_all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Claim every claimable reward tier
         * @description Nothing left to claim answers -3040.
         */
        post: operations["claimAll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/replenishment/replenishment_info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A replenishment's info and countdown
         * @description Either `replenish_id` (the support link), or `rp_client_id` with a login: the
         *     logged-in player's open replenishment in that game (-600 without the login, -3001 for an
         *     unknown game). Neither: -1000. The storefront shows the countdown when
         *     0 < `valid_time` < 86400.
         */
        get: operations["replenishInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pay/replenishmentCountryList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where a replenishment can be paid, region by region, with the channels
         * @description Only redirect channels (`rechargeType` 1), priced at the replenishment's amount.
         */
        get: operations["replenishCountries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rsys/evoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Start paying a replenishment
         * @description The "recharge system evoke": answers the order (kind `replenishment`, `pay_url` set).
         *     Asking again with the same channel and region answers the same waiting order; another
         *     channel replaces it. When the order is done the replenishment is settled (-3030 from
         *     then on). No login: the link is the credential.
         */
        get: operations["evoke"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/recharge/api.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One page event
         * @description Sent by production builds only, fire and forget: the storefront never waits for or
         *     reads the answer. Browsers send it as JSON in a `text/plain` body (a CORS "simple"
         *     request needs no preflight, so it survives a reload): the `text/plain` body is a string
         *     whose content is JSON (`contentMediaType` with `contentSchema`, as OpenAPI 3.1 writes
         *     it), and the collector must parse it as it parses `application/json`, which it also
         *     accepts; a form (`application/x-www-form-urlencoded`) is accepted too. A collector that
         *     refuses `text/plain` loses every event. `npm run conformance -- --write` posts to it.
         *     A body that misses a field its event needs answers -1000 listing what is missing.
         */
        post: operations["tracking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ptcs/collector/trackLog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The performance of one page load, and the Web Vitals of a sampled page view
         * @description Two bodies arrive here, told apart by their fields:
         *     - `PerfLogBody` (`timing`, `slow_resources`): every page load, once it has loaded.
         *     - `VitalsBody` (`vitals`): the Core Web Vitals players measured, from the share of
         *       page views the brand file's `vitalsSampleRate` samples. A page view sends one each
         *       time the page is hidden (the player switches tab or app, or leaves), with the
         *       metrics that are new or changed since its last one; a metric's `id` stays the same
         *       across them, so keep the latest value per `id`. A page view's metrics belong to the
         *       route it was loaded on (`route`), as in Chrome's own field data: moving between the
         *       steps in the page is not a new page view.
         *
         *     `npm run vitals -- <export>` prints each metric's 75th percentile per brand and route
         *     from an export of these bodies (docs/developers.md, "Speed and weight").
         */
        post: operations["perfLog"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ptcs/collector/errorLog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Up to 10 errors of one page
         * @description More than 10 errors, or no `errors` list, answers -1000.
         */
        post: operations["errorLog"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description Success.
         * @constant
         */
        Ok: 1;
        /** @description A business error or a request problem; `content` is null. */
        Failure: {
            code: components["schemas"]["ErrorCode"];
            /** @description What went wrong, for the player (the storefront may show it as is). */
            msg: string;
            content: null;
        };
        /** @description -3010 from create_order, with the unpaid order to pay instead. */
        UnpaidOrderFailure: {
            /** @constant */
            code: -3010;
            msg: string;
            content: components["schemas"]["UnpaidOrderContent"];
        };
        /** @description -3011 from create_order, with the goods item's purchase limit. */
        LimitReachedFailure: {
            /** @constant */
            code: -3011;
            msg: string;
            content: components["schemas"]["PurchaseLimit"];
        };
        /**
         * @description Every `code` other than 1 a backend answers. The specification's own (section 8) first,
         *     then the ones this contract adds. Which call answers which: the call's `x-error-codes`.
         */
        ErrorCode: number & (-600 | -3001 | -3002 | -3014 | -3016 | -3030 | 6001 | -1000 | -1001 | -1002 | -1003 | -1004 | -2001 | -2002 | -3003 | -3004 | -3005 | -3006 | -3007 | -3008 | -3010 | -3011 | -3012 | -3013 | -3020 | -3021 | -3022 | -3040 | -3041 | -3042 | -5000);
        /**
         * @description An amount in the currency's major unit, exact to its minor digits (4.99 USD, 1200 KRW).
         * @example 4.99
         */
        Money: number;
        /**
         * @description Unix time in seconds.
         * @example 1767225600
         */
        UnixSeconds: number;
        /**
         * @description The brand: the id of its file in the storefront's repository (brands/<brand>.json), such as watt or rhinosTwhk. A backend serving one brand answers any other with -1000.
         * @example watt
         */
        BrandId: string;
        /**
         * @description A domain area (spec section 3).
         * @enum {string}
         */
        DomainArea: "universal" | "eru" | "sea" | "ja" | "kr" | "twhk" | "useuro" | "ru" | "hk" | "codapay" | "dragon";
        /**
         * @description ISO 4217 code (the specification's RMB is CNY).
         * @enum {string}
         */
        Currency: "CNY" | "TWD" | "JPY" | "KRW" | "EUR" | "USD" | "TRY" | "THB" | "VND" | "IDR" | "MYR";
        /**
         * @description A payment region name (spec section 3).
         * @enum {string}
         */
        PayRegion: "Global" | "Philippines" | "Malaysia" | "Singapore" | "Indonesia" | "Thailand" | "Vietnam" | "India" | "Myanmar" | "Turkey" | "Brazil" | "US" | "France" | "Germany" | "Russia" | "Netherlands";
        /**
         * @description A payment channel code (spec section 3, both groups).
         * @enum {integer}
         */
        ChannelId: 10301 | 10901 | 11701 | 11501 | 10801 | 10302 | 10303 | 10201 | 11001 | 10401 | 10501 | 10103 | 10101 | 10102 | 10104 | 11401 | 11601 | 11602 | 11801 | 12101 | 10701 | 12001;
        /**
         * @description A channel code as a request names it; an unknown one is answered -3006, so this is not an enum.
         * @example 10201
         */
        ChannelIdParam: number;
        /** @description How a channel is paid. */
        RechargeType: number & (1 | 2 | 3 | 4);
        /**
         * @description A game's id (`client_id`), unique across a publisher's brands.
         * @example 1001
         */
        GameId: string;
        IntId: number;
        /** @example 10101 */
        RoleId: string;
        /**
         * @description An order's billing number.
         * @example B00000001
         */
        BillingNo: string;
        /** @example rp-watt-valid */
        ReplenishId: string;
        /** @example WATT-0002 */
        CardNo: string;
        /**
         * @description prefix + base64(UTF-8(prefix + value)), prefix being 3 random lowercase hex characters.
         * @example a3fYTNmc2VjcmV0
         */
        ObfuscatedSecret: string;
        /**
         * @description A credential exactly as the provider issued it (an authorization code, an access
         *     token, a request token or a verifier), passed on unchanged. OAuth 2.0 allows any
         *     visible ASCII character and the space in them (RFC 6749, appendix A: `code` and
         *     `access-token` are `1*VSCHAR`, `%x20-7E`), and real ones use more than letters and
         *     digits: Google's authorization codes look like `4/0AeaYSHB…` (with `/`). Nor do
         *     providers promise a length: Facebook asks that none be assumed for its access
         *     tokens, VK documents none, and the largest Google documents is 2048 bytes (its
         *     access tokens). The bound here is twice that; a backend must accept every value
         *     this schema allows.
         * @example 4/0AeaYSHBx3kqA9mY2gR-tLzW_5v8Qn1cJd0fPoHsUeXiKbNw7rGyVlTaMhZ6jC4qEuDxS
         */
        ProviderToken: string;
        /**
         * Format: uri
         * @description An absolute http or https address without credentials.
         */
        HttpUrl: string;
        /**
         * Format: uri
         * @description Where the payment site sends the player back (http or https), normally `<storefront origin>/result`.
         * @example https://pay.watt-games.example/result
         */
        ReturnUrl: string;
        /** @example 3f9c2a7b1d0e4c55 */
        IdempotencyKey: string;
        /** @description The player (spec section 3, stored user info). */
        UserInfo: {
            /** @example 10000001 */
            suid: string;
            /** @example player1 */
            username: string;
            real_name_status: components["schemas"]["RealNameStatus"];
            /** @description Age in years from the verification; 0 when unknown. */
            years: number;
            /** @description Masked name from the verification, e.g. "김*준"; empty when unknown. */
            real_name: string;
        };
        /**
         * @description 0 not verified, 1 verified (Korean real-name verification).
         * @enum {integer}
         */
        RealNameStatus: 0 | 1;
        /** @description The answer of every login call (account, gift card, social, in-game). */
        LoginResult: {
            /** @example 10000001 */
            suid: string;
            /** @example player1 */
            username: string;
            real_name_status: components["schemas"]["RealNameStatus"];
            /** @description Age in years from the verification; 0 when unknown. */
            years: number;
            /** @description Masked name from the verification; empty when unknown. */
            real_name: string;
            /** @description The session token (security scheme oauthToken). */
            oauth_token: string;
            /** @description Empty here; the Korean brand fetches it with get_platform_token. */
            platform_token: string;
            /**
             * @description Seconds until the token expires.
             * @example 604800
             */
            expires_in: number;
        };
        TwitterAuthResult: {
            /**
             * Format: uri
             * @description The page to open (popup or redirect).
             */
            url: string;
            /** @description Twitter's request token. */
            oauth_token: string;
        };
        KrUserInfo: {
            real_name_status: components["schemas"]["RealNameStatus"];
            years: number;
            real_name: string;
            /**
             * @description Empty when the player is verified. Otherwise the page that starts this player's
             *     verification (a one-time address, e.g. with a ticket), **on one of the brand's API
             *     hosts** (`hosts.api`, or `hosts.demoApi` on a demo page): the storefront sends the
             *     player to no other host. That page may hand over to the verification provider; it
             *     ends by sending the player to the request's `return_url`.
             */
            verify_url: string;
        };
        PlatformToken: {
            /** @description Opens customer service (brand ko). */
            platform_token: string;
        };
        Game: {
            client_id: components["schemas"]["GameId"];
            /** @example Starfall */
            name: string;
            /**
             * Format: uri
             * @description Absolute address of the game's logo (SVG or PNG), on one of the brand's API hosts (hosts.api, hosts.demoApi): the page's Content-Security-Policy allows images from those only. https in production; never javascript: or data:. Served with Access-Control-Allow-Origin like the calls (a GET without cookies), a logo of 8 KB or less is kept with its bytes for the player's next visit, whose step 1 then paints it without a request (src/lib/games-memo.ts); without that header it is kept by address and asked for again.
             */
            icon: string;
            /** @description The domain areas the game is offered in. */
            domain_areas: components["schemas"]["DomainArea"][];
        };
        GameLogo: {
            client_id: components["schemas"]["GameId"];
            /**
             * Format: uri
             * @description As Game.icon: on one of the brand's API hosts.
             */
            icon: string;
        };
        /** @description A banner of step 1 (see GET /api/config/banner), in the language asked for. */
        Banner: {
            /**
             * @description Stable id, sent with event 7 (extend_data).
             * @example festival-watt
             */
            banner_id: string;
            /**
             * Format: uri
             * @description 1200 × 300 pixels (4:1), on one of the brand's API hosts.
             */
            image: string;
            /** @description What the image says, for screen readers and when it does not load. */
            alt: string;
            /** @description Where the banner leads (https, on a host of the brand's hosts.bannerLinks), or empty. */
            link: string;
        };
        /** @description Texts and settings of the recharge page for a game. */
        RechargeConfig: {
            client_id: components["schemas"]["GameId"];
            game_name: string;
            currency: components["schemas"]["Currency"];
            /** @description Recharge instructions, one paragraph per entry. */
            recharge_explain: string[];
            /**
             * @description A paid top-up reaches the game within this many minutes (spec: 15).
             * @example 15
             */
            unlock_minutes: number;
            /** @description Customer service page, or empty. The storefront opens it only when it is https on a host of the brand file's hosts.customerService (any other address gets the generic error). */
            customer_service_url: string;
        };
        /** @description A group of servers inside a game (the order info's `area`). */
        Area: {
            area_id: components["schemas"]["IntId"];
            /** @example East Realm */
            area_name: string;
        };
        Server: {
            server_id: components["schemas"]["IntId"];
            /** @example S101 Aurora */
            server_name: string;
            area_id: components["schemas"]["IntId"];
            /**
             * @description The server the game really runs it on (merged servers); the order info's realServer.
             * @example 101
             */
            real_server: string;
        };
        ServerSearchResult: {
            area: components["schemas"]["Area"];
            server: components["schemas"]["Server"];
        };
        Role: {
            role_id: components["schemas"]["RoleId"];
            /** @example Aria */
            role_name: string;
            level: number;
            server_id: components["schemas"]["IntId"];
        };
        /** @description Time until the next purchase is allowed. */
        WaitTime: {
            days: number;
            hours: number;
            minutes: number;
        };
        /**
         * @description `count` purchases within `days` days (kind `days`), or `count` per role ever (kind
         *     `role`). Paid orders count, also while they still read pending. `next_in` is null when
         *     a purchase is possible now, or when the limit is for ever (kind `role` at its limit:
         *     unbuyable).
         */
        PurchaseLimit: {
            /** @enum {string} */
            kind: "days" | "role";
            count: number;
            /** @description Only for kind days; null for kind role. */
            days: number | null;
            /** @description Purchases left: at most `count`. */
            remaining: number;
            next_in: components["schemas"]["WaitTime"] | null;
        };
        /** @enum {string} */
        GoodsTypeKey: "gem" | "pass" | "pack";
        /** @description An unpaid order and where it can be paid. */
        UnpaidOrderContent: {
            billing_no: components["schemas"]["BillingNo"];
            /**
             * Format: uri
             * @description On one of the brand's payment hosts (hosts.payment): the storefront follows no other.
             */
            pay_url: string;
        };
        Goods: {
            goods_id: components["schemas"]["IntId"];
            /**
             * @description Display name.
             * @example 300 Gems
             */
            display: string;
            /**
             * @description In-game amount delivered.
             * @example 300
             */
            value: number;
            price: components["schemas"]["Money"];
            currency: components["schemas"]["Currency"];
            typeKey: components["schemas"]["GoodsTypeKey"];
            isLimit: boolean;
            description: string;
            /** @description Present (not null) exactly when isLimit. */
            limit: components["schemas"]["PurchaseLimit"] | null;
            /** @description This role's open unpaid order for the item that was sent to a payment site (rechargeType 1), which blocks a new purchase; else null (see create_order). */
            unpaid: components["schemas"]["UnpaidOrderContent"] | null;
        };
        PayRegionInfo: {
            region: components["schemas"]["PayRegion"];
            /** @description The region offered first. */
            default: boolean;
        };
        Channel: {
            channel_id: components["schemas"]["ChannelId"];
            /**
             * @description The recharge info's name.
             * @example PayPal
             */
            name: string;
            /**
             * @description The provider's payway key.
             * @example paypal
             */
            paywayId: string;
            rechargeType: components["schemas"]["RechargeType"];
            price: components["schemas"]["Money"];
            currency: components["schemas"]["Currency"];
        };
        CreateOrderBody: {
            brand?: components["schemas"]["BrandId"];
            client_id: components["schemas"]["GameId"];
            /**
             * @description As the domain_area parameter (-3014).
             * @example universal
             */
            domain_area: string;
            server_id: components["schemas"]["IntId"];
            role_id: components["schemas"]["RoleId"];
            goods_id: components["schemas"]["IntId"];
            channel_id: components["schemas"]["ChannelIdParam"];
            region: components["schemas"]["PayRegion"];
            return_url: components["schemas"]["ReturnUrl"];
        };
        /**
         * @description pending until paid and processed ("the order system may lag"), then done; failed when refused, abandoned or expired.
         * @enum {string}
         */
        OrderStatus: "pending" | "done" | "failed";
        /** @enum {string} */
        OrderKind: "goods" | "card" | "replenishment";
        OrderInfo: {
            billing_no: components["schemas"]["BillingNo"];
            kind: components["schemas"]["OrderKind"];
            status: components["schemas"]["OrderStatus"];
            /** @description True once the player paid (status may still read pending for a few seconds). */
            paid: boolean;
            client_id: components["schemas"]["GameId"];
            game_name: string;
            /** @description Null for a replenishment. */
            server_id: number | null;
            server_name: string;
            /** @description Empty for a replenishment. */
            role_id: string;
            role_name: string;
            /** @description Null for a gift-card top-up or a replenishment. */
            goods_id: number | null;
            /** @description The goods item's display name, or "Replenishment", or the card's gems (the storefront names the last two in the player's language from `kind` and `gems`). */
            goods_name: string;
            amount: components["schemas"]["Money"];
            currency: components["schemas"]["Currency"];
            channel_id: components["schemas"]["ChannelId"];
            channel_name: string;
            region: components["schemas"]["PayRegion"];
            /** @description The payment page while the order waits for payment (channels of `rechargeType` 1 and 4), on one of the brand's payment hosts (`hosts.payment`), without `user:password@`; null otherwise. The storefront follows no other address. */
            pay_url: string | null;
            created_at: components["schemas"]["UnixSeconds"];
            /** @description An unpaid order fails at this time (30 minutes after it was made). */
            expires_at: components["schemas"]["UnixSeconds"];
            /** @description The gems a gift-card top-up gave (kind card); null for the other kinds. */
            gems: number | null;
            /**
             * @description While an order of a card-form channel (`rechargeType` 3) waits for payment: the card
             *     provider's client secret of its payment (Stripe: the PaymentIntent's
             *     `client_secret`), which the provider's script confirms in the page. Null otherwise.
             */
            client_secret: string | null;
            /** @description While an order of a payment-window channel (`rechargeType` 4) waits for payment, what the window is opened with; null otherwise. */
            payment_window: components["schemas"]["PaymentWindow"] | null;
        } & (unknown & unknown);
        /**
         * @description The Korean payment window's parameters (Toss Payments v2: `TossPayments(clientKey)
         *     .payment({ customerKey }).requestPayment({ method: 'CARD', amount: { currency, value },
         *     orderId, orderName, successUrl, failUrl })`); the amount and currency are the order's,
         *     the client key is the brand file's `payments.koreaWindow.clientKey`.
         */
        PaymentWindow: {
            /**
             * @description The provider's orderId: 6 to 64 letters, digits, - or _.
             * @example B00000001
             */
            order_id: string;
            /**
             * @description What the window shows as the order's name.
             * @example 300 Gems
             */
            order_name: string;
            /** @description The provider's customerKey: the player, opaque (not a username). */
            customer_key: string;
        };
        ConfirmPaymentBody: {
            brand?: components["schemas"]["BrandId"];
            billing_no: components["schemas"]["BillingNo"];
            /** @description The success address's paymentKey. */
            payment_key: string;
            /** @description The success address's orderId. */
            order_id: string;
            /** @description The success address's amount. */
            amount: components["schemas"]["Money"];
        };
        CardInfo: {
            /** @example WATT-0002 */
            card_no: string;
            face_value: components["schemas"]["Money"];
            currency: components["schemas"]["Currency"];
            /** @description Gems the card is exchanged for in this game. */
            gems: number;
        };
        CardRechargeBody: {
            brand?: components["schemas"]["BrandId"];
            client_id: components["schemas"]["GameId"];
            /**
             * @description As the domain_area parameter (-3014).
             * @example universal
             */
            domain_area: string;
            card_no: components["schemas"]["CardNo"];
            card_pwd: components["schemas"]["ObfuscatedSecret"];
            server_id: components["schemas"]["IntId"];
            role_id: components["schemas"]["RoleId"];
        };
        CardRechargeResult: {
            card_no: string;
            face_value: components["schemas"]["Money"];
            currency: components["schemas"]["Currency"];
            gems: number;
            billing_no: components["schemas"]["BillingNo"];
            /** @constant */
            status: "done";
        };
        Reward: {
            name: string;
            count: number;
        };
        /** @enum {string} */
        TierStatus: "locked" | "claimable" | "claimed";
        RewardTier: {
            tier_id: number;
            /** @description Accumulated amount needed. */
            threshold: components["schemas"]["Money"];
            rewards: components["schemas"]["Reward"][];
            status: components["schemas"]["TierStatus"];
        };
        Promotion: {
            /** @example acc-watt */
            activity_id: string;
            title: string;
            start_time: components["schemas"]["UnixSeconds"];
            end_time: components["schemas"]["UnixSeconds"];
            /** @description The player's top-ups in the brand's games during the period. */
            accumulated: components["schemas"]["Money"];
            currency: components["schemas"]["Currency"];
            tiers: components["schemas"]["RewardTier"][];
        };
        ClaimBody: {
            brand?: components["schemas"]["BrandId"];
            activity_id: string;
            tier_id: number;
        };
        ClaimAllBody: {
            brand?: components["schemas"]["BrandId"];
            activity_id: string;
        };
        /** @description Spec section 3. */
        ReplenishInfo: {
            replenish_id: components["schemas"]["ReplenishId"];
            client_id: components["schemas"]["GameId"];
            game_name: string;
            user_name: string;
            amount: components["schemas"]["Money"];
            currency_code: components["schemas"]["Currency"];
            /** @description Seconds left (the countdown shows when 0 < valid_time < 86400). */
            valid_time: number;
        };
        ReplenishCountry: {
            region: components["schemas"]["PayRegion"];
            default: boolean;
            channels: components["schemas"]["Channel"][];
        };
        /** @description The event numbers of spec section 7. */
        TrackingEvent: number & (2 | 3 | 4 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16 | 17 | 18 | 19 | 20 | 21 | 22 | 23);
        /**
         * @description One event. Every event carries the base fields; from event 14 on also the product
         *     fields, from event 18 on also the billing fields.
         */
        TrackingBody: {
            /** @description The brand's tracking id (its brand file's trackingEventId; each brand its own). */
            event_id: number;
            event: components["schemas"]["TrackingEvent"];
            /** @description suid, or empty for a visitor. */
            user_id: string;
            user_name: string;
            /** @enum {string} */
            device_type: "android" | "ios" | "web";
            language: string;
            /** @description Traffic channel, e.g. "web". */
            channel: string;
            client_id: string;
            domain_area: string;
            /** @description From event 14. */
            product_name?: string;
            /** @description From event 14. */
            product_price?: string | number;
            /** @description From event 14. */
            product_type?: string;
            /** @description From event 14. */
            product_limit?: string | number | boolean;
            /** @description From event 18. */
            channel_name?: string;
            /** @description From event 18. */
            billing_no?: string;
            /** @description From event 18. */
            billing_status?: string;
            /** @description Free text (often JSON) for anything else. */
            extend_data: string;
        } & (unknown & unknown);
        /** @description The performance of one page load. */
        PerfLogBody: {
            /** @description The brand's tracking id. */
            event_id: number;
            url: string;
            /** @description Navigation timings in ms, e.g. ttfb, domContentLoaded, load. */
            timing: {
                [key: string]: number;
            };
            /** @description Resources slower than 10,000 ms, at most 10. */
            slow_resources: {
                name: string;
                /** @description ms */
                duration: number;
            }[];
        };
        /** @description What trackLog receives, one of the two bodies. */
        PerfLogRequest: components["schemas"]["PerfLogBody"] | components["schemas"]["VitalsBody"];
        /**
         * @description Web Vitals of one sampled page view, measured in the player's browser (the web-vitals
         *     library's attribution build). Only metrics the browser measured are listed: INP needs
         *     an interaction, CLS a Chromium browser, and LCP and FCP a page that was not opened in
         *     the background.
         */
        VitalsBody: {
            /** @description The brand's tracking id. */
            event_id: number;
            /** @description The brand's id (its file name under brands/). */
            brand: string;
            /**
             * @description The route the page view was loaded on, as the route table writes it: `/selectGame`,
             *     `/selectGoods`, `/recharge`, `/result`, `/@{code}`..., `*` for an address the
             *     storefront does not have. Never the address itself, whose query may carry tokens.
             */
            route: string;
            /** @description Random id of the page view, the same in each of its bodies. */
            page_view: string;
            /** @description The share of page views sampled when this one was (the brand file's vitalsSampleRate). */
            sample_rate: number;
            vitals: components["schemas"]["Vital"][];
        };
        Vital: {
            /**
             * @description Largest Contentful Paint, Interaction to Next Paint, Cumulative Layout Shift, First Contentful Paint, Time to First Byte.
             * @enum {string}
             */
            name: "LCP" | "INP" | "CLS" | "FCP" | "TTFB";
            /** @description ms, rounded to whole ms; CLS is a score without unit, 4 decimals. */
            value: number;
            /**
             * @description web.dev's thresholds for the metric.
             * @enum {string}
             */
            rating: "good" | "needs-improvement" | "poor";
            /** @description The metric instance: a later body with the same id replaces its value. */
            id: string;
            /**
             * @description How the page was reached; `back-forward-cache` for a page restored from the browser's cache, which starts new metrics.
             * @enum {string}
             */
            navigation_type: "navigate" | "reload" | "back-forward" | "back-forward-cache" | "prerender" | "restore" | "soft-navigation";
            /**
             * @description What caused it, as a short CSS selector (such as `#main>ul.games>li.card>img`, at most
             *     100 characters): the LCP element, the element the INP interaction hit, the element
             *     of the largest layout shift. Absent for FCP and TTFB, and when the element was gone.
             */
            target?: string;
        };
        ErrorLogEntry: {
            /** @enum {string} */
            type: "js" | "promise" | "resource" | "api";
            message: string;
            /** @description Where: script address, resource address or API path. */
            source?: string;
            stack?: string;
            /** @description Unix time in ms (the one exception to seconds). */
            time: number;
        };
        /** @description Up to 10 errors of one page. */
        ErrorLogBody: {
            /** @description The brand's tracking id. */
            event_id: number;
            url: string;
            errors: components["schemas"]["ErrorLogEntry"][];
        };
    };
    responses: {
        /** @description Success (code 1) with the player and the session token, or a business error (x-error-codes). */
        LoginResult: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    code: components["schemas"]["Ok"];
                    msg: string;
                    content: components["schemas"]["LoginResult"];
                } | ({
                    /** @enum {unknown} */
                    code?: -2001 | -1000 | -5000;
                } & components["schemas"]["Failure"]);
            };
        };
        /** @description Success (code 1) with the promotion as it is now, or a business error (x-error-codes). */
        Promotion: {
            headers: {
                "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    code: components["schemas"]["Ok"];
                    msg: string;
                    content: components["schemas"]["Promotion"];
                } | ({
                    /** @enum {unknown} */
                    code?: -600 | -3001 | -3042 | -1000 | -5000;
                } & components["schemas"]["Failure"]);
            };
        };
        /** @description Kept (code 1, content null), or refused with -1000 naming what is wrong. */
        Collected: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    code: components["schemas"]["Ok"];
                    msg: string;
                    content: null;
                } | ({
                    /** @enum {unknown} */
                    code?: -1000 | -5000 | -1001 | -1002;
                } & components["schemas"]["Failure"]);
            };
        };
        /**
         * @description A request problem, with the envelope: 400 malformed address or body not a JSON object
         *     (-1001), 404 no such path (-1003), 405 method not allowed (-1004), 413 body too large
         *     (-1002), 431 address or headers too large (-1000).
         */
        RequestProblem: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Failure"];
            };
        };
        /** @description An unexpected failure (-5000), never with a stack trace. */
        Internal: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Failure"];
            };
        };
        /** @description Success (code 1) with the player and the session token, or a business error (x-error-codes). */
        SocialLoginResult: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    code: components["schemas"]["Ok"];
                    msg: string;
                    content: components["schemas"]["LoginResult"];
                } | ({
                    /** @enum {unknown} */
                    code?: -2002 | -1000 | -5000;
                } & components["schemas"]["Failure"]);
            };
        };
        /** @description Success (code 1) with the player and the session token, or a business error (x-error-codes). */
        InGameLoginResult: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    code: components["schemas"]["Ok"];
                    msg: string;
                    content: components["schemas"]["LoginResult"];
                } | ({
                    /** @enum {unknown} */
                    code?: -3001 | -2001 | -1000 | -5000;
                } & components["schemas"]["Failure"]);
            };
        };
        /** @description Success (code 1) with the player and the session token, or a business error (x-error-codes). */
        InGameSocialLoginResult: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    code: components["schemas"]["Ok"];
                    msg: string;
                    content: components["schemas"]["LoginResult"];
                } | ({
                    /** @enum {unknown} */
                    code?: -3001 | -2002 | -1000 | -5000;
                } & components["schemas"]["Failure"]);
            };
        };
        /** @description Success (code 1) with the promotion as it is now, or a business error (x-error-codes). */
        PromotionClaimed: {
            headers: {
                "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    code: components["schemas"]["Ok"];
                    msg: string;
                    content: components["schemas"]["Promotion"];
                } | ({
                    /** @enum {unknown} */
                    code?: -600 | -3042 | -3040 | -3041 | -3012 | -1000 | -5000 | -1001 | -1002;
                } & components["schemas"]["Failure"]);
            };
        };
        /** @description Success (code 1) with the promotion as it is now, or a business error (x-error-codes). */
        PromotionAllClaimed: {
            headers: {
                "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    code: components["schemas"]["Ok"];
                    msg: string;
                    content: components["schemas"]["Promotion"];
                } | ({
                    /** @enum {unknown} */
                    code?: -600 | -3042 | -3040 | -3012 | -1000 | -5000 | -1001 | -1002;
                } & components["schemas"]["Failure"]);
            };
        };
    };
    parameters: {
        /** @description The interface language; `msg` texts in it where the backend has them (English otherwise). */
        spec_lang: string;
        /**
         * @description The storefront's brand. Sent on every call; on a call that names a game the game
         *     decides the brand and this is only checked to be a known id (-1000 otherwise).
         */
        brand: components["schemas"]["BrandId"];
        /** @description The storefront's brand (this call names no game, so the brand says whose answer it is). */
        brand_required: components["schemas"]["BrandId"];
        /**
         * @description The page's domain area (`DomainArea`): one of the brand's and one the game is offered
         *     in, else -3014 (an unknown name too, which is why this is not an enum).
         */
        domain_area: string;
        /** @description When given, the game must be offered in this domain area (-3014). */
        domain_area_optional: string;
        /** @description The game (-3001 when unknown). Its brand is the call's brand. */
        client_id: components["schemas"]["GameId"];
        /** @description The game whose brand's promotion is wanted (-3001 when unknown); without it, `brand` decides. */
        client_id_optional: components["schemas"]["GameId"];
        /** @description The game the player comes from (-3001 when unknown). */
        game_id: components["schemas"]["GameId"];
        /** @description With a login instead of `replenish_id`, the game whose open replenishment of the player is wanted. */
        rp_client_id: components["schemas"]["GameId"];
        /** @description An area of the game (`Area.area_id`; -3003 when unknown). */
        area_id: components["schemas"]["IntId"];
        /** @description A server of the game (`Server.server_id`; -3003 when unknown). */
        server_id: components["schemas"]["IntId"];
        /** @description One of the player's roles on the server (-3004 when not). */
        role_id: components["schemas"]["RoleId"];
        /** @description A goods item of the game (-3005 when unknown). */
        goods_id: components["schemas"]["IntId"];
        /** @description A payment region the domain area offers (-3007 when not offered; -1000 for an unknown name). */
        region: components["schemas"]["PayRegion"];
        /** @description A redirect channel of the region (-3006 when no such channel exists, -3007 when the region does not offer it or it is the gift-card channel). */
        channel_id: components["schemas"]["ChannelIdParam"];
        /** @description Where the payment site sends the player back, `billing_no` added to its query. */
        return_url: components["schemas"]["ReturnUrl"];
        /** @description Where the real-name verification (`verify_url`) sends the player back, normally `<storefront origin>/certifiedReal`. Without it, the backend's own page. */
        realname_return_url: components["schemas"]["ReturnUrl"];
        /** @description The order's billing number (-3008 when unknown). */
        billing_no: components["schemas"]["BillingNo"];
        /** @description The replenishment of the support link (-3016 unknown or expired, -3030 settled). */
        replenish_id: components["schemas"]["ReplenishId"];
        /** @description The replenishment of the support link (-3016 unknown or expired, -3030 settled). */
        replenish_id_optional: components["schemas"]["ReplenishId"];
        /** @description The account name, trimmed and obfuscated like the password (spec section 5; see "Passwords"). */
        username: components["schemas"]["ObfuscatedSecret"];
        /** @description The password, trimmed and obfuscated (see "Passwords"). */
        password: components["schemas"]["ObfuscatedSecret"];
        /** @description The gift card's number (trimmed, case-insensitive). */
        card_no: components["schemas"]["CardNo"];
        /** @description The gift card's password, trimmed and obfuscated (see "Passwords"). */
        card_pwd: components["schemas"]["ObfuscatedSecret"];
        /** @description The code the provider's authorization page handed back. */
        authorization_code: components["schemas"]["ProviderToken"];
        /** @description The brand's `login.google.package`. */
        pkg: string;
        /** @description The brand's client id at the provider (`login.google.clientId`, `login.apple.clientId`, `login.kakao.appKey`). */
        provider_client_id: string;
        /**
         * @description The redirect URI the code is bound to, for the backend's exchange with the provider:
         *     Google (Identity Services, popup mode): the storefront page's origin, e.g.
         *     `https://pay.watt-games.example`; Apple and Kakao: the storefront's callback page,
         *     e.g. `https://pay.watt-games.example/auth/callback.html`.
         */
        redirect_uri: components["schemas"]["HttpUrl"];
        /** @description Apple's identity token (a JWT), handed back with the code. */
        identity_token: components["schemas"]["ProviderToken"];
        /**
         * @description The player's given name from Apple's `user` object (`user.name.firstName`). Apple sends
         *     `user` only with a player's first authorization of the app, never again: keep it with
         *     the account this call makes or finds. Absent on every later sign-in, and when the
         *     player did not share it.
         */
        apple_first_name: string;
        /** @description The player's family name from Apple's `user` object (`user.name.lastName`); first authorization only, as `first_name`. */
        apple_last_name: string;
        /**
         * @description The email address from Apple's `user` object (`user.email`); first authorization only,
         *     as `first_name`. It may be an Apple private relay address (`…@privaterelay.appleid.com`),
         *     which forwards to the player.
         */
        apple_email: string;
        /** @description The access token Facebook handed back. */
        fb_access_token: components["schemas"]["ProviderToken"];
        /** @description The access token VK handed back. */
        vk_access_token: components["schemas"]["ProviderToken"];
        /** @description The VK user id handed back with the token. */
        uid: string;
        /** @description The storefront page Twitter returns to with `oauth_token` and `oauth_verifier`. */
        callback: components["schemas"]["HttpUrl"];
        /** @description The brand's login client number (`login.clientNumber`, any of its values), e.g. 200 for watt. */
        login_client_id: string;
        /** @description Twitter's request token from `twitter_auth` (not a session token). */
        twitter_oauth_token: components["schemas"]["ProviderToken"];
        /** @description The verifier Twitter handed back to the callback page. */
        oauth_verifier: components["schemas"]["ProviderToken"];
        /** @description One key per purchase or claim attempt, reused for every retry of it (see "Idempotency"). */
        "Idempotency-Key": components["schemas"]["IdempotencyKey"];
        /** @description Optional here; the same key replays the first answer (see "Idempotency"). */
        "Idempotency-Key-optional": components["schemas"]["IdempotencyKey"];
    };
    requestBodies: never;
    headers: {
        /** @description `true` when this is the first answer of an earlier request with the same Idempotency-Key, sent again. */
        "Idempotent-Replayed": "true";
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    login: {
        parameters: {
            query: {
                /** @description The interface language; `msg` texts in it where the backend has them (English otherwise). */
                spec_lang?: components["parameters"]["spec_lang"];
                /**
                 * @description The storefront's brand. Sent on every call; on a call that names a game the game
                 *     decides the brand and this is only checked to be a known id (-1000 otherwise).
                 */
                brand?: components["parameters"]["brand"];
                /** @description The account name, trimmed and obfuscated like the password (spec section 5; see "Passwords"). */
                username: components["parameters"]["username"];
                /** @description The password, trimmed and obfuscated (see "Passwords"). */
                password: components["parameters"]["password"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["LoginResult"];
            500: components["responses"]["Internal"];
            "4XX": components["responses"]["RequestProblem"];
        };
    };
    googleLogin: {
        parameters: {
            query: {
                /** @description The interface language; `msg` texts in it where the backend has them (English otherwise). */
                spec_lang?: components["parameters"]["spec_lang"];
                /**
                 * @description The storefront's brand. Sent on every call; on a call that names a game the game
                 *     decides the brand and this is only checked to be a known id (-1000 otherwise).
                 */
                brand?: components["parameters"]["brand"];
                /** @description The code the provider's authorization page handed back. */
                authorization_code: components["parameters"]["authorization_code"];
                /** @description The brand's `login.google.package`. */
                pkg: components["parameters"]["pkg"];
                /** @description The brand's client id at the provider (`login.google.clientId`, `login.apple.clientId`, `login.kakao.appKey`). */
                client_id: components["parameters"]["provider_client_id"];
                /**
                 * @description The redirect URI the code is bound to, for the backend's exchange with the provider:
                 *     Google (Identity Services, popup mode): the storefront page's origin, e.g.
                 *     `https://pay.watt-games.example`; Apple and Kakao: the storefront's callback page,
                 *     e.g. `https://pay.watt-games.example/auth/callback.html`.
                 */
                redirect_uri: components["parameters"]["redirect_uri"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SocialLoginResult"];
            500: components["responses"]["Internal"];
            "4XX": components["responses"]["RequestProblem"];
        };
    };
    appleLogin: {
        parameters: {
            query: {
                /** @description The interface language; `msg` texts in it where the backend has them (English otherwise). */
                spec_lang?: components["parameters"]["spec_lang"];
                /**
                 * @description The storefront's brand. Sent on every call; on a call that names a game the game
                 *     decides the brand and this is only checked to be a known id (-1000 otherwise).
                 */
                brand?: components["parameters"]["brand"];
                /** @description The code the provider's authorization page handed back. */
                authorization_code: components["parameters"]["authorization_code"];
                /** @description Apple's identity token (a JWT), handed back with the code. */
                identity_token: components["parameters"]["identity_token"];
                /**
                 * @description The redirect URI the code is bound to, for the backend's exchange with the provider:
                 *     Google (Identity Services, popup mode): the storefront page's origin, e.g.
                 *     `https://pay.watt-games.example`; Apple and Kakao: the storefront's callback page,
                 *     e.g. `https://pay.watt-games.example/auth/callback.html`.
                 */
                redirect_uri: components["parameters"]["redirect_uri"];
                /** @description The brand's client id at the provider (`login.google.clientId`, `login.apple.clientId`, `login.kakao.appKey`). */
                client_id: components["parameters"]["provider_client_id"];
                /**
                 * @description The player's given name from Apple's `user` object (`user.name.firstName`). Apple sends
                 *     `user` only with a player's first authorization of the app, never again: keep it with
                 *     the account this call makes or finds. Absent on every later sign-in, and when the
                 *     player did not share it.
                 */
                first_name?: components["parameters"]["apple_first_name"];
                /** @description The player's family name from Apple's `user` object (`user.name.lastName`); first authorization only, as `first_name`. */
                last_name?: components["parameters"]["apple_last_name"];
                /**
                 * @description The email address from Apple's `user` object (`user.email`); first authorization only,
                 *     as `first_name`. It may be an Apple private relay address (`…@privaterelay.appleid.com`),
                 *     which forwards to the player.
                 */
                email?: components["parameters"]["apple_email"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SocialLoginResult"];
            500: components["responses"]["Internal"];
            "4XX": components["responses"]["RequestProblem"];
        };
    };
    facebookLogin: {
        parameters: {
            query: {
                /** @description The interface language; `msg` texts in it where the backend has them (English otherwise). */
                spec_lang?: components["parameters"]["spec_lang"];
                /**
                 * @description The storefront's brand. Sent on every call; on a call that names a game the game
                 *     decides the brand and this is only checked to be a known id (-1000 otherwise).
                 */
                brand?: components["parameters"]["brand"];
                /** @description The access token Facebook handed back. */
                fb_access_token: components["parameters"]["fb_access_token"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SocialLoginResult"];
            500: components["responses"]["Internal"];
            "4XX": components["responses"]["RequestProblem"];
        };
    };
    twitterAuth: {
        parameters: {
            query: {
                /** @description The interface language; `msg` texts in it where the backend has them (English otherwise). */
                spec_lang?: components["parameters"]["spec_lang"];
                /**
                 * @description The storefront's brand. Sent on every call; on a call that names a game the game
                 *     decides the brand and this is only checked to be a known id (-1000 otherwise).
                 */
                brand?: components["parameters"]["brand"];
                /** @description The storefront page Twitter returns to with `oauth_token` and `oauth_verifier`. */
                callback: components["parameters"]["callback"];
                /** @description The brand's login client number (`login.clientNumber`, any of its values), e.g. 200 for watt. */
                client_id: components["parameters"]["login_client_id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (code 1) with the request token, or a business error (x-error-codes). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["Ok"];
                        msg: string;
                        content: components["schemas"]["TwitterAuthResult"];
                    } | ({
                        /** @enum {unknown} */
                        code?: -2002 | -1000 | -5000;
                    } & components["schemas"]["Failure"]);
                };
            };
            500: components["responses"]["Internal"];
            "4XX": components["responses"]["RequestProblem"];
        };
    };
    twitterRedirect: {
        parameters: {
            query: {
                /** @description The interface language; `msg` texts in it where the backend has them (English otherwise). */
                spec_lang?: components["parameters"]["spec_lang"];
                /**
                 * @description The storefront's brand. Sent on every call; on a call that names a game the game
                 *     decides the brand and this is only checked to be a known id (-1000 otherwise).
                 */
                brand?: components["parameters"]["brand"];
                /** @description The brand's login client number (`login.clientNumber`, any of its values), e.g. 200 for watt. */
                client_id: components["parameters"]["login_client_id"];
                /** @description Twitter's request token from `twitter_auth` (not a session token). */
                oauth_token: components["parameters"]["twitter_oauth_token"];
                /** @description The verifier Twitter handed back to the callback page. */
                oauth_verifier: components["parameters"]["oauth_verifier"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SocialLoginResult"];
            500: components["responses"]["Internal"];
            "4XX": components["responses"]["RequestProblem"];
        };
    };
    vkLogin: {
        parameters: {
            query: {
                /** @description The interface language; `msg` texts in it where the backend has them (English otherwise). */
                spec_lang?: components["parameters"]["spec_lang"];
                /**
                 * @description The storefront's brand. Sent on every call; on a call that names a game the game
                 *     decides the brand and this is only checked to be a known id (-1000 otherwise).
                 */
                brand?: components["parameters"]["brand"];
                /** @description The access token VK handed back. */
                vk_access_token: components["parameters"]["vk_access_token"];
                /** @description The VK user id handed back with the token. */
                uid: components["parameters"]["uid"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SocialLoginResult"];
            500: components["responses"]["Internal"];
            "4XX": components["responses"]["RequestProblem"];
        };
    };
    kakaoLogin: {
        parameters: {
            query: {
                /** @description The interface language; `msg` texts in it where the backend has them (English otherwise). */
                spec_lang?: components["parameters"]["spec_lang"];
                /**
                 * @description The storefront's brand. Sent on every call; on a call that names a game the game
                 *     decides the brand and this is only checked to be a known id (-1000 otherwise).
                 */
                brand?: components["parameters"]["brand"];
                /** @description The code the provider's authorization page handed back. */
                authorization_code: components["parameters"]["authorization_code"];
                /**
                 * @description The redirect URI the code is bound to, for the backend's exchange with the provider:
                 *     Google (Identity Services, popup mode): the storefront page's origin, e.g.
                 *     `https://pay.watt-games.example`; Apple and Kakao: the storefront's callback page,
                 *     e.g. `https://pay.watt-games.example/auth/callback.html`.
                 */
                redirect_uri: components["parameters"]["redirect_uri"];
                /** @description The brand's client id at the provider (`login.google.clientId`, `login.apple.clientId`, `login.kakao.appKey`). */
                client_id: components["parameters"]["provider_client_id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SocialLoginResult"];
            500: components["responses"]["Internal"];
            "4XX": components["responses"]["RequestProblem"];
        };
    };
    cardLogin: {
        parameters: {
            query: {
                /** @description The interface language; `msg` texts in it where the backend has them (English otherwise). */
                spec_lang?: components["parameters"]["spec_lang"];
                /**
                 * @description The storefront's brand. Sent on every call; on a call that names a game the game
                 *     decides the brand and this is only checked to be a known id (-1000 otherwise).
                 */
                brand?: components["parameters"]["brand"];
                /** @description The gift card's number (trimmed, case-insensitive). */
                card_no: components["parameters"]["card_no"];
                /** @description The gift card's password, trimmed and obfuscated (see "Passwords"). */
                card_pwd: components["parameters"]["card_pwd"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["LoginResult"];
            500: components["responses"]["Internal"];
            "4XX": components["responses"]["RequestProblem"];
        };
    };
    userInfo: {
        parameters: {
            query?: {
                /** @description The interface language; `msg` texts in it where the backend has them (English otherwise). */
                spec_lang?: components["parameters"]["spec_lang"];
                /**
                 * @description The storefront's brand. Sent on every call; on a call that names a game the game
                 *     decides the brand and this is only checked to be a known id (-1000 otherwise).
                 */
                brand?: components["parameters"]["brand"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (code 1) with the player's info, or a business error (x-error-codes). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["Ok"];
                        msg: string;
                        content: components["schemas"]["UserInfo"];
                    } | ({
                        /** @enum {unknown} */
                        code?: -600 | -1000 | -5000;
                    } & components["schemas"]["Failure"]);
                };
            };
            500: components["responses"]["Internal"];
            "4XX": components["responses"]["RequestProblem"];
        };
    };
    krUserInfo: {
        parameters: {
            query?: {
                /** @description The interface language; `msg` texts in it where the backend has them (English otherwise). */
                spec_lang?: components["parameters"]["spec_lang"];
                /**
                 * @description The storefront's brand. Sent on every call; on a call that names a game the game
                 *     decides the brand and this is only checked to be a known id (-1000 otherwise).
                 */
                brand?: components["parameters"]["brand"];
                /** @description Where the real-name verification (`verify_url`) sends the player back, normally `<storefront origin>/certifiedReal`. Without it, the backend's own page. */
                return_url?: components["parameters"]["realname_return_url"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (code 1) with the verification status, or a business error (x-error-codes). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["Ok"];
                        msg: string;
                        content: components["schemas"]["KrUserInfo"];
                    } | ({
                        /** @enum {unknown} */
                        code?: -600 | -1000 | -5000;
                    } & components["schemas"]["Failure"]);
                };
            };
            500: components["responses"]["Internal"];
            "4XX": components["responses"]["RequestProblem"];
        };
    };
    platformToken: {
        parameters: {
            query: {
                /** @description The interface language; `msg` texts in it where the backend has them (English otherwise). */
                spec_lang?: components["parameters"]["spec_lang"];
                /** @description The storefront's brand (this call names no game, so the brand says whose answer it is). */
                brand: components["parameters"]["brand_required"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (code 1) with the platform token, or a business error (x-error-codes). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["Ok"];
                        msg: string;
                        content: components["schemas"]["PlatformToken"];
                    } | ({
                        /** @enum {unknown} */
                        code?: -600 | -3002 | -1000 | -5000;
                    } & components["schemas"]["Failure"]);
                };
            };
            500: components["responses"]["Internal"];
            "4XX": components["responses"]["RequestProblem"];
        };
    };
    inGameLogin: {
        parameters: {
            query: {
                /** @description The interface language; `msg` texts in it where the backend has them (English otherwise). */
                spec_lang?: components["parameters"]["spec_lang"];
                /**
                 * @description The storefront's brand. Sent on every call; on a call that names a game the game
                 *     decides the brand and this is only checked to be a known id (-1000 otherwise).
                 */
                brand?: components["parameters"]["brand"];
                /** @description The game the player comes from (-3001 when unknown). */
                game_id: components["parameters"]["game_id"];
                /** @description The account name, trimmed and obfuscated like the password (spec section 5; see "Passwords"). */
                username: components["parameters"]["username"];
                /** @description The password, trimmed and obfuscated (see "Passwords"). */
                password: components["parameters"]["password"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["InGameLoginResult"];
            500: components["responses"]["Internal"];
            "4XX": components["responses"]["RequestProblem"];
        };
    };
    inGameGoogleLogin: {
        parameters: {
            query: {
                /** @description The interface language; `msg` texts in it where the backend has them (English otherwise). */
                spec_lang?: components["parameters"]["spec_lang"];
                /**
                 * @description The storefront's brand. Sent on every call; on a call that names a game the game
                 *     decides the brand and this is only checked to be a known id (-1000 otherwise).
                 */
                brand?: components["parameters"]["brand"];
                /** @description The game the player comes from (-3001 when unknown). */
                game_id: components["parameters"]["game_id"];
                /** @description The code the provider's authorization page handed back. */
                authorization_code: components["parameters"]["authorization_code"];
                /** @description The brand's `login.google.package`. */
                pkg: components["parameters"]["pkg"];
                /** @description The brand's client id at the provider (`login.google.clientId`, `login.apple.clientId`, `login.kakao.appKey`). */
                client_id: components["parameters"]["provider_client_id"];
                /**
                 * @description The redirect URI the code is bound to, for the backend's exchange with the provider:
                 *     Google (Identity Services, popup mode): the storefront page's origin, e.g.
                 *     `https://pay.watt-games.example`; Apple and Kakao: the storefront's callback page,
                 *     e.g. `https://pay.watt-games.example/auth/callback.html`.
                 */
                redirect_uri: components["parameters"]["redirect_uri"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["InGameSocialLoginResult"];
            500: components["responses"]["Internal"];
            "4XX": components["responses"]["RequestProblem"];
        };
    };
    inGameAppleLogin: {
        parameters: {
            query: {
                /** @description The interface language; `msg` texts in it where the backend has them (English otherwise). */
                spec_lang?: components["parameters"]["spec_lang"];
                /**
                 * @description The storefront's brand. Sent on every call; on a call that names a game the game
                 *     decides the brand and this is only checked to be a known id (-1000 otherwise).
                 */
                brand?: components["parameters"]["brand"];
                /** @description The game the player comes from (-3001 when unknown). */
                game_id: components["parameters"]["game_id"];
                /** @description The code the provider's authorization page handed back. */
                authorization_code: components["parameters"]["authorization_code"];
                /** @description Apple's identity token (a JWT), handed back with the code. */
                identity_token: components["parameters"]["identity_token"];
                /**
                 * @description The redirect URI the code is bound to, for the backend's exchange with the provider:
                 *     Google (Identity Services, popup mode): the storefront page's origin, e.g.
                 *     `https://pay.watt-games.example`; Apple and Kakao: the storefront's callback page,
                 *     e.g. `https://pay.watt-games.example/auth/callback.html`.
                 */
                redirect_uri: components["parameters"]["redirect_uri"];
                /** @description The brand's client id at the provider (`login.google.clientId`, `login.apple.clientId`, `login.kakao.appKey`). */
                client_id: components["parameters"]["provider_client_id"];
                /**
                 * @description The player's given name from Apple's `user` object (`user.name.firstName`). Apple sends
                 *     `user` only with a player's first authorization of the app, never again: keep it with
                 *     the account this call makes or finds. Absent on every later sign-in, and when the
                 *     player did not share it.
                 */
                first_name?: components["parameters"]["apple_first_name"];
                /** @description The player's family name from Apple's `user` object (`user.name.lastName`); first authorization only, as `first_name`. */
                last_name?: components["parameters"]["apple_last_name"];
                /**
                 * @description The email address from Apple's `user` object (`user.email`); first authorization only,
                 *     as `first_name`. It may be an Apple private relay address (`…@privaterelay.appleid.com`),
                 *     which forwards to the player.
                 */
                email?: components["parameters"]["apple_email"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["InGameSocialLoginResult"];
            500: components["responses"]["Internal"];
            "4XX": components["responses"]["RequestProblem"];
        };
    };
    inGameFacebookLogin: {
        parameters: {
            query: {
                /** @description The interface language; `msg` texts in it where the backend has them (English otherwise). */
                spec_lang?: components["parameters"]["spec_lang"];
                /**
                 * @description The storefront's brand. Sent on every call; on a call that names a game the game
                 *     decides the brand and this is only checked to be a known id (-1000 otherwise).
                 */
                brand?: components["parameters"]["brand"];
                /** @description The game the player comes from (-3001 when unknown). */
                game_id: components["parameters"]["game_id"];
                /** @description The access token Facebook handed back. */
                fb_access_token: components["parameters"]["fb_access_token"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["InGameSocialLoginResult"];
            500: components["responses"]["Internal"];
            "4XX": components["responses"]["RequestProblem"];
        };
    };
    inGameTwitterAuth: {
        parameters: {
            query: {
                /** @description The interface language; `msg` texts in it where the backend has them (English otherwise). */
                spec_lang?: components["parameters"]["spec_lang"];
                /**
                 * @description The storefront's brand. Sent on every call; on a call that names a game the game
                 *     decides the brand and this is only checked to be a known id (-1000 otherwise).
                 */
                brand?: components["parameters"]["brand"];
                /** @description The game the player comes from (-3001 when unknown). */
                game_id: components["parameters"]["game_id"];
                /** @description The storefront page Twitter returns to with `oauth_token` and `oauth_verifier`. */
                callback: components["parameters"]["callback"];
                /** @description The brand's login client number (`login.clientNumber`, any of its values), e.g. 200 for watt. */
                client_id: components["parameters"]["login_client_id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (code 1) with the request token, or a business error (x-error-codes). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["Ok"];
                        msg: string;
                        content: components["schemas"]["TwitterAuthResult"];
                    } | ({
                        /** @enum {unknown} */
                        code?: -3001 | -2002 | -1000 | -5000;
                    } & components["schemas"]["Failure"]);
                };
            };
            500: components["responses"]["Internal"];
            "4XX": components["responses"]["RequestProblem"];
        };
    };
    inGameTwitterRedirect: {
        parameters: {
            query: {
                /** @description The interface language; `msg` texts in it where the backend has them (English otherwise). */
                spec_lang?: components["parameters"]["spec_lang"];
                /**
                 * @description The storefront's brand. Sent on every call; on a call that names a game the game
                 *     decides the brand and this is only checked to be a known id (-1000 otherwise).
                 */
                brand?: components["parameters"]["brand"];
                /** @description The game the player comes from (-3001 when unknown). */
                game_id: components["parameters"]["game_id"];
                /** @description The brand's login client number (`login.clientNumber`, any of its values), e.g. 200 for watt. */
                client_id: components["parameters"]["login_client_id"];
                /** @description Twitter's request token from `twitter_auth` (not a session token). */
                oauth_token: components["parameters"]["twitter_oauth_token"];
                /** @description The verifier Twitter handed back to the callback page. */
                oauth_verifier: components["parameters"]["oauth_verifier"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["InGameSocialLoginResult"];
            500: components["responses"]["Internal"];
            "4XX": components["responses"]["RequestProblem"];
        };
    };
    inGameVkLogin: {
        parameters: {
            query: {
                /** @description The interface language; `msg` texts in it where the backend has them (English otherwise). */
                spec_lang?: components["parameters"]["spec_lang"];
                /**
                 * @description The storefront's brand. Sent on every call; on a call that names a game the game
                 *     decides the brand and this is only checked to be a known id (-1000 otherwise).
                 */
                brand?: components["parameters"]["brand"];
                /** @description The game the player comes from (-3001 when unknown). */
                game_id: components["parameters"]["game_id"];
                /** @description The access token VK handed back. */
                vk_access_token: components["parameters"]["vk_access_token"];
                /** @description The VK user id handed back with the token. */
                uid: components["parameters"]["uid"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["InGameSocialLoginResult"];
            500: components["responses"]["Internal"];
            "4XX": components["responses"]["RequestProblem"];
        };
    };
    inGameKakaoLogin: {
        parameters: {
            query: {
                /** @description The interface language; `msg` texts in it where the backend has them (English otherwise). */
                spec_lang?: components["parameters"]["spec_lang"];
                /**
                 * @description The storefront's brand. Sent on every call; on a call that names a game the game
                 *     decides the brand and this is only checked to be a known id (-1000 otherwise).
                 */
                brand?: components["parameters"]["brand"];
                /** @description The game the player comes from (-3001 when unknown). */
                game_id: components["parameters"]["game_id"];
                /** @description The code the provider's authorization page handed back. */
                authorization_code: components["parameters"]["authorization_code"];
                /**
                 * @description The redirect URI the code is bound to, for the backend's exchange with the provider:
                 *     Google (Identity Services, popup mode): the storefront page's origin, e.g.
                 *     `https://pay.watt-games.example`; Apple and Kakao: the storefront's callback page,
                 *     e.g. `https://pay.watt-games.example/auth/callback.html`.
                 */
                redirect_uri: components["parameters"]["redirect_uri"];
                /** @description The brand's client id at the provider (`login.google.clientId`, `login.apple.clientId`, `login.kakao.appKey`). */
                client_id: components["parameters"]["provider_client_id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["InGameSocialLoginResult"];
            500: components["responses"]["Internal"];
            "4XX": components["responses"]["RequestProblem"];
        };
    };
    gameList: {
        parameters: {
            query: {
                /** @description The interface language; `msg` texts in it where the backend has them (English otherwise). */
                spec_lang?: components["parameters"]["spec_lang"];
                /** @description The storefront's brand (this call names no game, so the brand says whose answer it is). */
                brand: components["parameters"]["brand_required"];
                /**
                 * @description The page's domain area (`DomainArea`): one of the brand's and one the game is offered
                 *     in, else -3014 (an unknown name too, which is why this is not an enum).
                 */
                domain_area: components["parameters"]["domain_area"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (code 1) with the games, or a business error (x-error-codes). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["Ok"];
                        msg: string;
                        content: components["schemas"]["Game"][];
                    } | ({
                        /** @enum {unknown} */
                        code?: -3014 | -1000 | -5000;
                    } & components["schemas"]["Failure"]);
                };
            };
            500: components["responses"]["Internal"];
            "4XX": components["responses"]["RequestProblem"];
        };
    };
    gameLogo: {
        parameters: {
            query: {
                /** @description The interface language; `msg` texts in it where the backend has them (English otherwise). */
                spec_lang?: components["parameters"]["spec_lang"];
                /**
                 * @description The storefront's brand. Sent on every call; on a call that names a game the game
                 *     decides the brand and this is only checked to be a known id (-1000 otherwise).
                 */
                brand?: components["parameters"]["brand"];
                /** @description The game (-3001 when unknown). Its brand is the call's brand. */
                client_id: components["parameters"]["client_id"];
                /** @description When given, the game must be offered in this domain area (-3014). */
                domain_area?: components["parameters"]["domain_area_optional"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (code 1) with the logo's address, or a business error (x-error-codes). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["Ok"];
                        msg: string;
                        content: components["schemas"]["GameLogo"];
                    } | ({
                        /** @enum {unknown} */
                        code?: -3001 | -3014 | -1000 | -5000;
                    } & components["schemas"]["Failure"]);
                };
            };
            500: components["responses"]["Internal"];
            "4XX": components["responses"]["RequestProblem"];
        };
    };
    rechargeConfig: {
        parameters: {
            query: {
                /** @description The interface language; `msg` texts in it where the backend has them (English otherwise). */
                spec_lang?: components["parameters"]["spec_lang"];
                /**
                 * @description The storefront's brand. Sent on every call; on a call that names a game the game
                 *     decides the brand and this is only checked to be a known id (-1000 otherwise).
                 */
                brand?: components["parameters"]["brand"];
                /** @description The game (-3001 when unknown). Its brand is the call's brand. */
                client_id: components["parameters"]["client_id"];
                /**
                 * @description The page's domain area (`DomainArea`): one of the brand's and one the game is offered
                 *     in, else -3014 (an unknown name too, which is why this is not an enum).
                 */
                domain_area: components["parameters"]["domain_area"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (code 1) with the recharge settings, or a business error (x-error-codes). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["Ok"];
                        msg: string;
                        content: components["schemas"]["RechargeConfig"];
                    } | ({
                        /** @enum {unknown} */
                        code?: -3001 | -3014 | -1000 | -5000;
                    } & components["schemas"]["Failure"]);
                };
            };
            500: components["responses"]["Internal"];
            "4XX": components["responses"]["RequestProblem"];
        };
    };
    banner: {
        parameters: {
            query: {
                /** @description The interface language; `msg` texts in it where the backend has them (English otherwise). */
                spec_lang?: components["parameters"]["spec_lang"];
                /** @description The storefront's brand (this call names no game, so the brand says whose answer it is). */
                brand: components["parameters"]["brand_required"];
                /**
                 * @description The page's domain area (`DomainArea`): one of the brand's and one the game is offered
                 *     in, else -3014 (an unknown name too, which is why this is not an enum).
                 */
                domain_area: components["parameters"]["domain_area"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (code 1) with the banners in display order, or a business error (x-error-codes). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["Ok"];
                        msg: string;
                        content: components["schemas"]["Banner"][];
                    } | ({
                        /** @enum {unknown} */
                        code?: -3014 | -1000 | -5000;
                    } & components["schemas"]["Failure"]);
                };
            };
            500: components["responses"]["Internal"];
            "4XX": components["responses"]["RequestProblem"];
        };
    };
    areaList: {
        parameters: {
            query: {
                /** @description The interface language; `msg` texts in it where the backend has them (English otherwise). */
                spec_lang?: components["parameters"]["spec_lang"];
                /**
                 * @description The storefront's brand. Sent on every call; on a call that names a game the game
                 *     decides the brand and this is only checked to be a known id (-1000 otherwise).
                 */
                brand?: components["parameters"]["brand"];
                /** @description The game (-3001 when unknown). Its brand is the call's brand. */
                client_id: components["parameters"]["client_id"];
                /**
                 * @description The page's domain area (`DomainArea`): one of the brand's and one the game is offered
                 *     in, else -3014 (an unknown name too, which is why this is not an enum).
                 */
                domain_area: components["parameters"]["domain_area"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (code 1) with the areas, or a business error (x-error-codes). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["Ok"];
                        msg: string;
                        content: components["schemas"]["Area"][];
                    } | ({
                        /** @enum {unknown} */
                        code?: -3001 | -3014 | -1000 | -5000;
                    } & components["schemas"]["Failure"]);
                };
            };
            500: components["responses"]["Internal"];
            "4XX": components["responses"]["RequestProblem"];
        };
    };
    serverList: {
        parameters: {
            query: {
                /** @description The interface language; `msg` texts in it where the backend has them (English otherwise). */
                spec_lang?: components["parameters"]["spec_lang"];
                /**
                 * @description The storefront's brand. Sent on every call; on a call that names a game the game
                 *     decides the brand and this is only checked to be a known id (-1000 otherwise).
                 */
                brand?: components["parameters"]["brand"];
                /** @description The game (-3001 when unknown). Its brand is the call's brand. */
                client_id: components["parameters"]["client_id"];
                /**
                 * @description The page's domain area (`DomainArea`): one of the brand's and one the game is offered
                 *     in, else -3014 (an unknown name too, which is why this is not an enum).
                 */
                domain_area: components["parameters"]["domain_area"];
                /** @description An area of the game (`Area.area_id`; -3003 when unknown). */
                area_id: components["parameters"]["area_id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (code 1) with the servers, or a business error (x-error-codes). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["Ok"];
                        msg: string;
                        content: components["schemas"]["Server"][];
                    } | ({
                        /** @enum {unknown} */
                        code?: -3001 | -3014 | -3003 | -1000 | -5000;
                    } & components["schemas"]["Failure"]);
                };
            };
            500: components["responses"]["Internal"];
            "4XX": components["responses"]["RequestProblem"];
        };
    };
    searchServer: {
        parameters: {
            query: {
                /** @description The interface language; `msg` texts in it where the backend has them (English otherwise). */
                spec_lang?: components["parameters"]["spec_lang"];
                /**
                 * @description The storefront's brand. Sent on every call; on a call that names a game the game
                 *     decides the brand and this is only checked to be a known id (-1000 otherwise).
                 */
                brand?: components["parameters"]["brand"];
                /** @description The game (-3001 when unknown). Its brand is the call's brand. */
                client_id: components["parameters"]["client_id"];
                /**
                 * @description The page's domain area (`DomainArea`): one of the brand's and one the game is offered
                 *     in, else -3014 (an unknown name too, which is why this is not an enum).
                 */
                domain_area: components["parameters"]["domain_area"];
                /** @description A server of the game (`Server.server_id`; -3003 when unknown). */
                server_id: components["parameters"]["server_id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (code 1) with the server and its area, or a business error (x-error-codes). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["Ok"];
                        msg: string;
                        content: components["schemas"]["ServerSearchResult"];
                    } | ({
                        /** @enum {unknown} */
                        code?: -3001 | -3014 | -3003 | -1000 | -5000;
                    } & components["schemas"]["Failure"]);
                };
            };
            500: components["responses"]["Internal"];
            "4XX": components["responses"]["RequestProblem"];
        };
    };
    usedServerList: {
        parameters: {
            query: {
                /** @description The interface language; `msg` texts in it where the backend has them (English otherwise). */
                spec_lang?: components["parameters"]["spec_lang"];
                /**
                 * @description The storefront's brand. Sent on every call; on a call that names a game the game
                 *     decides the brand and this is only checked to be a known id (-1000 otherwise).
                 */
                brand?: components["parameters"]["brand"];
                /** @description The game (-3001 when unknown). Its brand is the call's brand. */
                client_id: components["parameters"]["client_id"];
                /**
                 * @description The page's domain area (`DomainArea`): one of the brand's and one the game is offered
                 *     in, else -3014 (an unknown name too, which is why this is not an enum).
                 */
                domain_area: components["parameters"]["domain_area"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (code 1) with the servers (empty when the player has no role in the game), or a business error (x-error-codes). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["Ok"];
                        msg: string;
                        content: components["schemas"]["ServerSearchResult"][];
                    } | ({
                        /** @enum {unknown} */
                        code?: -600 | -3001 | -3014 | 6001 | -1000 | -5000;
                    } & components["schemas"]["Failure"]);
                };
            };
            500: components["responses"]["Internal"];
            "4XX": components["responses"]["RequestProblem"];
        };
    };
    roleList: {
        parameters: {
            query: {
                /** @description The interface language; `msg` texts in it where the backend has them (English otherwise). */
                spec_lang?: components["parameters"]["spec_lang"];
                /**
                 * @description The storefront's brand. Sent on every call; on a call that names a game the game
                 *     decides the brand and this is only checked to be a known id (-1000 otherwise).
                 */
                brand?: components["parameters"]["brand"];
                /** @description The game (-3001 when unknown). Its brand is the call's brand. */
                client_id: components["parameters"]["client_id"];
                /**
                 * @description The page's domain area (`DomainArea`): one of the brand's and one the game is offered
                 *     in, else -3014 (an unknown name too, which is why this is not an enum).
                 */
                domain_area: components["parameters"]["domain_area"];
                /** @description A server of the game (`Server.server_id`; -3003 when unknown). */
                server_id: components["parameters"]["server_id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (code 1) with the roles (empty when the player has none there), or a business error (x-error-codes). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["Ok"];
                        msg: string;
                        content: components["schemas"]["Role"][];
                    } | ({
                        /** @enum {unknown} */
                        code?: -600 | -3001 | -3014 | 6001 | -3003 | -1000 | -5000;
                    } & components["schemas"]["Failure"]);
                };
            };
            500: components["responses"]["Internal"];
            "4XX": components["responses"]["RequestProblem"];
        };
    };
    goodsList: {
        parameters: {
            query: {
                /** @description The interface language; `msg` texts in it where the backend has them (English otherwise). */
                spec_lang?: components["parameters"]["spec_lang"];
                /**
                 * @description The storefront's brand. Sent on every call; on a call that names a game the game
                 *     decides the brand and this is only checked to be a known id (-1000 otherwise).
                 */
                brand?: components["parameters"]["brand"];
                /** @description The game (-3001 when unknown). Its brand is the call's brand. */
                client_id: components["parameters"]["client_id"];
                /**
                 * @description The page's domain area (`DomainArea`): one of the brand's and one the game is offered
                 *     in, else -3014 (an unknown name too, which is why this is not an enum).
                 */
                domain_area: components["parameters"]["domain_area"];
                /** @description A server of the game (`Server.server_id`; -3003 when unknown). */
                server_id: components["parameters"]["server_id"];
                /** @description One of the player's roles on the server (-3004 when not). */
                role_id: components["parameters"]["role_id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (code 1) with the goods, or a business error (x-error-codes). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["Ok"];
                        msg: string;
                        content: components["schemas"]["Goods"][];
                    } | ({
                        /** @enum {unknown} */
                        code?: -600 | -3001 | -3014 | 6001 | -3003 | -3004 | -1000 | -5000;
                    } & components["schemas"]["Failure"]);
                };
            };
            500: components["responses"]["Internal"];
            "4XX": components["responses"]["RequestProblem"];
        };
    };
    regionList: {
        parameters: {
            query: {
                /** @description The interface language; `msg` texts in it where the backend has them (English otherwise). */
                spec_lang?: components["parameters"]["spec_lang"];
                /**
                 * @description The storefront's brand. Sent on every call; on a call that names a game the game
                 *     decides the brand and this is only checked to be a known id (-1000 otherwise).
                 */
                brand?: components["parameters"]["brand"];
                /** @description The game (-3001 when unknown). Its brand is the call's brand. */
                client_id: components["parameters"]["client_id"];
                /**
                 * @description The page's domain area (`DomainArea`): one of the brand's and one the game is offered
                 *     in, else -3014 (an unknown name too, which is why this is not an enum).
                 */
                domain_area: components["parameters"]["domain_area"];
                /** @description A goods item of the game (-3005 when unknown). */
                goods_id: components["parameters"]["goods_id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (code 1) with the regions, or a business error (x-error-codes). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["Ok"];
                        msg: string;
                        content: components["schemas"]["PayRegionInfo"][];
                    } | ({
                        /** @enum {unknown} */
                        code?: -3001 | -3014 | -3005 | -1000 | -5000;
                    } & components["schemas"]["Failure"]);
                };
            };
            500: components["responses"]["Internal"];
            "4XX": components["responses"]["RequestProblem"];
        };
    };
    channelList: {
        parameters: {
            query: {
                /** @description The interface language; `msg` texts in it where the backend has them (English otherwise). */
                spec_lang?: components["parameters"]["spec_lang"];
                /**
                 * @description The storefront's brand. Sent on every call; on a call that names a game the game
                 *     decides the brand and this is only checked to be a known id (-1000 otherwise).
                 */
                brand?: components["parameters"]["brand"];
                /** @description The game (-3001 when unknown). Its brand is the call's brand. */
                client_id: components["parameters"]["client_id"];
                /**
                 * @description The page's domain area (`DomainArea`): one of the brand's and one the game is offered
                 *     in, else -3014 (an unknown name too, which is why this is not an enum).
                 */
                domain_area: components["parameters"]["domain_area"];
                /** @description A goods item of the game (-3005 when unknown). */
                goods_id: components["parameters"]["goods_id"];
                /** @description A payment region the domain area offers (-3007 when not offered; -1000 for an unknown name). */
                region: components["parameters"]["region"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (code 1) with the channels, or a business error (x-error-codes). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["Ok"];
                        msg: string;
                        content: components["schemas"]["Channel"][];
                    } | ({
                        /** @enum {unknown} */
                        code?: -3001 | -3014 | -3005 | -3007 | -1000 | -5000;
                    } & components["schemas"]["Failure"]);
                };
            };
            500: components["responses"]["Internal"];
            "4XX": components["responses"]["RequestProblem"];
        };
    };
    createOrder: {
        parameters: {
            query?: {
                /** @description The interface language; `msg` texts in it where the backend has them (English otherwise). */
                spec_lang?: components["parameters"]["spec_lang"];
            };
            header: {
                /** @description One key per purchase or claim attempt, reused for every retry of it (see "Idempotency"). */
                "Idempotency-Key": components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateOrderBody"];
            };
        };
        responses: {
            /**
             * @description Success (code 1) with the new order, or a business error (x-error-codes). -3010
             *     carries the unpaid order to pay instead; -3011 the goods item's purchase limit.
             */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["Ok"];
                        msg: string;
                        content: components["schemas"]["OrderInfo"];
                    } | ({
                        /** @enum {unknown} */
                        code?: -600 | -3001 | -3014 | 6001 | -3003 | -3004 | -3005 | -3006 | -3007 | -3012 | -1000 | -5000 | -1001 | -1002;
                    } & components["schemas"]["Failure"]) | components["schemas"]["UnpaidOrderFailure"] | components["schemas"]["LimitReachedFailure"];
                };
            };
            500: components["responses"]["Internal"];
            "4XX": components["responses"]["RequestProblem"];
        };
    };
    orderInfo: {
        parameters: {
            query: {
                /** @description The interface language; `msg` texts in it where the backend has them (English otherwise). */
                spec_lang?: components["parameters"]["spec_lang"];
                /**
                 * @description The storefront's brand. Sent on every call; on a call that names a game the game
                 *     decides the brand and this is only checked to be a known id (-1000 otherwise).
                 */
                brand?: components["parameters"]["brand"];
                /** @description The order's billing number (-3008 when unknown). */
                billing_no: components["parameters"]["billing_no"];
                /** @description The replenishment of the support link (-3016 unknown or expired, -3030 settled). */
                replenish_id?: components["parameters"]["replenish_id_optional"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (code 1) with the order, or a business error (x-error-codes). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["Ok"];
                        msg: string;
                        content: components["schemas"]["OrderInfo"];
                    } | ({
                        /** @enum {unknown} */
                        code?: -600 | -3008 | -3002 | -1000 | -5000;
                    } & components["schemas"]["Failure"]);
                };
            };
            500: components["responses"]["Internal"];
            "4XX": components["responses"]["RequestProblem"];
        };
    };
    confirmPayment: {
        parameters: {
            query?: {
                /** @description The interface language; `msg` texts in it where the backend has them (English otherwise). */
                spec_lang?: components["parameters"]["spec_lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfirmPaymentBody"];
            };
        };
        responses: {
            /** @description Success (code 1) with the order, paid, or a business error (x-error-codes). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["Ok"];
                        msg: string;
                        content: components["schemas"]["OrderInfo"];
                    } | ({
                        /** @enum {unknown} */
                        code?: -600 | -3002 | -3007 | -3008 | -3022 | -1000 | -5000 | -1001 | -1002;
                    } & components["schemas"]["Failure"]);
                };
            };
            500: components["responses"]["Internal"];
            "4XX": components["responses"]["RequestProblem"];
        };
    };
    cardInfo: {
        parameters: {
            query: {
                /** @description The interface language; `msg` texts in it where the backend has them (English otherwise). */
                spec_lang?: components["parameters"]["spec_lang"];
                /**
                 * @description The storefront's brand. Sent on every call; on a call that names a game the game
                 *     decides the brand and this is only checked to be a known id (-1000 otherwise).
                 */
                brand?: components["parameters"]["brand"];
                /** @description The game (-3001 when unknown). Its brand is the call's brand. */
                client_id: components["parameters"]["client_id"];
                /**
                 * @description The page's domain area (`DomainArea`): one of the brand's and one the game is offered
                 *     in, else -3014 (an unknown name too, which is why this is not an enum).
                 */
                domain_area: components["parameters"]["domain_area"];
                /** @description The gift card's number (trimmed, case-insensitive). */
                card_no: components["parameters"]["card_no"];
                /** @description The gift card's password, trimmed and obfuscated (see "Passwords"). */
                card_pwd: components["parameters"]["card_pwd"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (code 1) with the card's value, or a business error (x-error-codes). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["Ok"];
                        msg: string;
                        content: components["schemas"]["CardInfo"];
                    } | ({
                        /** @enum {unknown} */
                        code?: -600 | -3001 | -3014 | 6001 | -3020 | -3021 | -1000 | -5000;
                    } & components["schemas"]["Failure"]);
                };
            };
            500: components["responses"]["Internal"];
            "4XX": components["responses"]["RequestProblem"];
        };
    };
    cardRecharge: {
        parameters: {
            query?: {
                /** @description The interface language; `msg` texts in it where the backend has them (English otherwise). */
                spec_lang?: components["parameters"]["spec_lang"];
            };
            header?: {
                /** @description Optional here; the same key replays the first answer (see "Idempotency"). */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key-optional"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CardRechargeBody"];
            };
        };
        responses: {
            /** @description Success (code 1) with the card and the done order's billing number, or a business error (x-error-codes). */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["Ok"];
                        msg: string;
                        content: components["schemas"]["CardRechargeResult"];
                    } | ({
                        /** @enum {unknown} */
                        code?: -600 | -3001 | -3014 | 6001 | -3003 | -3004 | -3020 | -3021 | -3012 | -1000 | -5000 | -1001 | -1002;
                    } & components["schemas"]["Failure"]);
                };
            };
            500: components["responses"]["Internal"];
            "4XX": components["responses"]["RequestProblem"];
        };
    };
    promotion: {
        parameters: {
            query?: {
                /** @description The interface language; `msg` texts in it where the backend has them (English otherwise). */
                spec_lang?: components["parameters"]["spec_lang"];
                /**
                 * @description The storefront's brand. Sent on every call; on a call that names a game the game
                 *     decides the brand and this is only checked to be a known id (-1000 otherwise).
                 */
                brand?: components["parameters"]["brand"];
                /** @description The game whose brand's promotion is wanted (-3001 when unknown); without it, `brand` decides. */
                client_id?: components["parameters"]["client_id_optional"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Promotion"];
            500: components["responses"]["Internal"];
            "4XX": components["responses"]["RequestProblem"];
        };
    };
    claim: {
        parameters: {
            query?: {
                /** @description The interface language; `msg` texts in it where the backend has them (English otherwise). */
                spec_lang?: components["parameters"]["spec_lang"];
            };
            header: {
                /** @description One key per purchase or claim attempt, reused for every retry of it (see "Idempotency"). */
                "Idempotency-Key": components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClaimBody"];
            };
        };
        responses: {
            200: components["responses"]["PromotionClaimed"];
            500: components["responses"]["Internal"];
            "4XX": components["responses"]["RequestProblem"];
        };
    };
    claimAll: {
        parameters: {
            query?: {
                /** @description The interface language; `msg` texts in it where the backend has them (English otherwise). */
                spec_lang?: components["parameters"]["spec_lang"];
            };
            header: {
                /** @description One key per purchase or claim attempt, reused for every retry of it (see "Idempotency"). */
                "Idempotency-Key": components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClaimAllBody"];
            };
        };
        responses: {
            200: components["responses"]["PromotionAllClaimed"];
            500: components["responses"]["Internal"];
            "4XX": components["responses"]["RequestProblem"];
        };
    };
    replenishInfo: {
        parameters: {
            query?: {
                /** @description The interface language; `msg` texts in it where the backend has them (English otherwise). */
                spec_lang?: components["parameters"]["spec_lang"];
                /**
                 * @description The storefront's brand. Sent on every call; on a call that names a game the game
                 *     decides the brand and this is only checked to be a known id (-1000 otherwise).
                 */
                brand?: components["parameters"]["brand"];
                /** @description The replenishment of the support link (-3016 unknown or expired, -3030 settled). */
                replenish_id?: components["parameters"]["replenish_id_optional"];
                /** @description With a login instead of `replenish_id`, the game whose open replenishment of the player is wanted. */
                rp_client_id?: components["parameters"]["rp_client_id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (code 1) with the replenishment, or a business error (x-error-codes). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["Ok"];
                        msg: string;
                        content: components["schemas"]["ReplenishInfo"];
                    } | ({
                        /** @enum {unknown} */
                        code?: -3016 | -3030 | -600 | -3001 | -1000 | -5000;
                    } & components["schemas"]["Failure"]);
                };
            };
            500: components["responses"]["Internal"];
            "4XX": components["responses"]["RequestProblem"];
        };
    };
    replenishCountries: {
        parameters: {
            query: {
                /** @description The interface language; `msg` texts in it where the backend has them (English otherwise). */
                spec_lang?: components["parameters"]["spec_lang"];
                /**
                 * @description The storefront's brand. Sent on every call; on a call that names a game the game
                 *     decides the brand and this is only checked to be a known id (-1000 otherwise).
                 */
                brand?: components["parameters"]["brand"];
                /** @description The replenishment of the support link (-3016 unknown or expired, -3030 settled). */
                replenish_id: components["parameters"]["replenish_id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (code 1) with the regions and their channels, or a business error (x-error-codes). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["Ok"];
                        msg: string;
                        content: components["schemas"]["ReplenishCountry"][];
                    } | ({
                        /** @enum {unknown} */
                        code?: -3016 | -3030 | -1000 | -5000;
                    } & components["schemas"]["Failure"]);
                };
            };
            500: components["responses"]["Internal"];
            "4XX": components["responses"]["RequestProblem"];
        };
    };
    evoke: {
        parameters: {
            query: {
                /** @description The interface language; `msg` texts in it where the backend has them (English otherwise). */
                spec_lang?: components["parameters"]["spec_lang"];
                /**
                 * @description The storefront's brand. Sent on every call; on a call that names a game the game
                 *     decides the brand and this is only checked to be a known id (-1000 otherwise).
                 */
                brand?: components["parameters"]["brand"];
                /** @description The replenishment of the support link (-3016 unknown or expired, -3030 settled). */
                replenish_id: components["parameters"]["replenish_id"];
                /** @description A redirect channel of the region (-3006 when no such channel exists, -3007 when the region does not offer it or it is the gift-card channel). */
                channel_id: components["parameters"]["channel_id"];
                /** @description A payment region the domain area offers (-3007 when not offered; -1000 for an unknown name). */
                region: components["parameters"]["region"];
                /** @description Where the payment site sends the player back, `billing_no` added to its query. */
                return_url: components["parameters"]["return_url"];
            };
            header?: {
                /** @description Optional here; the same key replays the first answer (see "Idempotency"). */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key-optional"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (code 1) with the order to pay, or a business error (x-error-codes). */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["Ok"];
                        msg: string;
                        content: components["schemas"]["OrderInfo"];
                    } | ({
                        /** @enum {unknown} */
                        code?: -3016 | -3030 | -3006 | -3007 | -3012 | -1000 | -5000;
                    } & components["schemas"]["Failure"]);
                };
            };
            500: components["responses"]["Internal"];
            "4XX": components["responses"]["RequestProblem"];
        };
    };
    tracking: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "text/plain": string;
                "application/json": components["schemas"]["TrackingBody"];
                "application/x-www-form-urlencoded": components["schemas"]["TrackingBody"];
            };
        };
        responses: {
            200: components["responses"]["Collected"];
            500: components["responses"]["Internal"];
            "4XX": components["responses"]["RequestProblem"];
        };
    };
    perfLog: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "text/plain": string;
                "application/json": components["schemas"]["PerfLogRequest"];
            };
        };
        responses: {
            200: components["responses"]["Collected"];
            500: components["responses"]["Internal"];
            "4XX": components["responses"]["RequestProblem"];
        };
    };
    errorLog: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "text/plain": string;
                "application/json": components["schemas"]["ErrorLogBody"];
            };
        };
        responses: {
            200: components["responses"]["Collected"];
            500: components["responses"]["Internal"];
            "4XX": components["responses"]["RequestProblem"];
        };
    };
}
