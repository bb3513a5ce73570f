import { parse } from 'graphql';
import { fieldsKey, parseFields, pickFields } from '../../src/rest/fieldsets';
import { resourceSelection } from '../../src/representations/result-selection';

const LIST = parse(`query { result: orders { nodes { ...Order order_items { ...Line originator { id original_id } } } total_count } }
  fragment Order on Order { id status }
  fragment Line on OrderItem { id sku quantity }`);

describe('fields= as a tree of what a REST answer keeps', () => {
  it('reads names and dotted paths against the resource, fragments expanded', () => {
    expect(parseFields(undefined, LIST, true)).toBeNull();
    expect(parseFields(' , ', LIST, true)).toBeNull();
    expect(fieldsKey(parseFields('status, id', LIST, true)!)).toBe('status,id');
    expect(fieldsKey(parseFields('id,order_items.sku,order_items.originator.original_id', LIST, true)!)).toBe('id,order_items(sku,originator(original_id))');
  });

  it("finds a document's resource as an object and as a list, each its own, whichever is asked first", () => {
    const document = parse(`query { result: orders { nodes { id } total_count } }`);
    expect(resourceSelection(document, false)!.selections.map((s) => (s as { name: { value: string } }).name.value)).toEqual(['nodes', 'total_count']);
    expect(fieldsKey(parseFields('id', document, true)!)).toBe('id');
    expect(resourceSelection(document, true)!.selections.map((s) => (s as { name: { value: string } }).name.value)).toEqual(['id']);
  });

  it('takes a repeated parameter as one list', () => {
    expect(fieldsKey(parseFields(['id', 'order_items.sku'], LIST, true)!)).toBe('id,order_items(sku)');
    expect(parseFields([{ sku: '1' }], LIST, true)).toBeNull();
  });

  it('keeps a name alone whole, before or after paths under it', () => {
    expect(fieldsKey(parseFields('order_items.sku,order_items', LIST, true)!)).toBe('order_items');
    expect(fieldsKey(parseFields('order_items,order_items.sku', LIST, true)!)).toBe('order_items');
  });

  it('refuses, naming every path, what the resource does not answer with at that level', () => {
    const refused = (fields: string) => {
      try {
        parseFields(fields, LIST, true);
      } catch (e) {
        return (e as { errors: { field: string; message: string }[] }).errors;
      }
      return null;
    };
    expect(refused('id,total_count,sku,status.x,order_items.originator.nope,order_items.')).toEqual([
      { field: 'fields', message: 'unknown field total_count, sku, status.x, order_items.originator.nope, order_items.' },
    ]);
  });

  it('picks an answer rendered by GraphQL down to the tree, in its order', () => {
    const tree = parseFields('order_items.quantity,id', LIST, true);
    const answer = [{ id: 1, status: 'x', order_items: [{ id: 2, sku: 's', quantity: 3, originator: null }] }];
    expect(JSON.stringify(pickFields(answer, tree))).toBe('[{"order_items":[{"quantity":3}],"id":1}]');
  });
});
