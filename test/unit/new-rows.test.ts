import type { EntityManager } from '@mikro-orm/postgresql';
import { NewRows, insertSelect, type InsertTable } from '../../src/db/rows';

/** A table of four columns, one with an onCreate (as MikroORM's timestamps). */
const TABLE: InsertTable = {
  name: 'things',
  columns: [
    { column: 'order_id', property: 'order_id' },
    { column: 'sku', property: 'sku' },
    { column: 'note', property: 'note' },
    { column: 'created_at', property: 'created_at', onCreate: () => '2026-11-28T00:00:00.000Z' },
  ],
};
const em = {} as EntityManager;

describe('NewRows', () => {
  it("keeps each row's given values and the union of its columns, in the table's order, without the given ones", () => {
    const rows = new NewRows(em, TABLE, ['order_id']);
    rows.add({ order_id: 7, sku: 'A' }, 1, 10);
    rows.add({ order_id: 7, note: 'n', sku: undefined }, 2, 10);
    expect(rows.rows).toEqual([
      { key: 1, parent_key: 10, data: { sku: 'A', created_at: '2026-11-28T00:00:00.000Z' } },
      { key: 2, parent_key: 10, data: { note: 'n', created_at: '2026-11-28T00:00:00.000Z' } },
    ]);
    expect(rows.columns).toEqual(['sku', 'note', 'created_at']);
    expect(insertSelect(rows, 'l', { order_id: 'p.id' }, 'l')).toBe(
      'insert into "things" ("id", "order_id", "sku", "note", "created_at") select l.id, p.id, (l.r)."sku", (l.r)."note", (l.r)."created_at" from l',
    );
  });

  it('names its shape by the columns given: the same for rows giving the same ones, another when one more is given', () => {
    const shapeOf = (...entities: object[]) => {
      const rows = new NewRows(em, TABLE);
      for (const e of entities) rows.add(e);
      return rows.shape;
    };
    expect(shapeOf({ sku: 'A' }, { sku: 'B' })).toBe(shapeOf({ sku: 'C' }));
    expect(shapeOf({ sku: 'A' }, { note: 'x' })).not.toBe(shapeOf({ sku: 'A' }));
    // The onCreate value is written onto the entity, as MikroORM's insert would.
    const entity: Record<string, unknown> = { sku: 'A' };
    new NewRows(em, TABLE).add(entity);
    expect(entity.created_at).toBe('2026-11-28T00:00:00.000Z');
  });
});
