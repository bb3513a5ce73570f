import { EntitySchema } from '@mikro-orm/core';
import { idProperty, specProperties, timestamps } from '../common/entity';
import { LOAD_SCAC_SPEC } from './fields';

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
    ...specProperties<LoadScac>(LOAD_SCAC_SPEC),
    ...timestamps<LoadScac>(),
    // The columns come from LOAD_SCAC_SPEC, which the compiler cannot map key by key.
  } as never,
});
