/**
 * The social logins' credentials as their providers issue them (api/provider-credentials.ts),
 * each refused by the backend as the provider's (-2002), never as malformed (-1000).
 */
import type { Brand } from '../../brands/brand.ts';
import { realisticCredential } from '../../api/provider-credentials.ts';
import { CODE, PATHS } from '../../src/api/contract.ts';
import { type Call, type CheckResult, codeOf } from './results.ts';

/**
 * Each social login the brand offers, with a credential shaped as its provider issues it
 * (api/provider-credentials.ts: Google's `4/0A…` code with `/`, a 400-character Facebook
 * token...). None is valid, so the backend must refuse it as the provider's (-2002), as it
 * will any code that expired or was used: a -1000 (malformed) means it refuses the real ones
 * too, and every such login would fail at go-live. Read-only: a refused login writes nothing.
 */
export async function checkProviderCredentials(brand: Brand, call: Call, record: (r: CheckResult) => void): Promise<void> {
  const site = `https://${brand.domains[0] ?? 'storefront.example'}`;
  const callback = `${site}/auth/callback.html`;
  const { google, apple, facebook, vk, kakao } = brand.login;
  const cases: { path: string; field: string; shape: string; params: Record<string, string> }[] = [];
  if (google) {
    cases.push({ path: PATHS.googleLogin, field: 'authorization_code', shape: 'Google\'s code (4/0A…, with "/")',
      params: { authorization_code: realisticCredential.googleCode(), pkg: google.package, client_id: google.clientId, redirect_uri: site } });
  }
  if (apple) {
    cases.push({ path: PATHS.appleLogin, field: 'authorization_code, identity_token', shape: 'Apple\'s code and identity token (a JWT), with the first sign-in\'s name and email',
      params: { authorization_code: realisticCredential.appleCode(), identity_token: realisticCredential.appleIdToken({ aud: apple.clientId }), redirect_uri: callback, client_id: apple.clientId,
        first_name: 'Ana', last_name: 'Lima', email: 'x7k2q9mz4t@privaterelay.appleid.com' } });
  }
  if (facebook) cases.push({ path: PATHS.facebookLogin, field: 'fb_access_token', shape: 'a Facebook token of 400 characters', params: { fb_access_token: realisticCredential.facebookToken() } });
  if (vk) cases.push({ path: PATHS.vkLogin, field: 'vk_access_token', shape: 'a VK ID token of 330 characters', params: { vk_access_token: realisticCredential.vkIdToken(), uid: '100000001' } });
  if (kakao) {
    cases.push({ path: PATHS.kakaoLogin, field: 'authorization_code', shape: 'Kakao\'s code',
      params: { authorization_code: realisticCredential.kakaoCode(), redirect_uri: callback, client_id: kakao.appKey } });
  }
  for (const c of cases) {
    let answered: unknown;
    await call('GET', c.path, c.params, CODE.SOCIAL_FAILED, { seen: (x) => { answered = codeOf(x); } });
    const check = `takes ${c.field} as the provider issues it: ${c.shape}`;
    record(answered === CODE.SOCIAL_FAILED
      ? { status: 'pass', call: `GET ${c.path}`, check }
      : { status: 'fail', call: `GET ${c.path}`, check, detail: `${c.field}: expected the provider's refusal (-2002) of a value shaped as real ones, got ${JSON.stringify(answered)}${answered === CODE.BAD_PARAM ? ' (malformed): every real login of this kind would fail' : ''}` });
  }
}
