/**
 * Checks a parsed brand file at build time: first against the schema (brand-schema.ts,
 * with ajv listing every error), then the rules that span fields, which JSON Schema cannot
 * say. Every problem comes back as `field: what is wrong`, one per field, all at once: a
 * release manager must never ship a bundle whose hosts or languages are half-filled, nor
 * fix a file one error per build.
 *
 * Node only (build, check, sandbox, tests): the browser gets a brand already checked.
 */
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import { type Brand, BrandFileError } from './brand.ts';
import { BrandSchema, ORIGIN_PATTERNS, StagingBrandSchema, URL_PATTERN } from './brand-schema.ts';

interface CheckOptions {
  /** The file's name without `.json`: the brand's id must be the same. */
  expectedId?: string;
  /** A staging build: its host overrides may use plain http, such as the local sandbox. */
  allowHttp?: boolean;
}

type Problem = { path: string; message: string };
type Json = Record<string, unknown>;
interface SchemaNode { type?: string; enum?: unknown[]; pattern?: string; errorMessage?: string; patternErrorMessage?: string; properties?: Record<string, SchemaNode>; anyOf?: SchemaNode[] }

const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

let ajv: Ajv | undefined;
const validators = new Map<boolean, ValidateFunction>();
/** Compiled on first use, each variant once: a build needs one of the two. */
function validator(allowHttp: boolean): ValidateFunction {
  // errorMessage and patternErrorMessage are words for people (VS Code shows them), not checks.
  // Unoptimised code compiles in about a third of the time; for a dozen files, checking costs nothing either way.
  ajv ??= new Ajv({ allErrors: true, verbose: true, code: { optimize: false }, keywords: ['errorMessage', 'patternErrorMessage'] });
  let v = validators.get(allowHttp);
  if (!v) validators.set(allowHttp, v = ajv.compile(allowHttp ? StagingBrandSchema : BrandSchema));
  return v;
}

/** Says which part of a host is wrong; the schema's pattern has already said that something is. */
function originProblem(v: unknown, allowHttp: boolean): string | null {
  if (typeof v !== 'string' || !v) return 'must be a non-empty string';
  let u: URL;
  try { u = new URL(v); } catch { return `"${v}" is not a URL`; }
  if (u.protocol !== 'https:' && !(allowHttp && u.protocol === 'http:')) return `"${v}" must use https`;
  if (u.origin !== v) return `"${v}" must be a bare origin such as https://api.example.com (no path or trailing slash)`;
  return null;
}

function urlProblem(v: unknown): string | null {
  if (typeof v !== 'string' || !v) return 'must be a non-empty string';
  try {
    return new URL(v).protocol === 'https:' ? null : `"${v}" must use https`;
  } catch { return `"${v}" is not a URL`; }
}

/** Fields whose pattern is a host or a link get a precise word on what is wrong with them. */
const EXPLAIN_PATTERN: Record<string, (v: unknown) => string | null> = {
  [ORIGIN_PATTERNS.https]: (v) => originProblem(v, false),
  [ORIGIN_PATTERNS.staging]: (v) => originProblem(v, true),
  [URL_PATTERN]: urlProblem,
};

const TYPE_WORDS: Record<string, string> = { string: 'a string', integer: 'a whole number', number: 'a number', boolean: 'true or false', array: 'a list', object: 'a JSON object' };
const show = (v: unknown) => JSON.stringify(v);

/** What a field must hold, for a field that is missing. */
function expectation(node: SchemaNode | undefined): string {
  if (node?.errorMessage) return node.errorMessage;
  if (node?.enum) return `must be one of ${node.enum.join(', ')}`;
  return `must be ${TYPE_WORDS[node?.type ?? ''] ?? 'present'}`;
}

function jsonType(v: unknown): string {
  return Array.isArray(v) ? 'array' : v === null ? 'null' : typeof v;
}

/**
 * A value that matches no branch of an `anyOf` (a login client number that is neither a
 * number nor a map) gets the errors of the branch of its own JSON type only: the other
 * branch's "must be integer" says nothing about a map with a bad key.
 */
function narrowUnions(errors: ErrorObject[]): ErrorObject[] {
  let out = errors;
  for (const u of errors.filter((e) => e.keyword === 'anyOf')) {
    const branches = (u.parentSchema as SchemaNode).anyOf ?? [];
    const own = branches.findIndex((b) => b.type === jsonType(u.data) || (b.type === 'integer' && typeof u.data === 'number'));
    if (own < 0) { out = out.filter((e) => !e.schemaPath.startsWith(`${u.schemaPath}/`)); continue; }
    out = out.filter((e) => e !== u && (!e.schemaPath.startsWith(`${u.schemaPath}/`) || e.schemaPath.startsWith(`${u.schemaPath}/${own}/`)));
  }
  return out;
}

/** `/hosts/api/0` in `raw` reads `hosts.api[0]`, the way the field is written in the brand file's terms. */
function fieldPath(raw: unknown, pointer: string, key?: string): string {
  const segs = pointer.split('/').slice(1).map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'));
  if (key !== undefined) segs.push(key);
  let out = '';
  let at: unknown = raw;
  for (const s of segs) {
    out += Array.isArray(at) ? `[${s}]` : out ? `.${s}` : s;
    at = isObj(at) || Array.isArray(at) ? (at as Json)[s] : undefined;
  }
  return out || '(root)';
}

