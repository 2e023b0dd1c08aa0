/**
 * api/openapi.yaml, read as data: its operations (method, path, parameters with their
 * $refs resolved, security, x-error-codes) and its error catalogue. One reader for every
 * tool that works from the document: the sandbox's validation, the conformance check, the
 * docs build and the tests that hold the storefront, the sandbox and the document together.
 *
 * Node only (reads the file); the storefront never loads the document at run time, it gets
 * its types from the generated src/api/openapi.gen.ts. It lives beside the document rather
 * than in scripts/ because the sandbox uses it too, and the sandbox may not import build
 * tooling (.dependency-cruiser.cjs, sandbox-imports-build-tooling).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

// Node's path arithmetic rather than `new URL(…, import.meta.url)`: in the unit tests' page
// (happy-dom) the global URL is the page's, which resolves against the page's address.
export const CONTRACT_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'openapi.yaml');

export type HttpMethod = 'get' | 'post';
export const HTTP_METHODS: readonly HttpMethod[] = ['get', 'post'];

/** A JSON Schema as the document writes it (plain data). */
export type Schema = Record<string, unknown>;

export interface ParameterObject {
  name: string;
  in: 'query' | 'header' | 'path' | 'cookie';
  required?: boolean;
  description?: string;
  schema: Schema;
  /** Where the parameter is defined, for $refs into it: '#/components/parameters/brand'. */
  pointer: string;
}

export interface Operation {
  method: HttpMethod;
  path: string;
  operationId: string;
  summary: string;
  /** The raw operation object. */
  raw: Record<string, unknown>;
  /** JSON pointer of the operation: '#/paths/~1api~1game~1game_list/get'. */
  pointer: string;
  parameters: ParameterObject[];
  /** Media types of the request body, when there is one. */
  bodyTypes: string[];
  /** The session token may be sent (security lists oauthToken). */
  acceptsToken: boolean;
  /** The session token is needed (every security alternative has oauthToken). */
  needsToken: boolean;
  /** x-error-codes: the business codes this call may answer besides the common ones. */
  errorCodes: number[];
  /** The common codes every call may answer, plus those of calls with a body. */
  commonCodes: number[];
  /** The hosts it is served on, when not the document's API servers (the collectors). */
  servers: { url: string }[] | null;
}

export interface ErrorCodeInfo {
  code: number;
  /** The constant's name in src/api/api-codes.ts, e.g. TOKEN_INVALID. */
  name: string;
  description: string;
}

export interface OpenApiDoc {
  openapi: string;
  info: Record<string, unknown> & { description?: string };
  paths: Record<string, Record<string, unknown>>;
  components: Record<string, Record<string, unknown>>;
  [key: string]: unknown;
}

let cached: OpenApiDoc | undefined;

/** The document, parsed once per process. Callers that change it must clone it first. */
export function loadContract(): OpenApiDoc {
  cached ??= parse(readFileSync(CONTRACT_FILE, 'utf8')) as OpenApiDoc;
  return cached;
}

/** One segment of a JSON pointer ('/' and '~' escaped). */
export function pointerSegment(s: string): string {
  return s.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** The value a local $ref ('#/components/...') points to. */
export function resolveRef(doc: OpenApiDoc, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`only local $refs are supported, not ${ref}`);
  let node: unknown = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    node = (node as Record<string, unknown> | undefined)?.[key];
    if (node === undefined) throw new Error(`${ref} points at nothing in ${CONTRACT_FILE}`);
  }
  return node;
}

/** Follows $refs until an object without one; returns it with its pointer. */
export function deref<T>(doc: OpenApiDoc, node: unknown, pointer: string): { value: T; pointer: string } {
  let value = node as Record<string, unknown>;
  let at = pointer;
  while (typeof value?.$ref === 'string') {
    at = value.$ref;
    value = resolveRef(doc, at) as Record<string, unknown>;
  }
  return { value: value as T, pointer: at };
}

function commonCodes(doc: OpenApiDoc, hasBody: boolean): number[] {
  const c = doc['x-common-error-codes'] as { all?: number[]; withBody?: number[] } | undefined;
  return [...(c?.all ?? []), ...(hasBody ? c?.withBody ?? [] : [])];
}

function securityOf(doc: OpenApiDoc, op: Record<string, unknown>): { acceptsToken: boolean; needsToken: boolean } {
  const sec = (op.security ?? doc.security ?? []) as Record<string, unknown>[];
  const withToken = sec.filter((s) => 'oauthToken' in s);
  return { acceptsToken: withToken.length > 0, needsToken: sec.length > 0 && withToken.length === sec.length };
}

/** Every operation of the document, in document order. */
export function contractOperations(doc: OpenApiDoc = loadContract()): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of HTTP_METHODS) {
      const op = item[method] as Record<string, unknown> | undefined;
      if (!op) continue;
      const pointer = `#/paths/${pointerSegment(path)}/${method}`;
      const params = ((op.parameters ?? []) as unknown[]).map((p, i) => {
        const { value, pointer: at } = deref<Omit<ParameterObject, 'pointer'>>(doc, p, `${pointer}/parameters/${i}`);
        return { ...value, pointer: at };
      });
      const body = op.requestBody ? deref<{ content: Record<string, unknown> }>(doc, op.requestBody, `${pointer}/requestBody`).value : undefined;
      out.push({
        method, path, pointer,
        operationId: String(op.operationId),
        summary: String(op.summary ?? ''),
        raw: op,
        parameters: params,
        bodyTypes: body ? Object.keys(body.content) : [],
        ...securityOf(doc, op),
        errorCodes: (op['x-error-codes'] ?? []) as number[],
        commonCodes: commonCodes(doc, !!body),
        servers: (item.servers as { url: string }[] | undefined) ?? null,
      });
    }
  }
  return out;
}

/** The ErrorCode schema's catalogue: each code with its name and meaning. */
export function errorCatalogue(doc: OpenApiDoc = loadContract()): ErrorCodeInfo[] {
  const schema = resolveRef(doc, '#/components/schemas/ErrorCode') as { oneOf: { const: number; title: string; description: string }[] };
  return schema.oneOf.map((c) => ({ code: c.const, name: c.title, description: c.description }));
}

/** A `oneOf` of `const` values with titles (ErrorCode, TrackingEvent, RechargeType) as name → value. */
export function namedConstants(schemaName: string, doc: OpenApiDoc = loadContract()): Record<string, number> {
  const schema = resolveRef(doc, `#/components/schemas/${schemaName}`) as { oneOf: { const: number; title: string }[] };
  return Object.fromEntries(schema.oneOf.map((c) => [c.title, c.const]));
}
