/**
 * The two walks of the bundle graph every stock query needs, as common table expressions to put
 * in a `with recursive` clause.
 *
 * Each step of a walk looks up the links of the rows it has reached one by one, by index: a
 * `lateral (… offset 0)` the planner cannot turn into a join. Written as joins, a generic plan
 * (every write runs on one: db/driver.ts) took a recursive relation at its guess of hundreds of
 * rows and hashed the whole of bundle_items (and items) to walk it. The walks are `union all`: a
 * `union` keeps a hash table sized to the planner's estimate of the walk, which compounds with each
 * step (half a million rows for two items once bundle_items' statistics ran high), and allocating it
 * cost 35 ms a call. The graph has no loops (createBundleItem refuses one, under the items' locks),
 * so a walk ends; an item reached twice (a component of two bundles) comes twice, and every
 * statement takes the walk's ids through `= any(array(…))`, which does not mind. With one item in
 * fifty a bundle of the forty after it (the bench's data, 32,000 links), the counters' statement ran
 * 23 ms a call before, 1.2 ms after (BENCHMARKS.md, eleventh session).
 */

/** Each bundle_items row (as `b`) whose `column` is `key`: one index lookup per row a walk has reached. */
const bundleLinks = (column: 'item_id' | 'parent_item_id', key: string) =>
  `lateral (select b.parent_item_id, b.item_id, b.quantity from bundle_items b where b.${column} = ${key} offset 0) b`;

/** `up(id)` (or `name`): the items `seed` selects and every bundle above them, at any depth. */
export const bundlesAbove = (seed: string, name = 'up') => `${name}(id) as (
    ${seed}
    union all select b.parent_item_id from ${name} cross join ${bundleLinks('item_id', `${name}.id`)}
  )`;

/** `own(id)` (or `name`): the items `seed` selects and every component below them, at any depth. */
export const componentsBelow = (seed: string, name = 'own') => `${name}(id) as (
    ${seed}
    union all select b.item_id from ${name} cross join ${bundleLinks('parent_item_id', `${name}.id`)}
  )`;

/**
 * `leaves(root, item_id, need)`: each bundle that `roots` selects, flattened to its leaf items
 * (those without components) with how many of each one bundle needs in all (via `down`).
 */
export const bundleLeaves = (roots: string) => `down(root, item_id, need) as (
    select b.parent_item_id, b.item_id, b.quantity from bundle_items b where b.parent_item_id = any(array(${roots}))
    union all
    select d.root, b.item_id, d.need * b.quantity from down d cross join ${bundleLinks('parent_item_id', 'd.item_id')}
  ),
  leaves as (
    select root, item_id, sum(need) as need from down d
    where not exists (select 1 from bundle_items c where c.parent_item_id = d.item_id offset 0)
    group by root, item_id
  )`;