function schemaProblem(e: ErrorObject, raw: unknown): Problem {
  const node = e.parentSchema as SchemaNode;
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required':
      return { path: fieldPath(raw, e.instancePath, String(p.missingProperty)), message: `${expectation(node.properties?.[String(p.missingProperty)])} (missing)` };
    case 'additionalProperties':
      return { path: fieldPath(raw, e.instancePath, String(p.additionalProperty)), message: 'unknown field' };
    case 'propertyNames':
      return { path: fieldPath(raw, e.instancePath, String(p.propertyName)), message: (e.schema as SchemaNode).errorMessage ?? 'is not an allowed name' };
    case 'uniqueItems':
      return { path: fieldPath(raw, e.instancePath), message: `lists ${show((e.data as unknown[])[Number(p.j)])} twice` };
  }
  const explain = node.pattern !== undefined ? EXPLAIN_PATTERN[node.pattern] : undefined;
  const message = explain?.(e.data) ?? node.errorMessage
    ?? (e.keyword === 'pattern' && node.patternErrorMessage ? `${show(e.data)} ${node.patternErrorMessage}` : null)
    ?? (e.keyword === 'enum' ? `${show(e.data)} is not one of ${node.enum!.join(', ')}` : null)
    ?? (e.keyword === 'type' ? expectation(node) : `${e.message}`);
  return { path: fieldPath(raw, e.instancePath), message };
}

/**
 * The rules between fields. They run on a file that may have failed the schema too, so
 * each looks at a field only if it has the shape it needs.
 */
function crossFieldProblems(b: Json, expectedId: string | undefined): Problem[] {
  const out: Problem[] = [];
  const bad = (path: string, message: string) => out.push({ path, message });
  if (expectedId && typeof b.id === 'string' && b.id !== expectedId) bad('id', `"${String(b.id)}" does not match the file name "${expectedId}"`);

  const langs = Array.isArray(b.languages) ? b.languages : [];
  if (isObj(b.legal)) {
    if (typeof langs[0] === 'string' && !isObj(b.legal[langs[0]])) bad(`legal.${langs[0]}`, 'the default language must have its legal links');
    for (const l of Object.keys(b.legal)) if (!langs.includes(l)) bad(`legal.${l}`, 'is not one of the brand\'s languages');
  }

  const areas = Array.isArray(b.domainAreas) ? b.domainAreas : [];
  const inAreas = 'must be one of the brand\'s domainAreas';
  const codeSetsArea = isObj(b.features) && b.features.codeRouteSetsArea === true;
  if (isObj(b.gameCodes)) {
    for (const [code, g] of Object.entries(b.gameCodes)) {
      if (!isObj(g)) continue;
      if (g.domainArea === undefined) { if (codeSetsArea) bad(`gameCodes.${code}.domainArea`, 'is required when features.codeRouteSetsArea is true'); }
      else if (!areas.includes(g.domainArea)) bad(`gameCodes.${code}.domainArea`, inAreas);
    }
  }
  if (isObj(b.clientIdAreas)) for (const [id, a] of Object.entries(b.clientIdAreas)) if (!areas.includes(a)) bad(`clientIdAreas.${id}`, inAreas);
  // The callback page hands Twitter's answer to the window that opened it, which only a page of the same site can do.
  const redirectPage = isObj(b.login) && isObj(b.login.twitter) ? b.login.twitter.redirectPage : undefined;
  if (typeof redirectPage === 'string' && Array.isArray(b.domains)) {
    let host = '';
    try { host = new URL(redirectPage).hostname; } catch { /* the schema reports it */ }
    if (host && !b.domains.includes(host)) bad('login.twitter.redirectPage', `must be on one of the brand's domains (${b.domains.join(', ')}): the callback page answers the page that opened it`);
  }
  return out;
}

/**
 * Every problem of a parsed brand file as `field: message`, so one run shows all of them;
 * an empty list means the file is good. A field gets one message: the schema's, if it has
 * one, else the cross-field rule's.
 */
export function brandProblems(raw: unknown, opts: CheckOptions = {}): string[] {
  const validate = validator(!!opts.allowHttp);
  const problems: Problem[] = [];
  // An error inside `propertyNames` (the key's own check) repeats the propertyNames error that names the key.
  const errors = validate(raw) ? [] : (validate.errors ?? []).filter((e) => e.propertyName === undefined);
  problems.push(...narrowUnions(errors).map((e) => schemaProblem(e, raw)));
  if (isObj(raw)) problems.push(...crossFieldProblems(raw, opts.expectedId));
  const seen = new Set<string>();
  return problems.filter((p) => !seen.has(p.path) && seen.add(p.path)).map((p) => `${p.path}: ${p.message}`);
}

/** Checks and types a parsed brand file; throws a BrandFileError that names the file and every bad field. */
export function validateBrand(raw: unknown, file: string, opts: CheckOptions = {}): Brand {
  const problems = brandProblems(raw, opts);
  if (problems.length) throw new BrandFileError(file, problems);
  return raw as Brand;
}
