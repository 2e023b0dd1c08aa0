/**
 * User-agent checks. Each takes the user agent as an argument (default: the browser's)
 * so tests pass strings instead of patching navigator.
 */

export type Platform = 'android' | 'ios' | 'web';

function currentUserAgent(): string {
  return typeof navigator === 'undefined' ? '' : navigator.userAgent;
}

/** The device family reported to tracking as device_type (spec section 9). */
export function detectPlatform(ua: string = currentUserAgent(), touchPoints = maxTouchPoints()): Platform {
  if (/android/i.test(ua)) return 'android';
  if (/iphone|ipad|ipod/i.test(ua)) return 'ios';
  // iPadOS 13+ says "Macintosh"; only the touch screen gives it away.
  if (/macintosh/i.test(ua) && touchPoints > 1) return 'ios';
  return 'web';
}

function maxTouchPoints(): number {
  return typeof navigator === 'undefined' ? 0 : navigator.maxTouchPoints || 0;
}

/** Safari proper (desktop or iOS), not Chrome, Firefox or Edge on iOS, which also say "Safari". */
export function isSafari(ua: string = currentUserAgent()): boolean {
  return /safari/i.test(ua) && !/chrome|chromium|crios|fxios|edgios|edg\/|opr\/|android/i.test(ua);
}

/**
 * Browsers built into apps (Facebook, Instagram, Messenger, LINE, WeChat, KakaoTalk, Twitter,
 * TikTok, Telegram, Android WebView). Google and Facebook refuse to log in inside them, so
 * the login popup offers to open the page elsewhere instead (spec section 2).
 */
export function isInAppBrowser(ua: string = currentUserAgent()): boolean {
  return /FBAN|FBAV|FB_IAB|FBIOS|Instagram|Messenger|\bLine\/|MicroMessenger|KAKAOTALK|Twitter|TikTok|musical_ly|Bytedance|Telegram|; wv\)/i.test(ua);
}

/**
 * Facebook's and Instagram's own in-app browsers: Facebook login works there, but not in a
 * popup, so it goes through Facebook's login dialog in the page itself.
 */
export function isFacebookApp(ua: string = currentUserAgent()): boolean {
  return /FBAN|FBAV|FB_IAB|FBIOS|Instagram/i.test(ua);
}
