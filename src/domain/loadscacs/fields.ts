import { columnSpec } from '../common/columns';

/** A load SCAC's columns: shared reference data, read and never written through the API. The entity and test/schema-consistency.test.ts read this spec. */
export const LOAD_SCAC_SPEC = columnSpec({
  name: { kind: 'string', nullable: false, create: false, update: false },
  context: { kind: 'string', length: 64, create: false, update: false },
  owner_name: { kind: 'string', create: false, update: false },
  scac: { kind: 'string', length: 4, nullable: false, create: false, update: false },
});
