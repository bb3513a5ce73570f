import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261120000001_foundation } from './Migration20261120000001_foundation';
import { Migration20261120000002_inventory } from './Migration20261120000002_inventory';
import { Migration20261120000003_orders } from './Migration20261120000003_orders';
import { Migration20261120000004_fulfillment } from './Migration20261120000004_fulfillment';
import { Migration20261120000005_events } from './Migration20261120000005_events';
import { Migration20261120000006_webhooks } from './Migration20261120000006_webhooks';
import { Migration20261121000001_rate_limits } from './Migration20261121000001_rate_limits';
import { Migration20261121000002_idempotency } from './Migration20261121000002_idempotency';
import { Migration20261124000001_retention } from './Migration20261124000001_retention';
import { Migration20261124000010_consumer_returns } from './Migration20261124000010_consumer_returns';
import { Migration20261124000020_documents_templates } from './Migration20261124000020_documents_templates';
import { Migration20261124000030_customer_activity } from './Migration20261124000030_customer_activity';
import { Migration20261124000040_auth_changes } from './Migration20261124000040_auth_changes';
import { Migration20261125000010_order_attention } from './Migration20261125000010_order_attention';
import { Migration20261125000050_webhook_resource_order } from './Migration20261125000050_webhook_resource_order';
import { Migration20261125000060_token_grants } from './Migration20261125000060_token_grants';
import { Migration20261127000010_event_positions } from './Migration20261127000010_event_positions';
import { Migration20261127000030_insight_tallies } from './Migration20261127000030_insight_tallies';
import { Migration20261127000040_daily_event_tallies } from './Migration20261127000040_daily_event_tallies';
import { Migration20261127000050_stock_by_customer } from './Migration20261127000050_stock_by_customer';
import { Migration20261127000060_order_items_by_customer } from './Migration20261127000060_order_items_by_customer';

/** Every migration, in order. Listed explicitly so compiled and ts runs find the same set. */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261120000001_foundation', class: Migration20261120000001_foundation },
  { name: 'Migration20261120000002_inventory', class: Migration20261120000002_inventory },
  { name: 'Migration20261120000003_orders', class: Migration20261120000003_orders },
  { name: 'Migration20261120000004_fulfillment', class: Migration20261120000004_fulfillment },
  { name: 'Migration20261120000005_events', class: Migration20261120000005_events },
  { name: 'Migration20261120000006_webhooks', class: Migration20261120000006_webhooks },
  { name: 'Migration20261121000001_rate_limits', class: Migration20261121000001_rate_limits },
  { name: 'Migration20261121000002_idempotency', class: Migration20261121000002_idempotency },
  { name: 'Migration20261124000001_retention', class: Migration20261124000001_retention },
  { name: 'Migration20261124000010_consumer_returns', class: Migration20261124000010_consumer_returns },
  { name: 'Migration20261124000020_documents_templates', class: Migration20261124000020_documents_templates },
  { name: 'Migration20261124000030_customer_activity', class: Migration20261124000030_customer_activity },
  { name: 'Migration20261124000040_auth_changes', class: Migration20261124000040_auth_changes },
  { name: 'Migration20261125000010_order_attention', class: Migration20261125000010_order_attention },
  { name: 'Migration20261125000050_webhook_resource_order', class: Migration20261125000050_webhook_resource_order },
  { name: 'Migration20261125000060_token_grants', class: Migration20261125000060_token_grants },
  { name: 'Migration20261127000010_event_positions', class: Migration20261127000010_event_positions },
  { name: 'Migration20261127000030_insight_tallies', class: Migration20261127000030_insight_tallies },
  { name: 'Migration20261127000040_daily_event_tallies', class: Migration20261127000040_daily_event_tallies },
  { name: 'Migration20261127000050_stock_by_customer', class: Migration20261127000050_stock_by_customer },
  { name: 'Migration20261127000060_order_items_by_customer', class: Migration20261127000060_order_items_by_customer },
];
