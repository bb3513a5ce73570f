import { type GraphQLInputType, type OperationDefinitionNode, buildSchema, parse } from 'graphql';
import type { FieldError } from '../../src/shared/errors';
import { wholeBulkRefusal } from '../../src/domain/common/bulk';
import { DateTime } from '../../src/graphql/scalars';
import { type DroppedField, coerce, coerceEach, reviveStored, variableProblems } from '../../src/representations/input-coercion';

/**
 * REST input brought to GraphQL input types (src/representations/input-coercion.ts), against a small
 * schema: form strings become typed values, response-only and V2-declared fields are set aside, and
 * every other problem is named by its path.
 */

const schema = buildSchema(`
  scalar DateTime
  enum Kind { PART KIT }
  type Order { id: Int!, sku: String, created_at: DateTime }
  input OrderUpdateInput { sku: String, quantity: Int, price: Float, packaging: Boolean, kind: Kind, ship_at: DateTime, tags: [String!], lines: [LineInput!] }
  input LineInput { item_id: Int!, quantity: Int = 1 }
  type Query { order: Order }
`);
const input = schema.getType('OrderUpdateInput') as GraphQLInputType;

function run(value: unknown) {
  const errors: FieldError[] = [];
  const dropped: DroppedField[] = [];
  const out = coerce(schema, value, input, '', errors, dropped);
  return { out, errors, dropped };
}

describe('coerce', () => {
  it('reads form strings as the types the input declares', () => {
    expect(run({ sku: 12, quantity: ' 3 ', price: '1.5e1', packaging: '0', kind: 'KIT', ship_at: '2030-01-01T00:00:00Z', tags: 'x' })).toEqual({
      out: { sku: '12', quantity: 3, price: 15, packaging: false, kind: 'KIT', ship_at: '2030-01-01T00:00:00Z', tags: ['x'] },
      errors: [],
      dropped: [],
    });
  });

  it('reads an empty form value as no value, but for text', () => {
    expect(run({ sku: '', quantity: '', packaging: '' }).out).toEqual({ sku: '', quantity: null, packaging: null });
  });

  it('reads indexed objects (`lines[0][item_id]`) as lists, in index order', () => {
    expect(run({ lines: { 1: { item_id: '8' }, 0: { item_id: '7', quantity: '2' } } }).out).toEqual({ lines: [{ item_id: 7, quantity: 2 }, { item_id: 8 }] });
  });

  it('sets aside response-only fields and the V2 fields nothing acts on; refuses fields neither knows', () => {
    const { out, errors, dropped } = run({ id: 5, created_at: 'x', tms_id: 'T-1', colour: 'red', '': 'spec oddity' });
    expect(out).toEqual({});
    expect(dropped).toEqual([
      { field: 'id', value: 5, readOnly: true },
      { field: 'created_at', value: 'x', readOnly: true },
      { field: 'tms_id', value: 'T-1', readOnly: false },
    ]);
    expect(errors).toEqual([{ field: 'colour', message: 'is not a known field' }]);
  });

  it('judges a custom scalar by its own parseValue, in its words', () => {
    const dated = buildSchema('scalar DateTime input When { at: DateTime } type Query { a: Int }');
    Object.assign(dated.getType('DateTime')!, { parseValue: DateTime.parseValue });
    const errors: FieldError[] = [];
    coerce(dated, { at: 'tomorrow' }, dated.getType('When') as GraphQLInputType, '', errors);
    expect(errors).toEqual([{ field: 'at', message: 'DateTime must be an ISO 8601 date-time, got "tomorrow"' }]);
  });

  it('names every problem by its path, all in one pass', () => {
    const { errors } = run({ quantity: '2147483648', price: 'cheap', packaging: 'yes', kind: 'BOX', ship_at: 5, tags: [{}], lines: [{ quantity: 1 }, 'x', { item_id: null }] });
    expect(errors).toEqual([
      { field: 'quantity', message: 'must be an integer' },
      { field: 'price', message: 'must be a number' },
      { field: 'packaging', message: 'must be true or false' },
      { field: 'kind', message: 'must be one of PART, KIT' },
      { field: 'ship_at', message: 'must be an ISO 8601 date-time string' },
      { field: 'tags.0', message: 'must be a string' },
      { field: 'lines.0.item_id', message: 'is required' },
      { field: 'lines.1', message: 'must be an object' },
      { field: 'lines.2.item_id', message: 'must not be null' },
    ]);
  });
});

