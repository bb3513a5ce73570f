import { columnSpec } from '../common/columns';

/** The Project's columns staff write (its create body; projects do not change). The entity, the input checks and test/schema-consistency.test.ts read this spec. */
export const PROJECT_SPEC = columnSpec({
  warehouse_id: { kind: 'integer', update: false },
  name: { kind: 'string', nullable: false, required: true, update: false },
  description: { kind: 'text', update: false },
});

/** A project task's columns (its create body). label names the kind of work; the column may be empty, a new task may not. */
export const PROJECT_TASK_SPEC = columnSpec({
  label: { kind: 'string', required: true, update: false },
  description: { kind: 'text', update: false },
  quantity: { kind: 'integer', nullable: false, min: 0, default: 0, update: false },
  cost_per_unit: { kind: 'double', min: 0, update: false },
  warehouse_id: { kind: 'integer', update: false },
});
