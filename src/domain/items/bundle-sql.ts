/**
 * The two walks of the bundle graph every stock query needs, as common table expressions to put
 * in a `with recursive` clause.
 */

/** `up(id)`: the items `seed` selects and every bundle above them, at any depth. */
export const bundlesAbove = (seed: string) => `up(id) as (
    ${seed}
    union select b.parent_item_id from bundle_items b join up on b.item_id = up.id
  )`;

/**
 * `leaves(root, item_id, need)`: each bundle that `roots` selects, flattened to its leaf items
 * (those without components) with how many of each one bundle needs in all (via `down`).
 */
export const bundleLeaves = (roots: string) => `down(root, item_id, need) as (
    select b.parent_item_id, b.item_id, b.quantity from bundle_items b where b.parent_item_id in (${roots})
    union all
    select d.root, b.item_id, d.need * b.quantity from down d join bundle_items b on b.parent_item_id = d.item_id
  ),
  leaves as (
    select root, item_id, sum(need) as need from down d
    where not exists (select 1 from bundle_items c where c.parent_item_id = d.item_id)
    group by root, item_id
  )`;
