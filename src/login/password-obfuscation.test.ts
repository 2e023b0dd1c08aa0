import { describe, expect, it } from 'vitest';
import { deobfuscatePassword, obfuscatePassword } from '../api/obfuscation.ts';

const b64 = (s: string) => btoa(String.fromCharCode(...new TextEncoder().encode(s)));

describe('the obfuscation of login passwords and card passwords (spec section 5)', () => {
  it('trims, then puts the prefix in front of base64(prefix + value)', () => {
    expect(obfuscatePassword('  secret  ', 'a3f')).toBe('a3f' + b64('a3fsecret'));
  });

  it('handles non-ASCII values as UTF-8', () => {
    expect(obfuscatePassword('비밀번호', '0c9')).toBe('0c9' + b64('0c9비밀번호'));
  });

  it('picks a random 3-hex-character prefix, and the backend can decode it', () => {
    const wires = Array.from({ length: 20 }, () => obfuscatePassword('pw'));
    for (const w of wires) {
      expect(w.slice(0, 3)).toMatch(/^[0-9a-f]{3}$/);
      expect(deobfuscatePassword(w)).toBe('pw');
    }
    expect(new Set(wires.map((w) => w.slice(0, 3))).size).toBeGreaterThan(1);
  });
});
