import type { EntityManager } from '@mikro-orm/postgresql';
import type { LocationRole, ShippingMethod, Warehouse } from '../warehouses/entities';
import { addFacilitiesOnce } from './store';

/** Shelves every demo warehouse gets: four pick bins, and one area for each other role. */
const DEMO_LOCATIONS: [string, LocationRole][] = [
  ['A-01-01', 'pickable'], ['A-01-02', 'pickable'], ['A-02-01', 'pickable'], ['A-02-02', 'pickable'],
  ['BS-01-01', 'backstock'], ['DMG-01', 'damaged'], ['EXP-01', 'expired'], ['RES-01', 'reserved'], ['PEND-01', 'pending'],
  ['EXT-01', 'external'], ['DOCK-01', 'dropoff'], ['BSTK-01', 'b_stock'],
];

const DEMO_WAREHOUSES: Partial<Warehouse>[] = [
  {
    name: 'Columbus', slug: 'columbus', timezone: 'Eastern Time (US & Canada)', timezone_raw: 'America/New_York',
    shipping_address_1: '100 Fulfillment Way', shipping_city: 'Columbus', shipping_state: 'OH', shipping_zip: '43215',
    shipping_country: 'United States', shipping_country_iso2: 'US', latitude: 39.9612, longitude: -82.9988, currency: 'USD',
    receiving_hours: 'Mon-Fri 8am-4pm', pickup_hours: 'Mon-Fri 5pm', loading_dock_quantity: 6, square_footage: 120000,
    warehouse_features: ['lot_control', 'hazmat', 'kitting'],
  },
  {
    name: 'Reno', slug: 'reno', timezone: 'Pacific Time (US & Canada)', timezone_raw: 'America/Los_Angeles',
    shipping_address_1: '2 Desert Dock Rd', shipping_city: 'Reno', shipping_state: 'NV', shipping_zip: '89502',
    shipping_country: 'United States', shipping_country_iso2: 'US', latitude: 39.5296, longitude: -119.8138, currency: 'USD',
    receiving_hours: 'Mon-Fri 7am-3pm', pickup_hours: 'Mon-Fri 4pm', loading_dock_quantity: 4, square_footage: 80000,
    warehouse_features: ['kitting'],
  },
  {
    name: 'Leicester', slug: 'leicester', timezone: 'London', timezone_raw: 'Europe/London',
    shipping_address_1: '7 Midlands Park', shipping_city: 'Leicester', shipping_zip: 'LE1 1AA',
    shipping_country: 'United Kingdom', shipping_country_iso2: 'GB', latitude: 52.6369, longitude: -1.1398, currency: 'GBP',
    vat: 20, receiving_hours: 'Mon-Fri 9am-5pm', pickup_hours: 'Mon-Fri 6pm', loading_dock_quantity: 3, square_footage: 50000,
    warehouse_features: ['lot_control'],
  },
];

const DEMO_SHIPPING_METHODS: Partial<ShippingMethod>[] = [
  { carrier: 'CarrierA', service: 'Ground', description: 'Ground', name: 'CarrierA Ground', scac: 'CARA', origins: ['US'] },
  { carrier: 'CarrierA', service: 'NextDayAir', description: 'Next Day Air', name: 'CarrierA Next Day Air', scac: 'CARA', expedited: true, origins: ['US'] },
  { carrier: 'CarrierB', service: 'InternationalPriority', description: 'International Priority', name: 'CarrierB International Priority', scac: 'CARB', international: true, expedited: true, origins: ['US', 'GB'] },
  { carrier: 'Postal', service: 'FirstClass', description: 'First Class', name: 'Postal First Class', flat_rate: true, origins: ['US'] },
];

/**
 * The sandbox's demo facilities: three warehouses with a shelf of every role, and a few shipping
 * methods, so the spec's inbound and outbound flows work on a fresh install. Runs once (false when
 * warehouses exist); call it inside a transaction (the seed lock lasts until its commit).
 */
export const seedDemoInventory = (em: EntityManager): Promise<boolean> =>
  addFacilitiesOnce(em, { warehouses: DEMO_WAREHOUSES, locations: DEMO_LOCATIONS, shippingMethods: DEMO_SHIPPING_METHODS });
