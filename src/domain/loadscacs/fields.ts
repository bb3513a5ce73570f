import { serviceColumnSpec } from '../common/columns';

/** A load SCAC's columns: shared reference data, read and never written through the API. The entity and test/schema-consistency.test.ts read this spec. */
export const LOAD_SCAC_SPEC = serviceColumnSpec({
  name: { kind: 'string', nullable: false },
  context: { kind: 'string', length: 64 },
  owner_name: 'string',
  scac: { kind: 'string', length: 4, nullable: false },
});
