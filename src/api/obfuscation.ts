/**
 * Obfuscation (spec section 5), the contract's rule for both sides (contract.ts re-exports
 * it; a module of its own so that only the chunks that log in carry it). Encoding of the
 * account login's username and password, and of a gift card password, on the wire:
 *
 *   value   = the input, trimmed
 *   prefix  = 3 random lowercase hex characters, e.g. "a3f"
 *   encoded = base64( UTF-8( prefix + value ) )      (standard alphabet, with padding)
 *   wire    = prefix + encoded                         e.g. "a3f" + "YTNmc2VjcmV0"
 *
 * It hides the value from casual reading of logs and URLs; it is not encryption.
 */
export const OBFUSCATION_PREFIX_LENGTH = 3;

function utf8ToBase64(s: string): string {
  let bin = '';
  for (const b of new TextEncoder().encode(s)) bin += String.fromCharCode(b);
  return btoa(bin);
}

function base64ToUtf8(b64: string): string | null {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(b64) || b64.length % 4 !== 0) return null;
  try {
    const bin = atob(b64);
    const bytes = Uint8Array.from(bin, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** Three random lowercase hex characters. */
export function randomObfuscationPrefix(): string {
  const b = crypto.getRandomValues(new Uint8Array(2));
  return ((b[0]! << 8) | b[1]!).toString(16).padStart(4, '0').slice(0, OBFUSCATION_PREFIX_LENGTH);
}

/** Trims and obfuscates a value (password, or the account name) for sending. `prefix` is for tests; leave it out. */
export function obfuscatePassword(value: string, prefix: string = randomObfuscationPrefix()): string {
  if (!/^[0-9a-f]{3}$/.test(prefix)) throw new Error('obfuscatePassword: prefix must be 3 lowercase hex characters');
  return prefix + utf8ToBase64(prefix + value.trim());
}

/** The backend's side: the original value, or null when `wire` is not a valid obfuscation. */
export function deobfuscatePassword(wire: string): string | null {
  const prefix = wire.slice(0, OBFUSCATION_PREFIX_LENGTH);
  if (!/^[0-9a-f]{3}$/.test(prefix)) return null;
  const decoded = base64ToUtf8(wire.slice(OBFUSCATION_PREFIX_LENGTH));
  if (decoded === null || !decoded.startsWith(prefix)) return null;
  return decoded.slice(OBFUSCATION_PREFIX_LENGTH);
}
