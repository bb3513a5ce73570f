import fs from 'node:fs';
import path from 'node:path';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { type GraphQLField, getNamedType, getNullableType, isListType, isObjectType } from 'graphql';
import { columnsFor } from '../src/db/plain-rows';
import type { Relation } from '../src/db/prefetch';
import { loadTypeDefs } from '../src/graphql/schema';
import { Order } from '../src/domain/orders/entities';
import { ORDER_FIELD_READS } from '../src/domain/orders/reads';
import { orderRelations } from '../src/domain/orders/page-relations';
// The wholesale area hands its line relation down to orders as it loads (orders/extensions.ts).
import '../src/domain/wholesale/attributes';
import { ormOnClone } from './support/orm';

/**
 * An order's relations are declared once (orders/relations.ts, and a line's wholesale item by the
 * wholesale area): the page prefetch, the relation selects and the loaders are made from those
 * declarations. What cannot be made from them is held to them here: the GraphQL schema's fields,
 * the names the resolvers ask `prefetched` by, and the columns each Order field reads.
 */

const schema = makeExecutableSchema({ typeDefs: loadTypeDefs() });

function objectFields(typeName: string): Record<string, GraphQLField<unknown, unknown>> {
  const type = schema.getType(typeName);
  if (!isObjectType(type)) throw new Error(`${typeName} is not an object type`);
  return type.getFields();
}

const entityName = (relation: Relation) => (typeof relation.entity === 'function' ? relation.entity.name : String(relation.entity));

/** Every relation of the tree, with the GraphQL type it hangs from: `Order.packages`, `OrderItem.item`, ... */
function walk(parent: string, relations: Readonly<Record<string, Relation>>): { parent: string; name: string; relation: Relation }[] {
  return Object.entries(relations).flatMap(([name, relation]) => [
    { parent, name, relation },
    ...walk(entityName(relation), relation.relations ?? {}),
  ]);
}

const TREE = walk('Order', orderRelations());

describe('order relations, declared once', () => {
  test('the tree holds the relations a page of orders brings (a planted rename would show here)', () => {
    expect(TREE.map((r) => `${r.parent}.${r.name}`).sort()).toEqual([
      'Order.order_items', 'Order.originator', 'Order.packages', 'Order.serial_numbers', 'Order.shipping_method',
      'OrderItem.item', 'OrderItem.originator', 'OrderItem.serial_numbers', 'OrderItem.wholesale_item',
    ]);
  });

  test.each(TREE.map((r) => [`${r.parent}.${r.name}`, r] as const))('%s is a field of its GraphQL type, of the entity, a list exactly when the relation is', (_label, { parent, name, relation }) => {
    const field = objectFields(parent)[name];
    expect(field).toBeDefined();
    expect(getNamedType(field.type).name).toBe(entityName(relation));
    expect(isListType(getNullableType(field.type))).toBe(!!relation.many && !relation.first);
  });

  test.each(TREE.map((r) => [`${r.parent}.${r.name}`, r] as const))('%s: its parent declares what it reads of the parent row', (_label, { parent, name }) => {
    const reads = parent === 'Order' ? ORDER_FIELD_READS : TREE.find((r) => entityName(r.relation) === parent)!.relation.reads;
    expect(reads[name]).toBeDefined();
  });

  test('the resolvers ask `prefetched` by exactly the names declared', () => {
    const dir = path.resolve(__dirname, '../src/graphql/resolvers');
    const asked = new Set<string>();
    for (const file of fs.readdirSync(dir)) {
      for (const m of fs.readFileSync(path.join(dir, file), 'utf8').matchAll(/prefetched\(\s*\w+\s*,\s*'(\w+)'/g)) asked.add(m[1]);
    }
    expect([...asked].sort()).toEqual([...new Set(TREE.map((r) => r.name))].sort());
  });
});

describe('the columns Order fields read', () => {
  const orm = ormOnClone({ log: () => {} });

  test('every GraphQL Order field is a column of the order or declared in ORDER_FIELD_READS (else a page selecting it reads e0.*)', () => {
    const em = orm().em.fork();
    const undeclared = Object.keys(objectFields('Order')).filter((field) => columnsFor(em, Order, [field], ORDER_FIELD_READS) === null);
    expect(undeclared).toEqual([]);
  });

  test('every column a field is declared to read is a column of the order', () => {
    const props = orm().getMetadata().get('Order').properties as Record<string, { kind: string }>;
    const unknown = Object.entries(ORDER_FIELD_READS).flatMap(([field, columns]) => columns.filter((c) => props[c]?.kind !== 'scalar').map((c) => `${field}: ${c}`));
    expect(unknown).toEqual([]);
  });

  test('address_message reads the address, not every column', () => {
    const columns = columnsFor(orm().em.fork(), Order, ['address_message'], ORDER_FIELD_READS);
    expect(columns).toEqual(expect.arrayContaining(['address_verified', 'skip_address_verification', 'shipping_address_1', 'shipping_country_iso2']));
    expect(columns).not.toContain('billing_name');
  });
});
