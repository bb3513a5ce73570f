import { columnSpec } from '../common/columns';

/** The Scancode's columns a caller writes (its create body; scancodes do not change). The entity, the input checks and test/schema-consistency.test.ts read this spec. */
export const SCANCODE_SPEC = columnSpec({
  item_id: { kind: 'integer', nullable: false, required: true, update: false },
  name: { kind: 'string', nullable: false, required: true, update: false },
  primary: { kind: 'boolean', update: false },
  active: { kind: 'boolean', default: true, update: false },
  label_format: { kind: 'string', update: false },
});
