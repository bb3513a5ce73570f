import { serviceColumnSpec } from '../common/columns';

/** A saved search's columns, written by bulk create (no caller writes them). The entity and test/schema-consistency.test.ts read this spec. */
export const SAVED_SEARCH_SPEC = serviceColumnSpec({
  name: { kind: 'string', nullable: false },
  resource: { kind: 'string', length: 32, nullable: false, default: 'Order' },
});
