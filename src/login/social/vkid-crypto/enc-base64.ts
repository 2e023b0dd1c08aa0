/** crypto-js's `Base64` as @vkid/sdk uses it, `Base64.stringify(digest)` (see sha256.ts beside it). */
import type { Digest } from './sha256.ts';

export default {
  stringify: (d: Digest): string => btoa(String.fromCharCode(...d.bytes)),
};
