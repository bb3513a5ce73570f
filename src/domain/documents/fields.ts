import { columnSpec } from '../common/columns';

/**
 * The Order document's columns a caller writes (its create body; documents do not change). The URL
 * is text: its own rules (url.ts) bound it. The entity, the input checks and
 * test/schema-consistency.test.ts read this spec.
 */
export const ORDER_DOCUMENT_SPEC = columnSpec({
  url: { kind: 'text', nullable: false, required: true, update: false },
  document_type: { kind: 'string', length: 64, update: false },
});
