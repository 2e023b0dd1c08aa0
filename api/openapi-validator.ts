/**
 * Checks one request or one answer against api/openapi.yaml with ajv (JSON Schema 2020-12,
 * the dialect of OpenAPI 3.1): the envelope, the call's `content` schema, the codes the call
 * may answer, the query, headers and body. Used by the sandbox (every request and answer of
 * a contract test run) and by the conformance check (a publisher's backend).
 *
 * Two strengths:
 *  - `strict` (the sandbox): an object may carry no field the document does not name, and
 *    a request no parameter it does not name. The sandbox and the storefront are ours, so
 *    an undocumented field is drift, whichever side it is on.
 *  - lenient (conformance): extra fields are allowed, as the document's schemas say: a
 *    publisher's backend may answer more than the storefront reads.
 *
 * Each problem names the field (`content[0].name`, `query.domain_area`, `code`), what the
 * document expects there and what was found.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsPlugin from 'ajv-formats';
import { contractOperations, deref, loadContract, pointerSegment, resolveRef, type OpenApiDoc, type Operation } from './openapi-document.ts';
import { describe, problemsOf, type Problem, type SchemaNames } from './openapi-problems.ts';

export { formatProblem, type Problem } from './openapi-problems.ts';

// ajv-formats is CommonJS with `exports.default`; under Node's ESM interop the default
// import is the module object, under a bundler the function.
const addFormats = ((addFormatsPlugin as unknown as { default?: typeof addFormatsPlugin }).default ?? addFormatsPlugin);

export interface ContractRequest {
  method: string;
  path: string;
  /** The first value of each query parameter, as sent (strings). */
  query: Record<string, string>;
  /** Request headers, lower-case names (as Node gives them). */
  headers: Record<string, string | string[] | undefined>;
  /** The parsed body of a POST, and its content type. */
  body?: unknown;
  contentType?: string;
}

export interface ContractAnswer {
  status: number;
  /** The parsed JSON body (anything else: not an envelope). */
  body: unknown;
}

const DOC_ID = 'contract:openapi';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const CONDITIONAL = new Set(['if', 'then', 'else']);

/**
 * The document with every object schema closed (`unevaluatedProperties: false`, which also
 * sees through allOf). `if`, `then` and `else` schemas stay open: they test or add to a
 * condition on an object closed around them, and closing one would refuse that object's
 * other fields.
 */
function closeObjectSchemas(doc: OpenApiDoc): OpenApiDoc {
  const walk = (node: unknown, parentKey: string): void => {
    if (Array.isArray(node)) { for (const x of node) walk(x, parentKey); return; }
    if (!isObject(node)) return;
    if (isObject(node.properties) && !CONDITIONAL.has(parentKey) && !('additionalProperties' in node) && !('unevaluatedProperties' in node)) {
      node.unevaluatedProperties = false;
    }
    for (const [k, v] of Object.entries(node)) walk(v, k);
  };
  const copy = structuredClone(doc);
  walk(copy, '');
  return copy;
}

export class ContractValidator {
  readonly doc: OpenApiDoc;
  readonly strict: boolean;
  private readonly ajv: Ajv2020;
  /** Query strings and form bodies are text: this instance turns "101" into 101 where the schema says integer. */
  private readonly coercing: Ajv2020;
  private readonly compiled = new Map<string, ValidateFunction>();
  private readonly ops: Operation[];
  private readonly schemaNames = new Map<unknown, string>();
  private readonly nameOf: SchemaNames = (s) => this.schemaNames.get(s);

  constructor(opts: { strict: boolean; doc?: OpenApiDoc }) {
    this.strict = opts.strict;
    const source = opts.doc ?? loadContract();
    this.doc = opts.strict ? closeObjectSchemas(source) : source;
    this.ops = contractOperations(this.doc);
    for (const [name, schema] of Object.entries(this.doc.components.schemas ?? {})) this.schemaNames.set(schema, name);
    // strict: false lets ajv read the document's OpenAPI keywords (example, xml...) as
    // annotations; verbose gives each error its schema, so a problem can name it.
    this.ajv = new Ajv2020({ strict: false, allErrors: true, verbose: true });
    this.coercing = new Ajv2020({ strict: false, allErrors: true, verbose: true, coerceTypes: true });
    for (const a of [this.ajv, this.coercing]) {
      addFormats(a);
      a.addSchema({ ...this.doc, $id: DOC_ID });
    }
  }

  operation(method: string, path: string): Operation | undefined {
    return this.ops.find((o) => o.method === method.toLowerCase() && o.path === path);
  }

  private validator(key: string, schema: Json, coerce: boolean): ValidateFunction {
    const id = `${coerce ? 'c' : 'p'} ${key}`;
    let v = this.compiled.get(id);
    if (!v) {
      v = (coerce ? this.coercing : this.ajv).compile(schema);
      this.compiled.set(id, v);
    }
    return v;
  }

  private at(pointer: string, coerce = false): ValidateFunction {
    return this.validator(pointer, { $ref: `${DOC_ID}${pointer}` }, coerce);
  }

