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
