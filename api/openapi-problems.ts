/**
 * A problem the contract validator (openapi-validator.ts) found: the field, what the document
 * expects there and what came; and ajv's errors turned into such problems.
 */
import type { ErrorObject } from 'ajv/dist/2020.js';
import { pointerSegment } from './openapi-document.ts';

type Json = Record<string, unknown>;

export interface Problem {
  /** Where: `content[0].name`, `code`, `query.domain_area`, `header.idempotency-key`, `body.server_id`. */
  field: string;
  /** What the document expects there. */
  expected: string;
  /** What was there instead, shortened; absent when nothing useful can be said. */
  found?: string;
}

export function formatProblem(p: Problem): string {
  return `${p.field}: expected ${p.expected}${p.found === undefined ? '' : `, got ${p.found}`}`;
}

/** A value for a message: short, and never a whole object. */
export function describe(v: unknown): string {
  if (v === undefined) return 'nothing';
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'object') return 'an object';
  const s = JSON.stringify(v);
  return `${typeof v} ${s.length > 40 ? `${s.slice(0, 37)}...` : s}`;
}

function valueAt(data: unknown, pointer: string): unknown {
  let node = data;
  for (const seg of pointer.split('/').slice(1)) {
    const key = seg.replace(/~1/g, '/').replace(/~0/g, '~');
    node = (node as Json | undefined)?.[key];
  }
  return node;
}

/** '/content/0/name' → 'content[0].name', under a prefix such as 'body'. */
function fieldOf(prefix: string, pointer: string, child?: string): string {
  let out = prefix;
  const segs = pointer.split('/').slice(1).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (child !== undefined) segs.push(child);
  for (const s of segs) out += /^\d+$/.test(s) ? `[${s}]` : out ? `.${s}` : s;
  return out || '(the whole body)';
}

/** The name of a components/schemas entry, given the schema object ajv reports (verbose). */
export type SchemaNames = (schema: unknown) => string | undefined;

const NAMES_A_FIELD = new Set(['required', 'additionalProperties', 'unevaluatedProperties']);

/**
 * ajv's errors as problems. The alternatives of a oneOf/anyOf each fail in their own way;
 * when one of them says something about a field inside, that is kept and the rest of the
 * alternatives' noise (null expected, another constant expected) is dropped.
 */
export function problemsOf(errors: ErrorObject[] | null | undefined, data: unknown, prefix: string, nameOf: SchemaNames = () => undefined): Problem[] {
  const errs = (errors ?? []).filter((e) => e.keyword !== 'if');
  const drop = new Set<ErrorObject>();
  for (const c of errs) {
    if (c.keyword !== 'oneOf' && c.keyword !== 'anyOf') continue;
    const here = errs.filter((e) => e !== c && e.instancePath === c.instancePath && !NAMES_A_FIELD.has(e.keyword) && e.keyword !== 'oneOf' && e.keyword !== 'anyOf');
    const informative = errs.some((e) => e !== c && (e.instancePath.startsWith(`${c.instancePath}/`) || (e.instancePath === c.instancePath && NAMES_A_FIELD.has(e.keyword))));
    for (const e of here) drop.add(e);
    if (informative) drop.add(c);
  }
  const out: Problem[] = [];
  const seen = new Set<string>();
  for (const e of errs) {
    if (drop.has(e)) continue;
    const p = e.params as Record<string, unknown>;
    const found = valueAt(data, e.instancePath);
    const named = nameOf(e.parentSchema);
    let problem: Problem;
    switch (e.keyword) {
      case 'required':
        problem = { field: fieldOf(prefix, e.instancePath, String(p.missingProperty)), expected: 'a value (required)', found: 'nothing' };
        break;
      case 'additionalProperties':
      case 'unevaluatedProperties': {
        const name = String(p.additionalProperty ?? p.unevaluatedProperty);
        problem = { field: fieldOf(prefix, e.instancePath, name), expected: `no such field (the document does not name it${named ? ` in ${named}` : ''})`, found: describe(valueAt(found, `/${pointerSegment(name)}`)) };
        break;
      }
      case 'type':
        problem = { field: fieldOf(prefix, e.instancePath), expected: String(p.type).split(',').join(' or '), found: describe(found) };
        break;
      case 'enum':
        problem = { field: fieldOf(prefix, e.instancePath), expected: `one of ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`, found: describe(found) };
        break;
      case 'const':
        problem = { field: fieldOf(prefix, e.instancePath), expected: JSON.stringify(p.allowedValue), found: describe(found) };
        break;
      case 'oneOf':
      case 'anyOf':
        problem = { field: fieldOf(prefix, e.instancePath), expected: `a value of ${named ?? 'one of the alternatives the document allows'}`, found: describe(found) };
        break;
      default:
        problem = { field: fieldOf(prefix, e.instancePath), expected: `a value that ${e.message ?? 'fits the document'}`, found: describe(found) };
    }
    const key = `${problem.field}|${problem.expected}`;
    if (!seen.has(key)) { seen.add(key); out.push(problem); }
  }
  return out;
}
