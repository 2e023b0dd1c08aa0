import brandLogin from 'virtual:brand/login';
import brand from 'virtual:brand';
import { beforeEach, describe, expect, it } from 'vitest';
import { RETURN_URL, control, expectCode, formsOf, origin, press, tokenOf } from '../../sandbox/test-helpers.ts';
import { accountLogin, appleLogin, cardLogin, facebookLogin, getUserInfo, googleLogin, twitterAuth, twitterRedirect, vkLogin } from './auth.ts';
import { CODE, deobfuscatePassword, obfuscatePassword } from './contract.ts';

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
  it('logs in with an obfuscated password', async () => {
    const r = await accountLogin({ username: ' player1 ', password: obfuscatePassword('Password1!') });
    expect(r).toMatchObject({ suid: '10000001', username: 'player1', real_name_status: 1, platform_token: '' });
    expect(r.oauth_token).toMatch(/^[0-9a-f]{32}$/);
    expect(r.expires_in).toBe(7 * 24 * 3600);
  });
  it('answers -2001 for a wrong password or unknown user', async () => {
    await expectCode(accountLogin({ username: 'player1', password: obfuscatePassword('nope') }, silent), CODE.LOGIN_FAILED);
    await expectCode(accountLogin({ username: 'nobody', password: obfuscatePassword('Password1!') }, silent), CODE.LOGIN_FAILED);
  });
  it('answers -1000 for a password sent in the clear, or a missing field', async () => {
    const e = await expectCode(accountLogin({ username: 'player1', password: 'Password1!' }, silent), CODE.BAD_PARAM);
    expect(e.message).toMatch(/password is not obfuscated/);
    await expectCode(accountLogin({ username: '', password: obfuscatePassword('x') }, silent), CODE.BAD_PARAM);
  });
  it('in-game variant (/api/ingame/auth) needs a known game_id: -3001', async () => {
    const ok = await accountLogin({ username: 'player1', password: obfuscatePassword('Password1!'), game_id: '1001' });
    expect(ok.username).toBe('player1');
    await expectCode(accountLogin({ username: 'player1', password: obfuscatePassword('Password1!'), game_id: '999' }, silent), CODE.GAME_NOT_FOUND);
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

describe('social login through the stand-in providers', () => {
  const redirectUri = 'http://127.0.0.1:5173/login/callback';

  it('Google: authorize page → code → google_auth; a code works once and only for its redirect_uri', async () => {
    const page = `${origin('social')}/google/authorize?client_id=${google.clientId}&redirect_uri=${encodeURIComponent(redirectUri)}&state=s1`;
    const back = await press(page, 'Player One');
    expect(back.origin + back.pathname).toBe(redirectUri);
    expect(back.searchParams.get('state')).toBe('s1');
    const code = back.searchParams.get('code')!;
    await expectCode(googleLogin({ authorization_code: code, pkg: google.package, client_id: google.clientId, redirect_uri: 'http://127.0.0.1:5173/other' }, silent), CODE.SOCIAL_FAILED);
    await expectCode(googleLogin({ authorization_code: code, pkg: 'wrong.pkg', client_id: google.clientId, redirect_uri: redirectUri }, silent), CODE.SOCIAL_FAILED);
    const r = await googleLogin({ authorization_code: code, pkg: google.package, client_id: google.clientId, redirect_uri: redirectUri });
    expect(r.username).toBe('player1');
    await expectCode(googleLogin({ authorization_code: code, pkg: google.package, client_id: google.clientId, redirect_uri: redirectUri }, silent), CODE.SOCIAL_FAILED);
  });

  it('Google: Cancel returns error=access_denied; a new identity makes a new account', async () => {
    const page = `${origin('social')}/google/authorize?client_id=${google.clientId}&redirect_uri=${encodeURIComponent(redirectUri)}`;
    expect((await press(page, 'Cancel')).searchParams.get('error')).toBe('access_denied');
    const code = (await press(page, 'New Player')).searchParams.get('code')!;
    const r = await googleLogin({ authorization_code: code, pkg: google.package, client_id: google.clientId, redirect_uri: redirectUri });
    expect(r.username).toBe('google_user_2');
    expect(r.suid).toMatch(/^\d+$/);
  });

  it('Apple: code and identity token, both checked', async () => {
    const page = `${origin('social')}/apple/authorize?client_id=${apple.clientId}&redirect_uri=${encodeURIComponent(redirectUri)}`;
    const back = await press(page, 'Player One');
    const code = back.searchParams.get('code')!;
    const idToken = back.searchParams.get('id_token')!;
    await expectCode(appleLogin({ authorization_code: code, identity_token: 'forged', redirect_uri: redirectUri, client_id: apple.clientId }, silent), CODE.SOCIAL_FAILED);
    const r = await appleLogin({ authorization_code: code, identity_token: idToken, redirect_uri: redirectUri, client_id: apple.clientId });
    expect(r.username).toBe('player1');
  });

  it('Facebook: access token (popup mode posts it to the opener)', async () => {
    const page = `${origin('social')}/facebook/dialog/oauth?client_id=${brandLogin.facebook!.appId}&mode=popup&origin=${encodeURIComponent('http://127.0.0.1:5173')}&state=<b>`;
    const html = await (await fetch(page)).text();
    expect(html).not.toContain('<b>');
    const form = formsOf(html).find((f) => f.button.includes('Player One'))!;
    const res = await fetch(new URL(form.action, page), { method: 'POST', body: new URLSearchParams(form.fields), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    const popup = await res.text();
    expect(popup).toContain('window.opener.postMessage(message, "http://127.0.0.1:5173")');
    const token = /"access_token":"([^"]+)"/.exec(popup)![1]!;
    expect(popup).toContain('"state":"\\u003cb\\u003e"');
    expect((await facebookLogin({ fb_access_token: token })).username).toBe('player1');
    await expectCode(facebookLogin({ fb_access_token: 'fb.unknown' }, silent), CODE.SOCIAL_FAILED);
  });

  it('VK: access token and uid must belong together', async () => {
    const page = `${origin('social')}/vk/authorize?client_id=5100052&mode=redirect&redirect_uri=${encodeURIComponent(redirectUri)}`;
    const back = await press(page, 'Player One');
    const token = back.searchParams.get('access_token')!;
    await expectCode(vkLogin({ vk_access_token: token, uid: 'someone-else' }, silent), CODE.SOCIAL_FAILED);
    expect((await vkLogin({ vk_access_token: token, uid: back.searchParams.get('user_id')! })).username).toBe('player1');
  });

  it('Twitter: twitter_auth gives the address; the callback gets oauth_token and oauth_verifier; twitter_redirect logs in', async () => {
    const callback = 'http://127.0.0.1:5173/twitter-callback.html';
    const { url, oauth_token } = await twitterAuth({ callback, client_id: loginClient });
    expect(url.startsWith(origin('social'))).toBe(true);
    const back = await press(url, 'Player One');
    expect(back.origin + back.pathname).toBe(callback);
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
