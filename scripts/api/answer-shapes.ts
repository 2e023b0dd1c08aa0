/**
 * The answer shapes of api/openapi.yaml (src/api/answer-shape.ts says what a shape is), as
 * the text of src/api/answer-shapes.gen.ts: for each call whose success carries `content`,
 * the compact shape of that content, keyed "METHOD /path". Written and checked for
 * staleness with the types (scripts/api-types.ts).
 */
import { fileURLToPath } from 'node:url';
import { type OpenApiDoc, contractOperations, deref, loadContract } from '../../api/openapi-document.ts';
import type { Shape } from '../../src/api/answer-shape.ts';

export const SHAPES_FILE = fileURLToPath(new URL('../../src/api/answer-shapes.gen.ts', import.meta.url));

type Schema = Record<string, unknown>;

const CONDITION_KEYS = new Set(['if', 'then', 'else', 'description', '$comment']);
const PRIMITIVE: Record<string, Shape> = { string: 's', number: 'n', integer: 'n', boolean: 'b', null: 'z' };

/** The compact shape of a schema; `seen` guards against a $ref that contains itself. */
export function shapeOf(doc: OpenApiDoc, node: unknown, seen: readonly string[] = []): Shape {
  const raw = node as Schema;
  if (typeof raw?.$ref === 'string') {
    if (seen.includes(raw.$ref)) return 'x';
    return shapeOf(doc, deref<Schema>(doc, raw, raw.$ref).value, [...seen, raw.$ref]);
  }
  const s = raw ?? {};
  const alts = (s.anyOf ?? s.oneOf) as unknown[] | undefined;
  if (alts) {
    const shapes = alts.map((a) => shapeOf(doc, a, seen));
    return shapes.includes('x') ? 'x' : { u: shapes };
  }
  if (Array.isArray(s.allOf)) {
    // A part that only states a rule between fields (if/then/else) adds no field; the
    // schema's own fields beside its allOf are one more part.
    const { allOf, ...own } = s;
    const parts = (allOf as Schema[]).filter((a) => !Object.keys(a).every((k) => CONDITION_KEYS.has(k)));
    return merge([...(own.type || own.properties ? [own] : []), ...parts].map((a) => shapeOf(doc, a, seen)));
  }
  if ('const' in s) return PRIMITIVE[typeof s.const === 'number' ? 'number' : typeof s.const] ?? 'x';
  const type = s.type;
  if (Array.isArray(type)) return { u: type.map((t) => PRIMITIVE[t as string] ?? shapeOf(doc, { ...s, type: t }, seen)) };
  if (typeof type === 'string' && type in PRIMITIVE) return PRIMITIVE[type]!;
  if (type === 'array') return { a: s.items ? shapeOf(doc, s.items, seen) : 'x' };
  if (type === 'object' || s.properties) {
    const props = Object.fromEntries(Object.entries((s.properties ?? {}) as Record<string, unknown>).map(([k, v]) => [k, shapeOf(doc, v, seen)]));
    return objectShape(props, (s.required ?? []) as string[]);
  }
  return 'x';
}

type ObjectShape = { o: Record<string, Shape>; p?: readonly string[] };

/** An object's shape from its fields and required names: a required field the schema does not describe may be anything. */
function objectShape(props: Record<string, Shape>, required: readonly string[]): ObjectShape {
  const o = { ...props };
  for (const k of required) o[k] ??= 'x';
  const p = Object.keys(o).filter((k) => !required.includes(k));
  return p.length ? { o, p } : { o };
}

/** allOf of objects: their fields together, required where any of them requires it. */
function merge(shapes: Shape[]): Shape {
  const objects = shapes.filter((s): s is ObjectShape => typeof s === 'object' && 'o' in s);
  if (objects.length !== shapes.length) return 'x';
  const required = objects.flatMap((x) => Object.keys(x.o).filter((k) => !x.p?.includes(k)));
  // A part that only requires a field another part describes leaves it as 'x': the description wins.
  const o: Record<string, Shape> = {};
  for (const x of objects) for (const [k, v] of Object.entries(x.o)) if (v !== 'x' || !(k in o)) o[k] = v;
  return objectShape(o, required);
}

/** The success answer's `content` schema of an operation, or undefined when it has none. */
function contentSchema(doc: OpenApiDoc, op: Record<string, unknown>): unknown {
  const ok = (op.responses as Record<string, unknown> | undefined)?.['200'];
  if (!ok) return undefined;
  const res = deref<{ content?: Record<string, { schema?: unknown }> }>(doc, ok, '').value;
  const schema = deref<Schema>(doc, res.content?.['application/json']?.schema, '').value;
  const success = ((schema.anyOf ?? schema.oneOf ?? [schema]) as unknown[])
    .map((a) => deref<Schema>(doc, a, '').value)
    .find((a) => ((a.properties as Schema | undefined)?.code as Schema | undefined)?.$ref === '#/components/schemas/Ok');
  return (success?.properties as Schema | undefined)?.content;
}

export function generateShapes(doc: OpenApiDoc = loadContract()): string {
  const entries: string[] = [];
  for (const op of contractOperations(doc)) {
    if (op.servers) continue; // the collectors: not called through the API client
    const content = contentSchema(doc, op.raw);
    if (content === undefined) continue;
    entries.push(`  ${JSON.stringify(`${op.method.toUpperCase()} ${op.path}`)}: ${JSON.stringify(shapeOf(doc, content))},`);
  }
  return `/**
 * GENERATED from api/openapi.yaml by \`npm run api-types\`. Do not edit: change the document
 * and run the command again (\`npm run check\` fails when this file is stale). Each call's
 * success \`content\` as a compact shape (src/api/answer-shape.ts), checked by the API client.
 */
import type { Shape } from './answer-shape.ts';

export const ANSWER_SHAPES: Record<string, Shape> = {
${entries.join('\n')}
};
`;
}