describe('variableProblems: GraphQL variables, read strictly, named by field', () => {
  const operation = parse('mutation ($id: Int!, $input: OrderUpdateInput, $n: Int = 3) { x }').definitions[0] as OperationDefinitionNode;
  const problems = (values: Record<string, unknown>) => variableProblems(schema, operation, values);

  it('a variable missing, null or wrong as a whole is named by its name; a defaulted one may be left out', () => {
    expect(problems({})).toEqual([{ field: 'id', message: 'is required' }]);
    expect(problems({ id: null })).toEqual([{ field: 'id', message: 'must not be null' }]);
    expect(problems({ id: 'x' })).toEqual([{ field: 'id', message: 'Int cannot represent non-integer value: "x"' }]);
    expect(problems({ id: 1, input: 'x' })).toEqual([{ field: 'input', message: 'must be an object' }]);
    expect(problems({ id: 1, input: null })).toEqual([]);
  });

  it('a field within a variable by its path; text is not read as a number, nor are tolerated V2 fields taken', () => {
    expect(problems({ id: 1, input: { quantity: '3', lines: [{ quantity: 1 }, { item_id: 2.5 }], kind: 'BOX' } })).toEqual([
      { field: 'quantity', message: 'Int cannot represent non-integer value: "3"' },
      { field: 'lines.0.item_id', message: 'is required' },
      { field: 'lines.1.item_id', message: 'Int cannot represent non-integer value: 2.5' },
      { field: 'kind', message: expect.stringMatching(/^Value "BOX" does not exist in "Kind" enum/) },
    ]);
    expect(problems({ id: 1, input: { id: 4, wholesale_item_attributes: {}, colour: 'red' } })).toEqual([
      { field: 'id', message: 'is response-only and cannot be written' },
      { field: 'wholesale_item_attributes', message: 'is not a known field' },
      { field: 'colour', message: 'is not a known field' },
    ]);
  });

  it('a single value for a list is a list of one, as GraphQL coerces it', () => {
    expect(problems({ id: 1, input: { tags: 'x', lines: { item_id: 1 } } })).toEqual([]);
  });
});

describe('coerceEach and wholeBulkRefusal', () => {
  it('coerces each bulk resource on its own, so one bad resource fails alone', () => {
    const results = coerceEach<{ item_id: number; quantity: number }>(schema, 'LineInput', [{ item_id: '7' }, { item_id: 'x' }, null]);
    expect(results[0]).toEqual({ input: { item_id: 7, quantity: 1 } });
    expect(results[1]).toEqual({ error: 'item_id must be an integer', errors: [{ field: 'item_id', message: 'must be an integer' }] });
    expect(results[2]).toEqual({ error: 'must be an object', errors: [{ field: '', message: 'must be an object' }] });
    expect(() => coerceEach(schema, 'Order', [])).toThrow('Order is not an input type');
  });

  it('names each problem of a whole refusal by its full path', () => {
    expect(wholeBulkRefusal([
      { position: 0, errors: [{ field: 'item_id', message: 'must be an integer' }], error: '' },
      { position: 2, errors: [{ field: '', message: 'must be an object' }], error: '' },
      { position: 3, errors: [], error: 'no such item' },
    ])).toEqual([
      { field: 'resources.0.item_id', message: 'must be an integer' },
      { field: 'resources.2', message: 'must be an object' },
      { field: 'resources.3', message: 'no such item' },
    ]);
  });
});

describe('reviveStored', () => {
  it('types an input coerceEach accepted, stored as JSON, as coerceEach typed it: dates parsed at any depth, the rest as stored', () => {
    const dated = buildSchema(`
      scalar DateTime scalar JSON enum Kind { PART KIT }
      input Line { item_id: Int!, quantity: Int = 1, ship_at: DateTime, kind: Kind }
      input Order { name: String, due_at: DateTime, meta: JSON, lines: [Line!], extra: [[DateTime]] }
      type Query { a: Int }
    `);
    Object.assign(dated.getType('DateTime')!, { parseValue: DateTime.parseValue });
    const given = {
      name: 'x', due_at: '2026-11-27T10:00:00Z', meta: { at: '2026-11-27T10:00:00Z' }, extra: [['2026-01-02T00:00:00Z', null]],
      lines: [{ item_id: '7', ship_at: '2026-12-01T08:30:00.000Z', kind: 'KIT' }, { item_id: 8 }],
    };
    const [coerced] = coerceEach<Record<string, unknown>>(dated, 'Order', [given]);
    expect('input' in coerced && coerced.input.due_at).toBeInstanceOf(Date);
    const stored = JSON.parse(JSON.stringify('input' in coerced && coerced.input));
    const [revived] = reviveStored<Record<string, unknown>>(dated, 'Order', [stored]);
    expect(revived).toEqual('input' in coerced && coerced.input);
    expect(revived.due_at).toBeInstanceOf(Date);
    expect((revived.lines as { ship_at?: Date }[])[0].ship_at).toBeInstanceOf(Date);
    // A JSON value is a document, not a date, wherever its keys are named like one.
    expect(revived.meta).toEqual({ at: '2026-11-27T10:00:00Z' });
    expect(() => reviveStored(dated, 'Query', [])).toThrow('Query is not an input type');
  });
});
