import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import Base64 from './enc-base64.ts';
import sha256 from './sha256.ts';

describe('the SHA-256 VK ID\'s SDK hashes its PKCE verifier with (in place of crypto-js)', () => {
  it('is SHA-256 of the UTF-8 bytes, base64 as crypto-js gives it, for lengths around the block edges', () => {
    for (const v of ['', 'abc', 'a'.repeat(55), 'a'.repeat(56), 'a'.repeat(64), 'f'.repeat(128), 'пароль✓', '0123456789abcdef'.repeat(9)]) {
      expect(Base64.stringify(sha256(v)), JSON.stringify(v)).toBe(createHash('sha256').update(v, 'utf8').digest('base64'));
    }
  });
});
