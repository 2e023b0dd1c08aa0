/**
 * Login-field obfuscation (spec section 5): trim, a random 3-hex-character prefix, base64
 * of UTF-8(prefix + value), the prefix in front. The encoding itself lives in contract.ts,
 * shared with the sandbox that decodes it, so this module only names the use.
 */
import { obfuscatePassword } from '../api/contract.ts';

/**
 * Obfuscates one login field for sending. `prefix` (3 lowercase hex characters) is for
 * tests; leave it out to get a random one.
 */
export function obfuscate(value: string, prefix?: string): string {
  return obfuscatePassword(value, prefix);
}
