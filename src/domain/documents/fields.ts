import { columnSpec, serviceColumnSpec } from '../common/columns';

/**
 * The Order document's columns a caller writes (its create body; documents do not change). The URL
 * is text: its own rules (url.ts) bound it. The entity, the input checks and
 * test/schema-consistency.test.ts read this spec.
 */
export const ORDER_DOCUMENT_SPEC = columnSpec({
  url: { kind: 'text', nullable: false, required: true, update: false },
  document_type: { kind: 'string', length: 64, update: false },
});

/** A customer's document (its create body, less the tag lists; documents do not change). The URL is text: url.ts bounds it. */
export const DOCUMENT_SPEC = columnSpec({
  url: { kind: 'text', nullable: false, required: true, update: false },
  owner_type: { kind: 'string', length: 32, update: false },
  owner_id: { kind: 'integer', update: false },
});

/** A document the service made while shipping (documents/labels.ts): never a caller's. */
export const SHIPPING_DOCUMENT_SPEC = serviceColumnSpec({
  package_id: 'integer',
  document_type: { kind: 'string', length: 64, nullable: false },
  url: { kind: 'text', nullable: false },
  label_provider: { kind: 'string', length: 64 },
  provider_url: 'text',
  electronically_submitted: 'boolean',
});
