/**
 * Credentials shaped as each login provider issues them, for whatever must take them as a
 * real backend will meet them: the sandbox's stand-in providers hand these out, and
 * `npm run conformance` sends them to a publisher's backend (which must refuse them as the
 * provider's, -2002, never as malformed). A stand-in that issued tidy `g.<hex>` codes let
 * a contract that refused Google's real codes (`4/0A…`, with `/`) pass every test.
 *
 * Shapes, from the providers' pages and answers as seen in the wild (lengths vary; these
 * are typical or longer):
 *   - Google authorization code: `4/0A` then about 70 URL-safe base64 characters;
 *   - Apple authorization code: `c` + 32 hex, `.0.`, 4 letters, `.`, 22 URL-safe characters;
 *     identity token: a signed JWT (three URL-safe base64 parts joined by dots);
 *   - Facebook access token: `EAA…`, letters and digits; Facebook asks that no length be
 *     assumed and its tokens have outgrown the 255 it once named: 400 here;
 *   - VK ID access token: opaque, no documented length or alphabet: URL-safe characters
 *     and dots, 330 here;
 *   - Kakao authorization code: about 86 URL-safe base64 characters.
 */

const URL_SAFE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function pick(alphabet: string, n: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(n));
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

const urlSafe = (n: number) => pick(URL_SAFE, n);
const alnum = (n: number) => pick(URL_SAFE.slice(0, 62), n);
const hex = (n: number) => pick('0123456789abcdef', n);
const b64url = (s: string) => btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

export const realisticCredential = {
  googleCode: () => `4/0A${urlSafe(70)}`,
  appleCode: () => `c${hex(32)}.0.${pick('abcdefghijklmnopqrstuvwxyz', 4)}.${urlSafe(22)}`,
  /** `claims` go into the payload as they are; the signature is random (nobody can check it but Apple's key holders). */
  appleIdToken: (claims: Record<string, unknown> = {}) =>
    [b64url(JSON.stringify({ kid: 'W6WcOKB', alg: 'RS256' })), b64url(JSON.stringify({ iss: 'https://appleid.apple.com', ...claims })), urlSafe(342)].join('.'),
  facebookToken: () => `EAA${alnum(397)}`,
  vkIdToken: () => `${urlSafe(4)}.${urlSafe(1)}.${urlSafe(323)}`,
  kakaoCode: () => urlSafe(86),
};

