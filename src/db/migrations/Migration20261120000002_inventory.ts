import { Migration } from '@mikro-orm/migrations';

/**
 * Warehouses and their locations, shipping methods, lots, stock per (item, location, lot), the
 * item ledger, ship notices, bundles and alternate scancodes.
 */
export class Migration20261120000002_inventory extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table warehouses (
        id serial primary key,
        name varchar(255) not null,
        timezone varchar(255),
        timezone_raw varchar(255),
        partner_id int,
        shipping_address_1 varchar(255),
        shipping_address_2 varchar(255),
        shipping_city varchar(255),
        shipping_state varchar(255),
        shipping_zip varchar(255),
        shipping_country varchar(255),
        shipping_country_iso2 varchar(2),
        latitude double precision,
        longitude double precision,
        slug varchar(255) not null unique,
        default_pick_strategy varchar(255),
        bin_total_count_max int,
        bin_cubic_volume_max double precision,
        number_of_groups int,
        carrier_b_pickup_time varchar(255),
        active boolean not null default true,
        square_footage double precision,
        carrier_a_shipper_number varchar(255),
        email varchar(255),
        carrier_a_carrier_facility varchar(255),
        currency varchar(3),
        vat double precision,
        domestic_return_labels boolean not null default false,
        international_return_labels boolean not null default false,
        accepting_new_customers boolean not null default true,
        receiving_hours varchar(255),
        pickup_hours varchar(255),
        contact_name varchar(255),
        contact_phone varchar(255),
        delivery_appointment_required boolean not null default false,
        label_format varchar(255),
        shipping_label_format varchar(255),
        loading_dock_quantity int,
        receiving_special_instructions text,
        single_item_batch_size varchar(255),
        packaging_customer_id int,
        notes text,
        warehouse_features text[] not null default '{}',
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );

      -- The warehouses a customer is onboarded into; the earliest is its default.
      create table customer_warehouses (
        customer_id int not null references customers(id),
        warehouse_id int not null references warehouses(id),
        created_at timestamptz not null default now(),
        primary key (customer_id, warehouse_id)
      );

      create table locations (
        id serial primary key,
        warehouse_id int not null references warehouses(id),
        name varchar(255) not null,
        role varchar(16) not null default 'pickable'
          check (role in ('pickable', 'backstock', 'damaged', 'expired', 'reserved', 'pending', 'external', 'dropoff', 'b_stock')),
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        unique (warehouse_id, name)
      );
      create index locations_warehouse_role_idx on locations(warehouse_id, role, id);

      create table shipping_methods (
        id serial primary key,
        carrier varchar(255),
        service varchar(255),
        description varchar(255),
        name varchar(255) not null,
        scac varchar(16),
        international boolean not null default false,
        active boolean not null default true,
        flat_rate boolean not null default false,
        expedited boolean not null default false,
        trackable boolean not null default true,
        multi_parcel boolean not null default false,
        origins text[] not null default '{}',
        extended_description text,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );

      -- Sellable stock less what open orders hold; kept with quantity and published_quantity.
      alter table items add column sellable_quantity int not null default 0;

      create table lots (
        id serial primary key,
        customer_id int not null references customers(id),
        item_id int not null references items(id),
        number varchar(255) not null,
        expires_on date,
        shipnotice_item_id int,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        unique (item_id, number)
      );

      create table stock (
        id serial primary key,
        customer_id int not null references customers(id),
        item_id int not null references items(id),
        location_id int not null references locations(id),
        lot_id int references lots(id),
        quantity int not null default 0 check (quantity >= 0),
        committed int not null default 0 check (committed >= 0 and committed <= quantity),
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        constraint stock_item_location_lot_uq unique nulls not distinct (item_id, location_id, lot_id)
      );
      create index stock_location_idx on stock(location_id);

      create table item_transactions (
        id serial primary key,
        customer_id int not null references customers(id),
        item_id int not null references items(id),
        reason varchar(32) not null,
        change int not null,
        quantity int not null,
        description text not null,
        warehouse_id int references warehouses(id),
        location_id int references locations(id),
        lot_id int references lots(id),
        order_id int,
        shipnotice_id int,
        shipnotice_item_id int,
        user_id int,
        rule_id int,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );
      create index item_transactions_item_idx on item_transactions(item_id, id);

      -- Sellable stock falling to an item's low_inventory_threshold (item.low_inventory).
      create table low_inventory_crossings (
        id serial primary key,
        customer_id int not null references customers(id),
        item_id int not null references items(id),
        quantity int not null,
        threshold int not null,
        created_at timestamptz not null default now()
      );
      create index low_inventory_crossings_item_idx on low_inventory_crossings(item_id, id);

      create table shipnotices (
        id serial primary key,
        customer_id int not null references customers(id),
        warehouse_id int not null references warehouses(id),
        shipping_method_id int references shipping_methods(id),
        status int not null default 100,
        type varchar(32) not null default 'Shipnotice',
        sender varchar(255),
        eta timestamptz,
        received_by varchar(255),
        notes_by_service text,
        notes_by_customer text,
        total_boxes int,
        arrived_at timestamptz,
        skip_images boolean not null default false,
        easypostable_id varchar(255),
        easypostable_type varchar(255),
        shipping_label_url text,
        ship_actual_cost varchar(255),
        shipping_method_text varchar(255),
        carrier varchar(255),
        tracking varchar(255),
        order_id int,
        postage_billed boolean not null default false,
        handling_billed boolean not null default false,
        ship_3rdparty_cost varchar(255),
        requires_label boolean not null default false,
        completed_at timestamptz,
        ship_actual_currency varchar(3),
        delivered_at timestamptz,
        fully_delivered_at timestamptz,
        partially_arrived boolean,
        due_at timestamptz,
        meta_data text,
        reference varchar(255),
        quantities_verified jsonb not null default '{}',
        bol_proxy varchar(255),
        mid_code varchar(255),
        zone_status varchar(255),
        inspection_required boolean not null default false,
        processing_started_at timestamptz,
        meta_fields jsonb not null default '{}',
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );
      create index shipnotices_customer_idx on shipnotices(customer_id, id);

      create table shipnotice_items (
        id serial primary key,
        customer_id int not null references customers(id),
        shipnotice_id int not null references shipnotices(id) on delete cascade,
        item_id int not null references items(id),
        quantity int not null check (quantity > 0),
        quantity_good int not null default 0 check (quantity_good >= 0),
        quantity_damaged int not null default 0 check (quantity_damaged >= 0),
        description text,
        extended_description text,
        include_in_published boolean not null default true,
        return_action varchar(255),
        purchase_order_number varchar(255),
        unit_cost double precision,
        location_role varchar(16) not null default 'pickable'
          check (location_role in ('pickable', 'backstock', 'damaged', 'pending')),
        lot_number varchar(255),
        lot_expires_on date,
        lot_id int references lots(id),
        meta_fields jsonb not null default '{}',
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );
      create index shipnotice_items_shipnotice_idx on shipnotice_items(shipnotice_id, id);
      create index shipnotice_items_item_idx on shipnotice_items(item_id, id);
      alter table lots add constraint lots_shipnotice_item_fk foreign key (shipnotice_item_id) references shipnotice_items(id) on delete set null;

      create table bundle_items (
        id serial primary key,
        customer_id int not null references customers(id),
        parent_item_id int not null references items(id),
        item_id int not null references items(id),
        quantity int not null check (quantity > 0),
        max_per_package int check (max_per_package > 0),
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        unique (parent_item_id, item_id),
        check (parent_item_id <> item_id)
      );
      create index bundle_items_item_idx on bundle_items(item_id);

      create table scancodes (
        id serial primary key,
        customer_id int not null references customers(id),
        item_id int not null references items(id),
        "primary" boolean not null default false,
        name varchar(255) not null,
        active boolean not null default true,
        label_format varchar(255),
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        unique (customer_id, name)
      );
      create index scancodes_item_idx on scancodes(item_id, id);
      create unique index scancodes_one_primary_uq on scancodes(item_id) where "primary";
    `);
  }
}
