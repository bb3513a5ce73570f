import type { DerivedFields } from '../../db/prefetch';

// [title, description].filter(Boolean).join(', '): concat_ws skips the nulls, nullif the empty texts.
const fullDescription = { sql: (i: string) => `concat_ws(', ', nullif(${i}."title", ''), nullif(${i}."description", ''))` };

/**
 * The Item getters (entities.ts) as PostgreSQL writes them into a page as JSON (db/prefetch.ts
 * DerivedFields), rule for rule; test/json-pages.test.ts renders items both ways and compares.
 */
export const ITEM_DERIVED: DerivedFields = {
  full_description: fullDescription,
  name: fullDescription,
  image_url: { sql: (i) => `${i}."image_originator_url"` },
  archived: { sql: (i) => `(${i}."archived_at" is not null)` },
};

/** The columns each Item field that is not a column reads (its getters and the fields resolved by id). */
export const ITEM_FIELD_READS: Readonly<Record<string, readonly string[]>> = {
  full_description: ['title', 'description'],
  name: ['title', 'description'],
  image_url: ['image_originator_url'],
  archived: ['archived_at'],
  ...Object.fromEntries(
    [
      'bundle_items', 'in_bundles', 'warehouse_quantities', 'locations', 'transactions', 'transactions_count', 'originators', 'originators_count',
      'scancodes', 'shipnotice_items', 'shipnotice_items_count',
    ].map((field) => [field, []]),
  ),
};
