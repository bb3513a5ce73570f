import { columnSpec } from '../common/columns';

/** A saved search's columns, written by bulk create (no caller writes them). The entity and test/schema-consistency.test.ts read this spec. */
export const SAVED_SEARCH_SPEC = columnSpec({
  name: { kind: 'string', nullable: false, create: false, update: false },
  resource: { kind: 'string', length: 32, nullable: false, default: 'Order', create: false, update: false },
});
