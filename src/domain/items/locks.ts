/**
 * Item row locks, as every writer of stock and every move of an item takes them (FOR NO KEY
 * UPDATE, in id order, with the bundles above): the areas above lock items through here.
 */
export { holdsLocks, lockItemRows, lockItems } from './store/locks';
