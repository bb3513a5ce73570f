import fs from 'node:fs';
import path from 'node:path';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { isInputObjectType } from 'graphql';
import { ForkliftError, type FieldError } from '../../src/shared/errors';
import type { Item } from '../../src/domain/items/entities';
import { checkItemFields } from '../../src/domain/items/validation';
import { MAX_LINE_QUANTITY } from '../../src/domain/orders/fields';
import { checkOrderItemFields } from '../../src/domain/orders/validation';
import { loadTypeDefs } from '../../src/graphql/schema';

/**
 * Records that could never be real, refused by the column specs alone (issue 27, part 5): an item
 * without a SKU, a SKU that is blank, spread over lines or padded; a line of more units than a
 * truckload. The integration tests (items-rest, items-graphql, orders-bad-requests) hold the API to them.
 */

/** What checkItemFields refuses, as `field: message`; [] when it takes the input. */
function itemProblems(input: Record<string, unknown>, current: Partial<Item> | null = null): string[] {
  try {
    checkItemFields(input, current as Item | null);
    return [];
  } catch (e) {
    if (!(e instanceof ForkliftError)) throw e;
    expect(e.code).toBe('BAD_USER_INPUT');
    return e.errors.map((x: FieldError) => `${x.field}: ${x.message}`);
  }
}

describe('an item is created with a SKU', () => {
  it('a create without one is refused, whatever else it has: the SKU is the identity, the title is optional', () => {
    expect(itemProblems({})).toEqual(['sku: is required']);
    expect(itemProblems({ title: 'Shirt', price: 3 })).toEqual(['sku: is required']);
    expect(itemProblems({ sku: null, title: 'Shirt' })).toEqual(['sku: is required']);
    expect(itemProblems({ sku: 'SHIRT-S' })).toEqual([]);
    expect(itemProblems({ sku: 'SHIRT-S', title: 'Shirt' })).toEqual([]);
  });

  it('a SKU compares trimmed: blank is refused, whatever the whitespace', () => {
    for (const sku of ['', ' ', '    ', '\t', '\n', '\r\n', ' \t \n ', '\u00a0']) {
      expect([JSON.stringify(sku), itemProblems({ sku, title: 'Shirt' })]).toEqual([JSON.stringify(sku), ['sku: must not be blank']]);
    }
  });

  it('a SKU is one line without surrounding whitespace: control characters (C0, DEL, C1) and padding are refused', () => {
    for (const sku of ['SH\tIRT', 'SHIRT\n2', 'SHIRT\r', '\u0007SHIRT', 'SHIRT\u007f', 'SHIRT\u0085', 'SHIRT\u009b1m', 'SHIRT\u2028']) {
      expect([JSON.stringify(sku), itemProblems({ sku })]).toEqual([JSON.stringify(sku), ['sku: must be one line: no tabs, line breaks or other control characters']]);
    }
    expect(itemProblems({ sku: ' SHIRT' })).toEqual(['sku: must not begin or end with whitespace']);
    expect(itemProblems({ sku: 'SHIRT ' })).toEqual(['sku: must not begin or end with whitespace']);
    // Spaces, dashes, slashes and any letters inside are the merchant's.
    expect(itemProblems({ sku: 'Shirt S / Blau – größe' })).toEqual([]);
  });

  it('a title is optional, one line; it may be cleared', () => {
    expect(itemProblems({ sku: 'A', title: 'Shirt\nsmall' })).toEqual(['title: must be one line: no tabs, line breaks or other control characters']);
    expect(itemProblems({ sku: 'A', title: 'Shirt\tsmall' })).toEqual(['title: must be one line: no tabs, line breaks or other control characters']);
    expect(itemProblems({ title: null }, { sku: 'A', title: 'Shirt' })).toEqual([]);
    // The description is the place for lines.
    expect(itemProblems({ sku: 'A', description: 'Cotton.\nWash cold.' })).toEqual([]);
  });

  it('every problem in one answer', () => {
    expect(itemProblems({ sku: '\t', title: 'a\nb', weight: -1 })).toEqual(['sku: must not be blank', 'title: must be one line: no tabs, line breaks or other control characters', 'weight: must not be negative']);
  });
});

describe('an update keeps the SKU', () => {
  const stored = { sku: 'SHIRT-S', title: 'Shirt' };

  it('may change it, never to null, blank or padded; leaving it out keeps it', () => {
    expect(itemProblems({ sku: 'SHIRT-M' }, stored)).toEqual([]);
    expect(itemProblems({ price: 4 }, stored)).toEqual([]);
    expect(itemProblems({ sku: null }, stored)).toEqual(['sku: must not be null']);
    expect(itemProblems({ sku: '  ' }, stored)).toEqual(['sku: must not be blank']);
    expect(itemProblems({ sku: 'SHIRT-S\n' }, stored)).toEqual(['sku: must be one line: no tabs, line breaks or other control characters']);
  });

  it('an item stored without a SKU (before the rule) is not refused for sending back what it holds', () => {
    expect(itemProblems({ sku: null, title: 'Old' }, { sku: null, title: 'Old' })).toEqual([]);
    expect(itemProblems({ sku: ' ', price: 1 }, { sku: ' ' })).toEqual([]);
  });
});

describe('an order line holds at most MAX_LINE_QUANTITY units', () => {
  const fields = (input: Record<string, unknown>, creating = true) => checkOrderItemFields(input, 'order_items.0.', creating).map((e) => `${e.field}: ${e.message}`);

  it('up to it on create and update; above it is named', () => {
    expect(fields({ item_id: 1, quantity: MAX_LINE_QUANTITY })).toEqual([]);
    expect(fields({ item_id: 1, quantity: MAX_LINE_QUANTITY + 1 })).toEqual([`order_items.0.quantity: must be at most ${MAX_LINE_QUANTITY}`]);
    expect(fields({ item_id: 1, quantity: 2147483647 })).toEqual([`order_items.0.quantity: must be at most ${MAX_LINE_QUANTITY}`]);
    expect(fields({ quantity: 2147483647 }, false)).toEqual([`order_items.0.quantity: must be at most ${MAX_LINE_QUANTITY}`]);
  });

  it('the README and the GraphQL inputs say it', () => {
    const readme = fs.readFileSync(path.join(__dirname, '../../README.md'), 'utf8');
    expect(readme).toContain(`A \`quantity\` above ${MAX_LINE_QUANTITY.toLocaleString('en-US')} (\`MAX_LINE_QUANTITY\``);
    const schema = makeExecutableSchema({ typeDefs: loadTypeDefs() });
    for (const name of ['OrderItemCreateInput', 'OrderItemUpdateInput']) {
      const type = schema.getType(name);
      if (!isInputObjectType(type)) throw new Error(`${name} is not an input type`);
      expect([name, type.getFields().quantity.description]).toEqual([name, expect.stringContaining(`1 to ${MAX_LINE_QUANTITY}`)]);
    }
  });
});
