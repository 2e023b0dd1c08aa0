/**
 * The two ways out of an app's built-in browser that the in-app notice offers (spec
 * section 2): open this page in another browser, or copy its link.
 */
import { detectPlatform } from '../../lib/platform.ts';

/**
 * Android: an intent:// address asks the system to open the page in a real browser (the
 * page itself as the fallback). Elsewhere a new window, which several in-app browsers
 * hand to the system browser.
 */
export function openInOtherBrowser(href: string = window.location.href, ua?: string): void {
  const u = new URL(href);
  if (detectPlatform(ua) === 'android') {
    const scheme = u.protocol.slice(0, -1);
    window.location.href = `intent://${u.host}${u.pathname}${u.search}#Intent;scheme=${scheme};S.browser_fallback_url=${encodeURIComponent(href)};end`;
    return;
  }
  window.open(href, '_blank', 'noopener');
}

/**
 * Copies `field`'s text. Without the Clipboard API (or its permission, often missing in
 * built-in browsers) the field is selected and the older copy command tried; when that
 * fails too, the text stays selected for the player to copy. False when not copied.
 */
export async function copyField(field: HTMLInputElement): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(field.value);
    return true;
  } catch {
    field.focus();
    field.select();
    try { return document.execCommand('copy'); } catch { return false; }
  }
}
