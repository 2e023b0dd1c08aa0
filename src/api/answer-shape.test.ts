import { describe, expect, it } from 'vitest';
import { type Shape, shapeProblem } from './answer-shape.ts';
import { ANSWER_SHAPES } from './answer-shapes.gen.ts';

const GAME_LIST = ANSWER_SHAPES['GET /api/game/game_list']!;
const game = { client_id: '1001', name: 'Starfall', icon: 'https://api.test/1001.svg', domain_areas: ['universal'] };

describe('an answer\'s shape, as the contract gives it', () => {
  it('lets a well-formed game list through, with fields the document does not name', () => {
    expect(shapeProblem([game, { ...game, client_id: '1002', extra: { anything: 1 } }], GAME_LIST)).toBeNull();
    expect(shapeProblem([], GAME_LIST)).toBeNull();
  });

  it('names the item and field of a wrongly typed or missing field', () => {
    expect(shapeProblem([game, { ...game, name: 42 }], GAME_LIST)).toBe('content[1].name: expected a string, got number 42');
    const { icon: _icon, ...noIcon } = game;
    expect(shapeProblem([noIcon], GAME_LIST)).toBe('content[0].icon: missing');
    expect(shapeProblem({ games: [game] }, GAME_LIST)).toBe('content: expected a list, got an object');
    expect(shapeProblem(null, GAME_LIST)).toBe('content: expected a list, got null');
  });

  it('requires every field of an object but the optional ones it names', () => {
    const limit: Shape = { o: { kind: 's', days: 'n', count: 'x' }, p: ['days'] };
    expect(shapeProblem({ kind: 'weekly', count: 1 }, limit)).toBeNull();
    expect(shapeProblem({ kind: 'weekly', count: null }, limit)).toBeNull();
    expect(shapeProblem({ kind: 'weekly', count: 1, days: 'seven' }, limit)).toBe('content.days: expected a number, got string "seven"');
    expect(shapeProblem({ kind: 'weekly', days: 7 }, limit)).toBe('content.count: missing');
  });

  it('takes numbers that are numbers, not numeric text, NaN or Infinity', () => {
    const n: Shape = 'n';
    expect(shapeProblem(3, n)).toBeNull();
    expect(shapeProblem('3', n)).toMatch(/expected a number, got string "3"/);
    expect(shapeProblem(Number.NaN, n)).not.toBeNull();
  });

  it('accepts any alternative of a union, and says what was expected otherwise', () => {
    const maybe: Shape = { u: ['s', 'z'] };
    expect(shapeProblem(null, maybe)).toBeNull();
    expect(shapeProblem('x', maybe)).toBeNull();
    expect(shapeProblem(1, maybe)).toBe('content: expected a string or null, got number 1');
  });

  it('has a shape for every call of the contract that answers content, and none that accepts anything at the top', () => {
    expect(Object.keys(ANSWER_SHAPES).length).toBeGreaterThan(25);
    for (const [call, shape] of Object.entries(ANSWER_SHAPES)) expect(shape, call).not.toBe('x');
  });
});
