import { ForkliftError } from '../../src/shared/errors';
import { MAX_PER_PAGE, encodeCursor, pageWindow } from '../../src/db/list/paging';
import { escapeLike, parseSearch, toBoolean } from '../../src/db/list/search';
import { parseSort } from '../../src/db/list/sort';
import type { ListSpec } from '../../src/db/list/spec';

/** The list DSL (search predicates, sort, paging) parsed without a database. */

const spec: ListSpec = {
  resource: 'Item',
  attributes: { sku: 'string', title: 'text', quantity: 'integer', weight: 'double', active: 'boolean', created_at: 'datetime', street_date: 'date' },
  associations: { originators: { attributes: { original_id: 'string' } } },
  sortable: ['sku', 'created_at'],
};

/** The error a parse throws: its code and the field it names. */
function refusal(parse: () => unknown): { code: string; field?: string; message: string } {
  try {
    parse();
  } catch (e) {
    if (e instanceof ForkliftError) return { code: e.code, field: e.field, message: e.errors[0]?.message ?? e.message };
    throw e;
  }
  throw new Error('expected a refusal');
}

describe('parseSearch', () => {
  it('reads predicates into bound filters, the longest predicate name first', () => {
    expect(parseSearch({ sku_eq: 'A-1' }, spec)).toEqual({ $and: [{ sku: 'A-1' }] });
    expect(parseSearch('{"quantity_lteq": "5", "quantity_not_eq": 2}', spec)).toEqual({ $and: [{ quantity: { $lte: 5 } }, { quantity: { $ne: 2 } }] });
    expect(parseSearch({ title_not_cont: '50%_off' }, spec)).toEqual({ $and: [{ $not: { title: { $ilike: '%50\\%\\_off%' } } }] });
    expect(parseSearch({ sku_in: 'a,b', m: 'or', active_true: '1' }, spec)).toEqual({ $or: [{ sku: { $in: ['a', 'b'] } }, { active: true }] });
    expect(parseSearch({ street_date_gteq: '2030-01-15T10:00:00Z' }, spec)).toEqual({ $and: [{ street_date: { $gte: '2030-01-15' } }] });
  });

  it('reads `a_or_b` as any of them, and association attributes as "some related row"', () => {
    expect(parseSearch({ sku_or_title_start: 'x' }, spec)).toEqual({ $and: [{ $or: [{ sku: { $ilike: 'x%' } }, { title: { $ilike: 'x%' } }] }] });
    expect(parseSearch({ originators_original_id_eq: 'o-1' }, spec)).toEqual({ $and: [{ originators: { $some: { original_id: 'o-1' } } }] });
  });

  it('compares numbers and dates with present as not null, text also as not blank', () => {
    expect(parseSearch({ weight_present: true }, spec)).toEqual({ $and: [{ weight: { $ne: null } }] });
    expect(parseSearch({ sku_present: 'false' }, spec)).toEqual({ $and: [{ $or: [{ sku: null }, { sku: '' }] }] });
  });

  it('is empty for no search', () => {
    expect(parseSearch(null, spec)).toEqual({});
    expect(parseSearch('', spec)).toEqual({});
    expect(parseSearch({ m: 'and' }, spec)).toEqual({});
  });

  it('refuses with 422 naming the key: bad JSON, unknown predicate or attribute, a wrong type or predicate for it', () => {
    expect(refusal(() => parseSearch('{', spec))).toEqual({ code: 'BAD_USER_INPUT', field: 'search', message: 'is not valid JSON' });
    expect(refusal(() => parseSearch('[1]', spec))).toMatchObject({ field: 'search' });
    expect(refusal(() => parseSearch({ m: 'xor' }, spec))).toMatchObject({ field: 'search.m' });
    expect(refusal(() => parseSearch({ sku_like: 'a' }, spec))).toMatchObject({ field: 'search.sku_like', message: expect.stringMatching(/^has no known predicate/) });
    expect(refusal(() => parseSearch({ colour_eq: 'red' }, spec))).toMatchObject({ field: 'search.colour_eq', message: 'names unknown attribute "colour" of Item' });
    expect(refusal(() => parseSearch({ quantity_cont: '1' }, spec))).toMatchObject({ message: 'predicate cont applies only to text attributes' });
    expect(refusal(() => parseSearch({ sku_true: 1 }, spec))).toMatchObject({ message: 'predicate true applies only to boolean attributes' });
    expect(refusal(() => parseSearch({ quantity_eq: '2147483648' }, spec))).toMatchObject({ field: 'search.quantity_eq', message: 'must be an integer' });
    expect(refusal(() => parseSearch({ weight_gt: 'heavy' }, spec))).toMatchObject({ message: 'must be a number' });
    expect(refusal(() => parseSearch({ created_at_lt: '10000-01-01' }, spec))).toMatchObject({ message: 'must be an ISO 8601 date' });
    expect(refusal(() => parseSearch({ sku_eq: 'a\u0000' }, spec))).toMatchObject({ message: 'must not contain NUL characters' });
    expect(refusal(() => parseSearch({ sku_in: [] }, spec))).toMatchObject({ message: 'must list at least one value' });
    expect(refusal(() => parseSearch({ sku_in: Array.from({ length: 1001 }, String) }, spec))).toMatchObject({ message: 'may list at most 1000 values' });
    expect(refusal(() => parseSearch({ sku_null: 'maybe' }, spec))).toMatchObject({ message: 'must be true or false' });
    for (const predicate of ['cont', 'not_cont', 'start', 'end']) {
      expect(refusal(() => parseSearch({ [`title_${predicate}`]: null }, spec))).toMatchObject({ field: `search.title_${predicate}`, message: 'must be a text to match (use title_null for a missing value)' });
    }
  });

  it('escapes LIKE wildcards and reads the V2 spellings of true and false', () => {
    expect(escapeLike('a\\b%c_d')).toBe('a\\\\b\\%c\\_d');
    expect([true, 1, '1', 'true', 't'].map(toBoolean)).toEqual([true, true, true, true, true]);
    expect([false, 0, '0', 'false', 'f'].map(toBoolean)).toEqual([false, false, false, false, false]);
    expect(['yes', 2, null].map(toBoolean)).toEqual([undefined, undefined, undefined]);
  });
});

