import brandLogin from 'virtual:brand/login';
import brand from 'virtual:brand';
import { beforeEach, describe, expect, it } from 'vitest';
import { RETURN_URL, control, expectCode, formsOf, origin, press, tokenOf } from '../../sandbox/test-helpers.ts';
import { createHash } from 'node:crypto';
import { accountLogin, appleLogin, cardLogin, facebookLogin, getUserInfo, googleLogin, kakaoLogin, twitterAuth, twitterRedirect, vkLogin } from './auth.ts';
import { CODE } from './contract.ts';
import { deobfuscatePassword, obfuscatePassword } from './obfuscation.ts';

const silent = { silent: true };
const google = brandLogin.google!;
const apple = brandLogin.apple!;
const loginClient = String(brandLogin.clientNumber);

beforeEach(() => control.reset());

describe('password obfuscation (contract.ts)', () => {
  it('is prefix + base64(UTF-8(prefix + trimmed value)) and decodes back', () => {
    expect(obfuscatePassword('  secret ', 'a3f')).toBe('a3f' + btoa('a3fsecret'));
    for (const v of ['Password1!', 'пароль', '비밀번호', 'p@ss w0rd']) expect(deobfuscatePassword(obfuscatePassword(v))).toBe(v.trim());
    expect(obfuscatePassword('x')).toMatch(/^[0-9a-f]{3}/);
  });
  it('refuses values that are not obfuscated', () => {
    for (const bad of ['', 'Password1!', 'zzz' + btoa('zzzx'), 'a3f' + btoa('b00x'), 'a3f!!!!']) expect(deobfuscatePassword(bad)).toBeNull();
  });
});

describe('GET /util/login/auth', () => {
  const as = (username: string, password: string, extra: object = {}) => ({ username: obfuscatePassword(username), password: obfuscatePassword(password), ...extra });

  it('logs in with the account name and password both obfuscated, as the storefront sends them (trimmed)', async () => {
    const r = await accountLogin(as(' player1 ', 'Password1!'));
    expect(r).toMatchObject({ suid: '10000001', username: 'player1', real_name_status: 1, platform_token: '' });
    expect(r.oauth_token).toMatch(/^[0-9a-f]{32}$/);
    expect(r.expires_in).toBe(7 * 24 * 3600);
  });
  it('answers -2001 for a wrong password or unknown user', async () => {
    await expectCode(accountLogin(as('player1', 'nope'), silent), CODE.LOGIN_FAILED);
    await expectCode(accountLogin(as('nobody', 'Password1!'), silent), CODE.LOGIN_FAILED);
  });
  it('refuses (-1000) an account name or a password sent in the clear, or a missing field', async () => {
    const name = await expectCode(accountLogin({ username: 'player1', password: obfuscatePassword('Password1!') }, silent), CODE.BAD_PARAM);
    expect(name.message).toMatch(/username is not obfuscated/);
    const pass = await expectCode(accountLogin({ username: obfuscatePassword('player1'), password: 'Password1!' }, silent), CODE.BAD_PARAM);
    expect(pass.message).toMatch(/password is not obfuscated/);
    await expectCode(accountLogin({ username: '', password: obfuscatePassword('x') }, silent), CODE.BAD_PARAM);
  });
  it('in-game variant (/api/ingame/auth) needs a known game_id: -3001', async () => {
    const ok = await accountLogin(as('player1', 'Password1!', { game_id: '1001' }));
    expect(ok.username).toBe('player1');
    await expectCode(accountLogin(as('player1', 'Password1!', { game_id: '999' }), silent), CODE.GAME_NOT_FOUND);
  });
});

describe('GET /util/login/get_user_info', () => {
  it('answers the user info for a live token', async () => {
    const token = await tokenOf('player2');
    expect(await getUserInfo({ oauth_token: token })).toEqual({ suid: '10000002', username: 'player2', real_name_status: 1, years: 25, real_name: '김*희' });
  });
  it('answers -600 without a token, with an unknown one, an expired one, and after 7 days', async () => {
    await expectCode(getUserInfo({}, silent), CODE.TOKEN_INVALID);
    await expectCode(getUserInfo({ oauth_token: 'f'.repeat(32) }, silent), CODE.TOKEN_INVALID);
    const token = await tokenOf('player1');
    expect(await control.expireTokens({ token })).toBe(1);
    await expectCode(getUserInfo({ oauth_token: token }, silent), CODE.TOKEN_INVALID);
    const other = await tokenOf('player1');
    await control.advanceClock(7 * 24 * 3600_000 + 1);
    await expectCode(getUserInfo({ oauth_token: other }, silent), CODE.TOKEN_INVALID);
  });
});

