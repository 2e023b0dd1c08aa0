/**
 * The storefront trusts no answer's shape (issue 13): the API client checks each success's
 * `content` against the shape api/openapi.yaml gives it (answer-shapes.gen.ts, generated
 * with the types by `npm run api-types`), so a backend that sends a field of the wrong type,
 * or leaves out a required one, gives the query-error message and a report naming the call
 * and the field, never a crash or a blank part of a page.
 *
 * The shapes are a compact form of the document's schemas: only what a client depends on
 * (types, required fields, array items); formats, ranges and enums are the conformance
 * check's business (npm run conformance), and fields the document does not name are let
 * through, so a backend may add to an answer.
 */

/**
 * s string, n number, b boolean, z null, x anything; {a} an array of; {o, p} an object whose
 * fields o are all required but the optional ones p; {u} any of. Optional fields are named
 * rather than required ones because the contract's answers have nearly none: naming every
 * required field again took a quarter of the table (330 B of gzip in every page's API chunk).
 */
export type Shape = 's' | 'n' | 'b' | 'z' | 'x' | { a: Shape } | { o: Record<string, Shape>; p?: readonly string[] } | { u: readonly Shape[] };

const TYPE_NAMES = { s: 'a string', n: 'a number', b: 'true or false', z: 'null', x: 'anything' } as const;

function describe(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  return typeof v === 'object' ? 'an object' : `${typeof v} ${JSON.stringify(v)?.slice(0, 40)}`;
}

function expected(s: Shape): string {
  if (typeof s === 'string') return TYPE_NAMES[s];
  if ('a' in s) return 'a list';
  if ('o' in s) return 'an object';
  return s.u.map(expected).join(' or ');
}

/** The first place where `v` does not have shape `s`, as "content[0].name: expected a string, got number 1", or null. */
export function shapeProblem(v: unknown, s: Shape, at = 'content'): string | null {
  const wrong = () => `${at}: expected ${expected(s)}, got ${describe(v)}`;
  if (typeof s === 'string') {
    const ok = s === 'x' || (s === 's' && typeof v === 'string') || (s === 'n' && typeof v === 'number' && Number.isFinite(v))
      || (s === 'b' && typeof v === 'boolean') || (s === 'z' && v === null);
    return ok ? null : wrong();
  }
  if ('u' in s) return s.u.some((alt) => shapeProblem(v, alt, at) === null) ? null : wrong();
  if ('a' in s) {
    if (!Array.isArray(v)) return wrong();
    for (let i = 0; i < v.length; i++) {
      const p = shapeProblem(v[i], s.a, `${at}[${i}]`);
      if (p) return p;
    }
    return null;
  }
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return wrong();
  const obj = v as Record<string, unknown>;
  for (const [k, fs] of Object.entries(s.o)) {
    if (obj[k] === undefined) {
      if (s.p?.includes(k)) continue;
      return `${at}.${k}: missing`;
    }
    const p = shapeProblem(obj[k], fs, `${at}.${k}`);
    if (p) return p;
  }
  return null;
}