  /** The request's query, headers and body against the operation's parameters and body. */
  checkRequest(op: Operation, req: ContractRequest): Problem[] {
    const problems: Problem[] = [];

    const query = op.parameters.filter((p) => p.in === 'query');
    const properties: Json = Object.fromEntries(query.map((p) => [p.name, { $ref: `${DOC_ID}${p.pointer}/schema` }]));
    if (op.acceptsToken && !('oauth_token' in properties)) properties.oauth_token = { type: 'string', maxLength: 128 };
    const querySchema = { type: 'object', properties, required: query.filter((p) => p.required).map((p) => p.name), additionalProperties: !this.strict };
    const q = structuredClone(req.query);
    const vq = this.validator(`${op.pointer} query`, querySchema, true);
    if (!vq(q)) problems.push(...problemsOf(vq.errors, req.query, 'query', this.nameOf));

    for (const h of op.parameters.filter((p) => p.in === 'header')) {
      const raw = req.headers[h.name.toLowerCase()];
      const value = Array.isArray(raw) ? raw[0] : raw;
      if (value === undefined) {
        if (h.required) problems.push({ field: `header.${h.name}`, expected: 'the header (required)', found: 'nothing' });
        continue;
      }
      const vh = this.at(`${h.pointer}/schema`, true);
      if (!vh(value)) problems.push(...problemsOf(vh.errors, value, `header.${h.name}`, this.nameOf));
    }

    if (op.bodyTypes.length) problems.push(...this.checkBody(op, req));
    return problems;
  }

  /**
   * The body against the schema of the media type it was sent as (JSON when that type is
   * not declared). A body declared as a string of JSON (OpenAPI 3.1's `contentMediaType:
   * application/json` with `contentSchema`, the collectors' `text/plain`) is read as JSON
   * and checked against its `contentSchema`, as a JSON body is.
   */
  private checkBody(op: Operation, req: ContractRequest): Problem[] {
    const sent = (req.contentType ?? '').split(';')[0]!.trim().toLowerCase();
    const type = op.bodyTypes.includes(sent) ? sent : op.bodyTypes.includes('application/json') ? 'application/json' : op.bodyTypes[0]!;
    const form = type === 'application/x-www-form-urlencoded';
    const { pointer } = deref(this.doc, op.raw.requestBody, `${op.pointer}/requestBody`);
    let at = `${pointer}/content/${pointerSegment(type)}/schema`;
    let body = form ? structuredClone(req.body) : req.body;
    const declared = deref<Json>(this.doc, resolveRef(this.doc, at), at).value;
    if (declared.contentMediaType === 'application/json' && declared.contentSchema) {
      at = `${at}/contentSchema`;
      if (typeof body === 'string') {
        try { body = JSON.parse(body); } catch { return [{ field: 'body', expected: 'JSON text (contentMediaType application/json)', found: describe(body) }]; }
      }
    }
    const vb = this.at(at, form);
    return vb(body) ? [] : problemsOf(vb.errors, body, 'body', this.nameOf);
  }

  /** The value of `code` a branch of an envelope anyOf is for (success: 1), if it names one. */
  private codeOfBranch(branch: unknown, pointer: string): number | undefined {
    const { value } = deref<Json>(this.doc, branch, pointer);
    const code = (value.properties as Json | undefined)?.code;
    if (code === undefined) return undefined;
    const c = deref<Json>(this.doc, code, `${pointer}/properties/code`).value;
    return typeof c.const === 'number' ? c.const : undefined;
  }

  /** The answer against the operation's response for its status, and its code against x-error-codes. */
  checkAnswer(op: Operation, ans: ContractAnswer): Problem[] {
    const body = ans.body;
    if (!isObject(body)) return [{ field: '(the whole body)', expected: 'the JSON envelope { code, msg, content }', found: describe(body) }];
    const responses = op.raw.responses as Json;
    const key = [String(ans.status), `${String(ans.status)[0]}XX`].find((k) => k in responses);
    if (!key) return [{ field: 'HTTP status', expected: `one of ${Object.keys(responses).sort().join(', ')}`, found: String(ans.status) }];
    const { value: response, pointer } = deref<Json>(this.doc, responses[key], `${op.pointer}/responses/${key}`);
    const schemaPointer = `${pointer}/content/application~1json/schema`;
    const schema = ((response.content as Json)['application/json'] as Json).schema as Json;

    let target = schemaPointer;
    if (Array.isArray(schema.anyOf)) {
      const branches = schema.anyOf.map((b, i) => ({ i, code: this.codeOfBranch(b, `${schemaPointer}/anyOf/${i}`) }));
      const pick = branches.find((b) => b.code === body.code) ?? branches.find((b) => b.code === undefined && body.code !== 1) ?? branches.find((b) => b.code === 1);
      target = `${schemaPointer}/anyOf/${pick!.i}`;
    }
    const v = this.at(target);
    const problems = v(body) ? [] : problemsOf(v.errors, body, '', this.nameOf);

    // The call's failure schema names its codes (an enum kept in step with x-error-codes);
    // its problem is said once, naming the call's codes.
    if (ans.status === 200 && typeof body.code === 'number' && body.code !== 1) {
      const allowed = [...op.errorCodes, ...op.commonCodes];
      if (!allowed.includes(body.code)) {
        return [...problems.filter((p) => !(p.field === 'code' && p.expected.startsWith('one of '))), { field: 'code', expected: `1 or one of this call's codes (${allowed.join(', ')})`, found: String(body.code) }];
      }
    }
    return problems;
  }
}