describe('parseSort', () => {
  it('reads "<field> <direction>" pairs and ends with id as the tie-breaker', () => {
    expect(parseSort('sku desc, created_at', spec)).toEqual([{ sku: 'desc' }, { created_at: 'asc' }, { id: 'asc' }]);
    expect(parseSort('id DESC', spec)).toEqual([{ id: 'desc' }]);
    expect(parseSort(null, { ...spec, defaultSort: 'created_at desc' })).toEqual([{ created_at: 'desc' }, { id: 'asc' }]);
    expect(parseSort('  ', spec)).toEqual([{ id: 'asc' }]);
  });

  it('refuses a field that is not sortable, a bad direction, or extra words, naming sort', () => {
    expect(refusal(() => parseSort('quantity', spec))).toEqual({ code: 'BAD_USER_INPUT', field: 'sort', message: 'cannot sort Item by "quantity"' });
    expect(refusal(() => parseSort('sku up', spec))).toMatchObject({ field: 'sort', message: 'direction of "sku" must be asc or desc' });
    expect(refusal(() => parseSort('sku asc now', spec))).toMatchObject({ field: 'sort' });
    expect(refusal(() => parseSort('sku,', spec))).toMatchObject({ field: 'sort' });
  });
});

describe('pageWindow', () => {
  it('turns page and per_page, or first and a cursor, into an offset and a limit', () => {
    expect(pageWindow({})).toEqual({ offset: 0, limit: 25 });
    expect(pageWindow({ page: 3, per_page: 10 })).toEqual({ offset: 20, limit: 10 });
    expect(pageWindow({ first: 5, after: encodeCursor(9) })).toEqual({ offset: 10, limit: 5 });
  });

  it('refuses out-of-range sizes and pages, and cursors it did not issue, naming the argument', () => {
    expect(refusal(() => pageWindow({ per_page: MAX_PER_PAGE + 1 }))).toMatchObject({ field: 'per_page', message: `must be an integer from 1 to ${MAX_PER_PAGE}` });
    expect(refusal(() => pageWindow({ first: 0 }))).toMatchObject({ field: 'first' });
    expect(refusal(() => pageWindow({ page: 0 }))).toMatchObject({ field: 'page' });
    expect(refusal(() => pageWindow({ page: 1.5 }))).toMatchObject({ field: 'page' });
    expect(refusal(() => pageWindow({ after: 'bm90LWEtY3Vyc29y' }))).toMatchObject({ field: 'after', message: 'is not a cursor this API issued' });
  });
});
