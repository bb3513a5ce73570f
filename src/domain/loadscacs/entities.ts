import { EntitySchema } from '@mikro-orm/core';
import { idProperty, timestamps, varchar } from '../common/entity';

/**
 * A freight carrier's Standard Carrier Alpha Code, for loads (LTL and truckload shipments): the
 * spec's unnamed list resource. Shared reference data, the same for every caller (no tenant filter).
 */
export class LoadScac {
  id!: number;
  name!: string;
  /** The kind of freight: LTL or FTL. */
  context: string | null = null;
  /** The company that owns the carrier. */
  owner_name: string | null = null;
  scac!: string;
  created_at!: Date;
  updated_at!: Date;
}

export const LoadScacSchema = new EntitySchema<LoadScac>({
  class: LoadScac,
  tableName: 'load_scacs',
  properties: {
    id: idProperty,
    name: { type: 'string' },
    context: varchar(64, true),
    owner_name: { type: 'string', nullable: true },
    scac: varchar(4),
    ...timestamps<LoadScac>(),
  },
});
