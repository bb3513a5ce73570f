import type { FilterQuery } from '@mikro-orm/core';

export type AttributeType = 'string' | 'text' | 'integer' | 'double' | 'boolean' | 'datetime' | 'date';

/** What a resource allows in `search` and `sort`. Anything not named here is refused with 422. */
export interface ListSpec {
  resource: string;
  attributes: Record<string, AttributeType>;
  /** Association paths: `<name>_<attribute>_<predicate>`, matched as "some related row satisfies". */
  associations?: Record<string, { attributes: Record<string, AttributeType> }>;
  /** Sortable attributes; defaults to every attribute. */
  sortable?: readonly string[];
  /** Applied when the caller gives no sort; id is always the final tie-breaker. */
  defaultSort?: string;
}

export type Where = FilterQuery<any>;
