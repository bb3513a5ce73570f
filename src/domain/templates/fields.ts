import { columnSpec } from '../common/columns';

/**
 * The Template's columns a caller writes (its type on create only). The entity and
 * test/schema-consistency.test.ts read this spec; the service checks the rules the columns cannot
 * say (a name and content not blank, a size of the type's).
 */
export const TEMPLATE_SPEC = columnSpec({
  name: { kind: 'string', nullable: false, required: true },
  template_type_id: { kind: 'integer', nullable: false, required: true, update: false },
  content: { kind: 'text', nullable: false, required: true },
  size: { kind: 'string', length: 32 },
  default: 'boolean',
});
