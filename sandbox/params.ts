/**
 * Reading request parameters (query or JSON body) with clear -1000 answers: a missing,
 * malformed or oversized value is named in the message, never a crash.
 */
import { CODE } from '../src/api/contract.ts';
import { Fail } from './http.ts';

/** Default longest string accepted for a parameter. */
export const MAX_PARAM_LENGTH = 128; // characters

interface StrOpts {
  max?: number;
  pattern?: RegExp;
  /** Said in the message when the pattern does not match. */
  expect?: string;
}

const bad = (msg: string) => new Fail(CODE.BAD_PARAM, msg);

export class Params {
  constructor(private readonly src: Record<string, unknown>) {}

  static fromQuery(q: URLSearchParams): Params {
    const o: Record<string, string> = {};
    for (const [k, v] of q) if (!(k in o)) o[k] = v; // the first of repeated names wins
    return new Params(o);
  }

  has(name: string): boolean {
    const v = this.src[name];
    return v !== undefined && v !== null && v !== '';
  }

  /** The value as it came, for fingerprints and echoes. */
  raw(): Record<string, unknown> {
    return this.src;
  }

  optStr(name: string, o: StrOpts = {}): string | undefined {
    if (!this.has(name)) return undefined;
    let v = this.src[name];
    if (typeof v === 'number' && Number.isFinite(v)) v = String(v);
    if (typeof v !== 'string') throw bad(`${name} must be a string.`);
    const max = o.max ?? MAX_PARAM_LENGTH;
    if (v.length > max) throw bad(`${name} is too long (at most ${max} characters).`);
    if (o.pattern && !o.pattern.test(v)) throw bad(`${name} is malformed${o.expect ? ` (expected ${o.expect})` : ''}.`);
    return v;
  }

  str(name: string, o: StrOpts = {}): string {
    const v = this.optStr(name, o);
    if (v === undefined) throw bad(`${name} is required.`);
    return v;
  }

  optInt(name: string, o: { min?: number; max?: number } = {}): number | undefined {
    if (!this.has(name)) return undefined;
    const v = this.src[name];
    const n = typeof v === 'number' ? v : typeof v === 'string' && /^-?\d{1,15}$/.test(v.trim()) ? Number(v) : NaN;
    if (!Number.isSafeInteger(n)) throw bad(`${name} must be a whole number.`);
    const min = o.min ?? 0;
    const max = o.max ?? 2_147_483_647;
    if (n < min || n > max) throw bad(`${name} must be between ${min} and ${max}.`);
    return n;
  }

  int(name: string, o: { min?: number; max?: number } = {}): number {
    const v = this.optInt(name, o);
    if (v === undefined) throw bad(`${name} is required.`);
    return v;
  }

  oneOf<T extends string | number>(name: string, values: readonly T[]): T {
    const v = this.optOneOf(name, values);
    if (v === undefined) throw bad(`${name} is required.`);
    return v;
  }

  optOneOf<T extends string | number>(name: string, values: readonly T[]): T | undefined {
    if (!this.has(name)) return undefined;
    const raw = this.src[name];
    const found = values.find((x) => String(x) === String(raw));
    if (found === undefined) {
      const list = values.length <= 25 ? `: one of ${values.join(', ')}` : '';
      throw bad(`${name} "${String(raw).slice(0, 40)}" is not a known value${list}.`);
    }
    return found;
  }

  /** An absolute http(s) URL without credentials. */
  url(name: string): string {
    const v = this.str(name, { max: 2048 });
    let u: URL;
    try { u = new URL(v); } catch { throw bad(`${name} must be an absolute URL.`); }
    if (u.protocol !== 'http:' && u.protocol !== 'https:') throw bad(`${name} must be an http or https URL.`);
    if (u.username || u.password) throw bad(`${name} must not carry credentials.`);
    return u.toString();
  }
}

/** Identifier-like values: ids, codes, tokens. */
export const ID = { pattern: /^[A-Za-z0-9_.:-]+$/, expect: 'letters, digits, _ . : -' };

/**
 * A provider's credential as the contract takes it (api/openapi.yaml ProviderToken): any
 * visible ASCII and the space (RFC 6749's VSCHAR), up to 4096 characters.
 */
export const PROVIDER_TOKEN = { max: 4096, pattern: /^[\x20-\x7E]+$/, expect: 'the credential as the provider issued it: visible ASCII characters' };

/**
 * The contract's rule before issue 24 (letters, digits and _ . : -, at most 256
 * characters), which refuses Google's real codes: the `strict-charset` fault applies it
 * again, so that a test can show the conformance check catching a backend that still does.
 */
export const STRICT_CHARSET_TOKEN = { max: 256, ...ID };

/** An email address as a login provider hands it over (the contract's `format: email`, loosely). */
export const EMAIL = { max: 254, pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, expect: 'an email address' };
