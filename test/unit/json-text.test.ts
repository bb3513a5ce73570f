import { JsonText, stringifyAnswer } from '../../src/representations/json-text';

describe('stringifyAnswer', () => {
  it('writes each JsonText as its text, unparsed, wherever it sits', () => {
    const answer = { data: { orders: { total_count: 2, nodes: new JsonText('[{"id":1},{"id":2,"price":1e-07}]') }, items: { nodes: new JsonText('[]') } } };
    expect(stringifyAnswer(answer)).toBe('{"data":{"orders":{"total_count":2,"nodes":[{"id":1},{"id":2,"price":1e-07}]},"items":{"nodes":[]}}}');
  });

  it('leaves text alone that only looks like its stand-in', () => {
    const lookalike = '\\u0000json-text-0123456789ab:0';
    const answer = { a: lookalike, b: new JsonText('{"x":1}'), c: `"${lookalike}"` };
    expect(JSON.parse(stringifyAnswer(answer))).toEqual({ a: lookalike, b: { x: 1 }, c: `"${lookalike}"` });
  });

  it('is JSON.stringify for an answer without JsonText, and JsonText is its value to anything else', () => {
    const answer = { data: { a: [1, 'two', null, { b: true }] } };
    expect(stringifyAnswer(answer)).toBe(JSON.stringify(answer));
    expect(JSON.stringify({ nodes: new JsonText('[{"id":1}]') })).toBe('{"nodes":[{"id":1}]}');
    // A throw inside one stringify leaves the next one whole.
    const bad = { toJSON: () => { throw new Error('boom'); } };
    expect(() => stringifyAnswer({ bad, page: new JsonText('[]') })).toThrow('boom');
    expect(JSON.stringify({ page: new JsonText('[2]') })).toBe('{"page":[2]}');
  });
});
