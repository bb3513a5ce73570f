import { bothGiven, eitherOf } from '../../src/domain/common/either';
import { ForkliftError } from '../../src/shared/errors';

/** One thing named two ways by the original V2 API (src/domain/common/either.ts): either is taken, both are refused. */

describe('bothGiven', () => {
  it('names the first field when both are given, with the prefix that places it', () => {
    expect(bothGiven({ item_id: 1, item_originator_id: 'A' }, 'item_id', 'item_originator_id', 'lines.2.')).toEqual({
      field: 'lines.2.item_id', message: 'give item_id or item_originator_id, not both',
    });
  });

  it('takes null as not given', () => {
    expect(bothGiven({ item_id: 1, item_originator_id: null }, 'item_id', 'item_originator_id')).toBeNull();
    expect(bothGiven({}, 'item_id', 'item_originator_id')).toBeNull();
  });
});

describe('eitherOf', () => {
  type Body = { order_items?: number[] | null; order_items_attributes?: number[] | null };
  const lines = (body: Body) => eitherOf(body, 'order_items', 'order_items_attributes');

  it('gives the value under the name used, or the first name with nothing', () => {
    expect(lines({ order_items_attributes: [1] })).toEqual({ value: [1], path: 'order_items_attributes' });
    expect(lines({ order_items: [2], order_items_attributes: null })).toEqual({ value: [2], path: 'order_items' });
    expect(lines({})).toEqual({ value: undefined, path: 'order_items' });
  });

  it('refuses both, even an empty list beside the other, as BAD_USER_INPUT naming the first', () => {
    const thrown = (() => {
      try {
        lines({ order_items: [], order_items_attributes: [1] });
      } catch (e) {
        return e;
      }
    })();
    expect(thrown).toBeInstanceOf(ForkliftError);
    expect(thrown).toMatchObject({ code: 'BAD_USER_INPUT', errors: [{ field: 'order_items', message: 'give order_items or order_items_attributes, not both' }] });
  });
});
