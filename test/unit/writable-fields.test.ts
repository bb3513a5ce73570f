import { isInputObjectType, isObjectType } from 'graphql';
import { writableColumns } from '../../src/domain/common/columns';
import { buildSchema } from '../../src/graphql/schema';
import { INPUT_TARGETS, standingOf } from '../../src/representations/writable-fields';

/**
 * What a field of a body is to the input type it reaches (src/representations/writable-fields.ts):
 * the column specs' create/update flags decide for columns, the resource's output type for its
 * other fields; both GraphQL and the V2 tolerance read it (representations/input-coercion.ts).
 */

const schema = buildSchema();
const input = (name: string) => {
  const type = schema.getType(name);
  if (!isInputObjectType(type)) throw new Error(`${name} is not an input type`);
  return type;
};

describe('standingOf', () => {
  it('a column the spec makes writable then is taken; one it does not is read-only', () => {
    expect(standingOf(schema, input('OrderItemCreateInput'), 'item_id')).toBe('input');
    // ORDER_ITEM_SPEC: item_id is set on create only.
    expect(standingOf(schema, input('OrderItemUpdateInput'), 'item_id')).toBe('read-only');
    expect(standingOf(schema, input('ShipnoticeUpdateInput'), 'received_by')).toBe('read-only');
  });

  it('the resource\'s other fields are read-only; fields the original declares are tolerated; anything else is unknown', () => {
    expect(standingOf(schema, input('ItemCreateInput'), 'id')).toBe('read-only');
    expect(standingOf(schema, input('ItemCreateInput'), 'published_quantity')).toBe('read-only');
    expect(standingOf(schema, input('ItemCreateInput'), 'meta_fields')).toBe('input');
    expect(standingOf(schema, input('OrderCreateInput'), 'tms_id')).toBe('declared');
    expect(standingOf(schema, input('ItemCreateInput'), 'colour')).toBe('unknown');
    expect(standingOf(schema, input('ItemCreateInput'), 'constructor')).toBe('unknown');
    expect(standingOf(schema, input('ItemCreateInput'), '__proto__')).toBe('unknown');
    // A resource without a spec yet is known by its output type.
    expect(standingOf(schema, input('TemplateCreateInput'), 'id')).toBe('read-only');
    // An input of no resource knows only its own fields.
    expect(standingOf(schema, input('StockAdjustInput'), 'id')).toBe('unknown');
  });
});

describe('INPUT_TARGETS', () => {
  const targets = Object.entries(INPUT_TARGETS);

  it('names input types and the output types of their resources', () => {
    const problems = targets.flatMap(([name, t]) => [
      ...(isInputObjectType(schema.getType(name)) ? [] : [`${name} is not an input type`]),
      ...(isObjectType(schema.getType(t.resource)) ? [] : [`${t.resource} is not an object type`]),
    ]);
    expect(problems).toEqual([]);
  });

  it('agrees with the specs: of a spec\'s columns, an input holds exactly those writable on its occasion', () => {
    const problems = targets.flatMap(([name, t]) => {
      if (!t.spec || !t.on) return [];
      const held = Object.keys(input(name).getFields()).filter((f) => f in t.spec!).sort();
      const writable = [...writableColumns(t.spec, t.on)].sort();
      return JSON.stringify(held) === JSON.stringify(writable) ? [] : [`${name}: holds ${held.join(', ')}; the spec writes ${writable.join(', ')}`];
    });
    expect(problems).toEqual([]);
  });

  it('holds every input named for a resource (XCreateInput, XUpdateInput, XInput of an output type X), so none loses its read-only fields', () => {
    const named = Object.values(schema.getTypeMap()).filter((t) => {
      const resource = /^(\w+?)(Create|Update)?Input$/.exec(t.name)?.[1];
      return isInputObjectType(t) && !!resource && isObjectType(schema.getType(resource));
    });
    expect(named.map((t) => t.name).filter((n) => !INPUT_TARGETS[n])).toEqual([]);
  });
});
