import { Migration } from '@mikro-orm/migrations';

/**
 * Consumer returns (the original's `/consumer_returns`): a shopper sends goods back to one
 * warehouse, usually against an order that shipped. The return and its lines mirror a ship
 * notice's columns, as the original's return is a kind of ship notice; they live in their own
 * tables so ship notice lists, counters and receiving are untouched by them.
 * Receiving writes ledger rows that name the return (item_transactions.consumer_return_id).
 */
export class Migration20261124000010_consumer_returns extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table consumer_returns (
        id serial primary key,
        customer_id int not null references customers(id),
        warehouse_id int not null references warehouses(id),
        order_id int references orders(id),
        exchange_order_id int references orders(id),
        status int not null default 100 check (status in (100, 200, 300)),
        type varchar(32) not null default 'ConsumerReturn',
        sender varchar(255),
        eta timestamptz,
        received_by varchar(255),
        notes_by_service text,
        notes_by_customer text,
        total_boxes int check (total_boxes >= 0),
        arrived_at timestamptz,
        skip_images boolean not null default false,
        easypostable_id varchar(255),
        easypostable_type varchar(255),
        shipping_label_url text,
        ship_actual_cost varchar(255),
        shipping_method_text varchar(255),
        carrier varchar(255),
        tracking varchar(255),
        postage_billed boolean not null default false,
        handling_billed boolean not null default false,
        ship_3rdparty_cost varchar(255),
        requires_label boolean not null default false,
        completed_at timestamptz,
        ship_actual_currency varchar(3),
        delivered_at timestamptz,
        due_at timestamptz,
        reference varchar(255),
        meta_fields jsonb not null default '{}',
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );
      create index consumer_returns_customer_idx on consumer_returns(customer_id, id);
      create index consumer_returns_order_idx on consumer_returns(order_id) where order_id is not null;

      create table return_items (
        id serial primary key,
        customer_id int not null references customers(id),
        consumer_return_id int not null references consumer_returns(id) on delete cascade,
        item_id int not null references items(id),
        order_item_id int references order_items(id) on delete set null,
        quantity int not null check (quantity > 0),
        quantity_good int not null default 0 check (quantity_good >= 0),
        quantity_damaged int not null default 0 check (quantity_damaged >= 0),
        price double precision,
        reason varchar(32) check (reason in ('did_not_fit', 'defective', 'damaged_in_transit', 'wrong_item', 'not_as_described', 'no_longer_needed', 'other')),
        description text,
        extended_description text,
        return_action varchar(255),
        -- the lot a lot-controlled item was returned into
        lot_id int references lots(id),
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        check (quantity_good + quantity_damaged <= quantity)
      );
      create index return_items_return_idx on return_items(consumer_return_id, id);
      create index return_items_item_idx on return_items(item_id, id);

      alter table item_transactions add column consumer_return_id int references consumer_returns(id) on delete set null;

      insert into notification_events (name, humanized_name, resource_type, resource_message, description) values
        ('consumer_return.created', 'Consumer return created', 'consumer_return', 'created', 'A consumer return was announced (by a caller or the sandbox).'),
        ('consumer_return.received', 'Consumer return received', 'consumer_return', 'received',
         'Returned goods arrived and were put back into stock (good units sellable, damaged ones to the damaged role).')
      on conflict (name) do nothing;
    `);
  }
}