describe('GET /util/login/card_auth', () => {
  it('logs in as the account a card is registered to', async () => {
    const r = await cardLogin({ card_no: 'WATT-0001', card_pwd: obfuscatePassword('1111') });
    expect(r.username).toBe('player1');
  });
  it('answers -2001 for a wrong password or an unregistered card', async () => {
    await expectCode(cardLogin({ card_no: 'WATT-0001', card_pwd: obfuscatePassword('9999') }, silent), CODE.LOGIN_FAILED);
    await expectCode(cardLogin({ card_no: 'WATT-0002', card_pwd: obfuscatePassword('2222') }, silent), CODE.LOGIN_FAILED);
  });
});

/** The message a stand-in provider's popup page posts to its opener, and the origin it posts to. */
async function popupMessage(pageUrl: string, label: string): Promise<{ message: any; target: string }> {
  const html = await (await fetch(pageUrl)).text();
  const form = formsOf(html).find((f) => f.button.includes(label))!;
  const res = await fetch(new URL(form.action, pageUrl), { method: 'POST', body: new URLSearchParams(form.fields), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  const page = await res.text();
  const m = /const message = (.*);\nif \(window\.opener\) \{ window\.opener\.postMessage\(message, "([^"]+)"\)/.exec(page);
  if (!m) throw new Error(`no message on ${pageUrl}:\n${page}`);
  return { message: JSON.parse(m[1]!), target: m[2]! };
}

describe('social login through the stand-in providers (at the providers\' own paths)', () => {
  const callback = 'http://127.0.0.1:5173/auth/callback.html';
  const storefront = 'http://127.0.0.1:5173';
  const social = origin('social');

  it('serves each provider\'s SDK stand-in at the provider\'s script path', async () => {
    const scripts: Record<string, string> = {
      '/gsi/client': 'initCodeClient', '/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js': 'window.AppleID', '/en_US/sdk.js': 'window.FB',
      '/@vkid/sdk@%3C3.0.0/dist-sdk/umd/index.js': 'window.VKIDSDK', '/kakao_js_sdk/2.8.3/kakao.min.js': 'window.Kakao',
    };
    for (const [path, defines] of Object.entries(scripts)) {
      const res = await fetch(social + path);
      expect(res.headers.get('content-type'), path).toMatch(/^text\/javascript/);
      expect(await res.text(), path).toContain(defines);
    }
  });

  it('Google, popup mode (GIS): the code goes to the opener\'s origin, and is redeemed with that origin as redirect_uri, once', async () => {
    const relay = `storagerelay://http/127.0.0.1:5173?id=abc123`;
    const page = `${social}/o/oauth2/v2/auth?client_id=${google.clientId}&redirect_uri=${encodeURIComponent(relay)}&response_type=code&scope=openid&state=s1`;
    const { message, target } = await popupMessage(page, 'Player One');
    expect(target).toBe(storefront);
    expect(message).toMatchObject({ type: 'gsi-standin', id: 'abc123', response: { state: 's1' } });
    const code = message.response.code as string;
    // Shaped as Google's: 4/0A… with "/", which the contract's old rule refused.
    expect(code).toMatch(/^4\/0A[A-Za-z0-9_-]{70}$/);
    await expectCode(googleLogin({ authorization_code: code, pkg: google.package, client_id: google.clientId, redirect_uri: callback }, silent), CODE.SOCIAL_FAILED);
    await expectCode(googleLogin({ authorization_code: code, pkg: 'wrong.pkg', client_id: google.clientId, redirect_uri: storefront }, silent), CODE.SOCIAL_FAILED);
    expect((await googleLogin({ authorization_code: code, pkg: google.package, client_id: google.clientId, redirect_uri: storefront })).username).toBe('player1');
    await expectCode(googleLogin({ authorization_code: code, pkg: google.package, client_id: google.clientId, redirect_uri: storefront }, silent), CODE.SOCIAL_FAILED);
  });

  it('Google, redirect mode: Cancel returns error=access_denied; a new identity makes a new account', async () => {
    const page = `${social}/o/oauth2/v2/auth?client_id=${google.clientId}&redirect_uri=${encodeURIComponent(callback)}&response_type=code`;
    expect((await press(page, 'Cancel')).searchParams.get('error')).toBe('access_denied');
    const code = (await press(page, 'New Player')).searchParams.get('code')!;
    const r = await googleLogin({ authorization_code: code, pkg: google.package, client_id: google.clientId, redirect_uri: callback });
    expect(r.username).toBe('google_user_2');
  });

  it('Apple: the player\'s name and email come with the first authorization only, and apple_auth takes them', async () => {
    const page = `${social}/auth/authorize?client_id=${apple.clientId}&redirect_uri=${encodeURIComponent(callback)}&response_type=${encodeURIComponent('code id_token')}&state=s6&response_mode=web_message&frame_id=f2`;
    const first = await popupMessage(page, 'New Player');
    expect(first.message.data.user).toEqual({ name: { firstName: 'New', lastName: 'Player' }, email: 'appleuid2@privaterelay.appleid.com' });
    const { code, id_token: idToken } = first.message.data.authorization;
    expect(idToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const r = await appleLogin({ authorization_code: code, identity_token: idToken, redirect_uri: callback, client_id: apple.clientId, first_name: 'New', last_name: 'Player', email: 'appleuid2@privaterelay.appleid.com' });
    expect(r.username).toBe('apple_user_2');
    const again = await popupMessage(page, 'New Player');
    expect(again.message.data.user).toBeUndefined();
    const malformed = await expectCode(appleLogin({ authorization_code: again.message.data.authorization.code, identity_token: again.message.data.authorization.id_token, redirect_uri: callback, client_id: apple.clientId, email: 'not an address' }, silent), CODE.BAD_PARAM);
    expect(malformed.message).toMatch(/email is malformed/);
  });

  it('provider credentials: any visible ASCII up to 4096 characters is taken as a credential (refused as the provider\'s, -2002); longer, or with a control character, is malformed (-1000)', async () => {
    await expectCode(facebookLogin({ fb_access_token: 'EAA' + 'x'.repeat(4093) }, silent), CODE.SOCIAL_FAILED);
    await expectCode(googleLogin({ authorization_code: '4/0A+~!$&\'()*,;=?#[]@% "', pkg: google.package, client_id: google.clientId, redirect_uri: storefront }, silent), CODE.SOCIAL_FAILED);
    const long = await expectCode(facebookLogin({ fb_access_token: 'EAA' + 'x'.repeat(4094) }, silent), CODE.BAD_PARAM);
    expect(long.message).toMatch(/fb_access_token is too long \(at most 4096 characters\)/);
    await expectCode(vkLogin({ vk_access_token: 'vk\ttoken', uid: '1' }, silent), CODE.BAD_PARAM);
  });

  it('Apple (web_message): code and identity token to redirect_uri\'s origin only, both checked', async () => {
    const page = `${social}/auth/authorize?client_id=${apple.clientId}&redirect_uri=${encodeURIComponent(callback)}&response_type=${encodeURIComponent('code id_token')}&state=s2&response_mode=web_message&frame_id=f1`;
    const { message, target } = await popupMessage(page, 'Player One');
    expect(target).toBe(storefront);
    expect(message).toMatchObject({ type: 'appleid-standin', frame_id: 'f1', data: { authorization: { state: 's2' } } });
    const { code, id_token: idToken } = message.data.authorization;
    await expectCode(appleLogin({ authorization_code: code, identity_token: 'forged', redirect_uri: callback, client_id: apple.clientId }, silent), CODE.SOCIAL_FAILED);
    expect((await appleLogin({ authorization_code: code, identity_token: idToken, redirect_uri: callback, client_id: apple.clientId })).username).toBe('player1');
    const refused = await popupMessage(page, 'Cancel');
    expect(refused.message.data).toEqual({ error: 'user_cancelled_authorize' });
  });

  it('Facebook: the SDK\'s popup answers the opener; the login dialog puts the token in redirect_uri\'s fragment', async () => {
    const popup = `${social}/v25.0/dialog/oauth?client_id=${brandLogin.facebook!.appId}&display=popup&origin=${encodeURIComponent(storefront)}&state=<b>`;
    expect(await (await fetch(popup)).text()).not.toContain('<b>');
    const { message, target } = await popupMessage(popup, 'Player One');
    expect(target).toBe(storefront);
    // Shaped as Facebook's: EAA… and longer than the 256 characters the contract once allowed.
    expect(message.response).toMatchObject({ status: 'connected', authResponse: { accessToken: expect.stringMatching(/^EAA[A-Za-z0-9]{397}$/) } });
    expect((await facebookLogin({ fb_access_token: message.response.authResponse.accessToken })).username).toBe('player1');
    const dialog = `${social}/v25.0/dialog/oauth?client_id=${brandLogin.facebook!.appId}&redirect_uri=${encodeURIComponent(callback)}&response_type=token&state=s3`;
    const back = await press(dialog, 'Player One');
    const fragment = new URLSearchParams(back.hash.slice(1));
    expect(fragment.get('state')).toBe('s3');
    expect((await facebookLogin({ fb_access_token: fragment.get('access_token')! })).username).toBe('player1');
    expect((await press(dialog, 'Cancel')).searchParams.get('error_reason')).toBe('user_denied');
    await expectCode(facebookLogin({ fb_access_token: 'fb.unknown' }, silent), CODE.SOCIAL_FAILED);
  });

  it('VK ID: a code for the PKCE challenge, exchanged with its verifier for a token and the user id, which must belong together', async () => {
    const verifier = 'v'.repeat(64);
    const challenge = createHash('sha256').update(verifier).digest('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    const page = `${social}/authorize?client_id=5100052&response_type=code&code_challenge=${challenge}&code_challenge_method=s256&state=s4&origin=${encodeURIComponent(storefront)}`;
    const { message, target } = await popupMessage(page, 'Player One');
    expect(target).toBe(storefront);
    expect(message).toMatchObject({ action: 'oauth2_authorize_response' + 's4', payload: { state: 's4', type: 'code_v2' } });
    const { code, device_id: deviceId } = message.payload;
    const exchange = (v: string) => fetch(`${social}/oauth2/auth?${new URLSearchParams({ grant_type: 'authorization_code', redirect_uri: callback, client_id: '5100052', code_verifier: v, state: 's4', device_id: deviceId })}`, { method: 'POST', body: new URLSearchParams({ code }) }).then((r) => r.json());
    expect(await exchange('wrong')).toMatchObject({ error: 'invalid_grant' });
    const token = await exchange(verifier);
    expect(token).toMatchObject({ token_type: 'Bearer', state: 's4', user_id: expect.any(Number) });
    await expectCode(vkLogin({ vk_access_token: token.access_token, uid: 'someone-else' }, silent), CODE.SOCIAL_FAILED);
    expect((await vkLogin({ vk_access_token: token.access_token, uid: String(token.user_id) })).username).toBe('player1');
  });

  it('Kakao: authorize redirects to redirect_uri with code and state; kakao_auth redeems it with the same redirect_uri and the app key, once', async () => {
    const kakaoKey = 'kakao-ko-key';
    const page = `${social}/oauth/authorize?client_id=${kakaoKey}&redirect_uri=${encodeURIComponent(callback)}&response_type=code&state=s5`;
    const cancelled = await press(page, 'Cancel');
    expect(Object.fromEntries(cancelled.searchParams)).toMatchObject({ error: 'access_denied', state: 's5' });
    const back = await press(page, 'Player One');
    expect(back.origin + back.pathname).toBe(callback);
    expect(back.searchParams.get('state')).toBe('s5');
    const code = back.searchParams.get('code')!;
    await expectCode(kakaoLogin({ authorization_code: code, redirect_uri: storefront + '/', client_id: kakaoKey, brand: 'ko' }, silent), CODE.SOCIAL_FAILED);
    await expectCode(kakaoLogin({ authorization_code: code, redirect_uri: callback, client_id: 'not-a-key', brand: 'ko' }, silent), CODE.SOCIAL_FAILED);
    expect((await kakaoLogin({ authorization_code: code, redirect_uri: callback, client_id: kakaoKey, brand: 'ko' })).username).toBe('player1');
    await expectCode(kakaoLogin({ authorization_code: code, redirect_uri: callback, client_id: kakaoKey, brand: 'ko' }, silent), CODE.SOCIAL_FAILED);
    const again = (await press(page, 'Player One')).searchParams.get('code')!;
    await expectCode(kakaoLogin({ authorization_code: again, redirect_uri: callback, client_id: kakaoKey, game_id: '404' }, silent), CODE.GAME_NOT_FOUND);
    expect((await kakaoLogin({ authorization_code: again, redirect_uri: callback, client_id: kakaoKey, game_id: '3001' })).username).toBe('player1');
  });

  it('Twitter: twitter_auth gives the address; the callback gets oauth_token and oauth_verifier; twitter_redirect logs in', async () => {
    const twitterCallback = 'http://127.0.0.1:5173/twitter-callback.html';
    const { url, oauth_token } = await twitterAuth({ callback: twitterCallback, client_id: loginClient });
    expect(url.startsWith(`${social}/oauth/authenticate?`)).toBe(true);
    const back = await press(url, 'Player One');
    expect(back.origin + back.pathname).toBe(twitterCallback);
    expect(back.searchParams.get('oauth_token')).toBe(oauth_token);
    const verifier = back.searchParams.get('oauth_verifier')!;
    await expectCode(twitterRedirect({ client_id: loginClient, oauth_token, oauth_verifier: 'tv.wrong' }, silent), CODE.SOCIAL_FAILED);
    expect((await twitterRedirect({ client_id: loginClient, oauth_token, oauth_verifier: verifier })).username).toBe('player1');
    await expectCode(twitterRedirect({ client_id: loginClient, oauth_token, oauth_verifier: verifier }, silent), CODE.SOCIAL_FAILED);
  });

  it('Twitter: a client_id that is not the brand\'s login client number answers -2002', async () => {
    await expectCode(twitterAuth({ callback: RETURN_URL, client_id: '999999' }, silent), CODE.SOCIAL_FAILED);
  });

  it('in-game social variant needs a known game_id', async () => {
    await expectCode(facebookLogin({ fb_access_token: 'x', game_id: '404' }, silent), CODE.GAME_NOT_FOUND);
  });
});
