// @vitest-environment node
/** The answer shapes' generator: what api/openapi.yaml's schemas become (src/api/answer-shape.ts says what a shape is). */
import { describe, expect, it } from 'vitest';
import type { OpenApiDoc } from '../../api/openapi-document.ts';
import { shapeOf } from './answer-shapes.ts';

const doc = {} as OpenApiDoc;

describe('shapeOf', () => {
  it('names an object\'s optional fields, those the required list leaves out; a required field without a schema may be anything', () => {
    expect(shapeOf(doc, { type: 'object', properties: { kind: { type: 'string' }, days: { type: 'integer' } }, required: ['kind', 'count'] }))
      .toEqual({ o: { kind: 's', days: 'n', count: 'x' }, p: ['days'] });
    expect(shapeOf(doc, { type: 'object', properties: { kind: { type: 'string' } }, required: ['kind'] })).toEqual({ o: { kind: 's' } });
  });

  it('merges allOf: a field is required when any part requires it', () => {
    expect(shapeOf(doc, { allOf: [
      { type: 'object', properties: { a: { type: 'string' }, b: { type: 'string' }, d: { type: 'string' } }, required: ['a'] },
      { type: 'object', properties: { c: { type: 'boolean' } }, required: ['b', 'c'] },
    ] })).toEqual({ o: { a: 's', b: 's', d: 's', c: 'b' }, p: ['d'] });
  });
});
