import { Migration } from '@mikro-orm/migrations';

/**
 * Orders and their lines, with every field of the spec's Order and Order Item tables, and the
 * order history. Ship notices already read them (orders waiting for inbound stock).
 */
export class Migration20261120000003_orders extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table orders (
        id serial primary key,
        customer_id int not null references customers(id),
        shop_id int references shops(id),
        warehouse_id int references warehouses(id),
        return_warehouse_id int references warehouses(id),
        shipping_method_id int references shipping_methods(id),
        estimated_shipping_method_id int references shipping_methods(id),
        order_batch_id int,
        quote_id int,
        status int not null default 100,
        previous_status int,
        order_type varchar(32),
        order_orig varchar(255),
        package_label_reference varchar(35),
        level1_token varchar(255),
        level2_token varchar(255),
        meta_data text,
        customer_provided_label_carrier varchar(255),
        purchase_order varchar(255),
        email varchar(255),
        scac varchar(16),
        shop_shipping_method_currency varchar(3),
        shop_shipping_method_text varchar(255),
        shop_shipping_method_price double precision,
        shipping_carrier_facility varchar(255),
        ship_notes text,
        ship_3rdparty_account varchar(255),
        ship_3rdparty_zip varchar(255),
        ship_3rdparty_country varchar(255),
        ship_3rdparty_cost double precision,
        public_note text,
        requested_address text,
        customs_vat_number varchar(255),
        customs_eori_number varchar(255),
        customs_ioss_number varchar(255),
        customs_receiver_tax_id varchar(255),
        billing_name varchar(255), billing_company varchar(255), billing_address_1 varchar(255), billing_address_2 varchar(255),
        billing_address_3 varchar(255), billing_city varchar(255), billing_state varchar(255), billing_zip varchar(255),
        billing_country varchar(255), billing_phone varchar(255),
        first_name varchar(255), last_name varchar(255), full_name varchar(255), shipping_name varchar(255), shipping_company varchar(255),
        shipping_address_1 varchar(255), shipping_address_2 varchar(255), shipping_city varchar(255), shipping_state varchar(255),
        shipping_zip varchar(255), shipping_country varchar(255), shipping_country_iso2 varchar(2), shipping_phone varchar(255),
        return_name varchar(255), return_company varchar(255), return_address_1 varchar(255), return_address_2 varchar(255),
        return_city varchar(255), return_state varchar(255), return_country varchar(255), return_zip varchar(255),
        return_phone varchar(255), return_email varchar(255),
        req_insurance_value double precision,
        days_in_transit int,
        days_in_transit_carrier_estimate int,
        carrier_account_id int,
        return_time_limit int,
        skip_street_date boolean not null default false,
        batch_priority boolean not null default false,
        skip_address_verification boolean not null default false,
        do_not_bill boolean not null default false,
        residential boolean not null default false,
        require_signature boolean not null default false,
        require_adult_signature boolean not null default false,
        saturday_delivery boolean not null default false,
        gift boolean not null default false,
        insure boolean not null default false,
        contains_alcohol boolean not null default false,
        shipping_hold_for_pickup boolean not null default false,
        cross_border_ge_order boolean not null default false,
        is_workable boolean not null default true,
        is_gestating boolean not null default false,
        permissions_limited boolean not null default false,
        due_at timestamptz,
        shop_created_at timestamptz,
        shop_updated_at timestamptz,
        approximate_delivery_date date,
        shop_warehouse_ids int[] not null default '{}',
        tracking text[] not null default '{}',
        tracking_links text[] not null default '{}',
        incoterm varchar(3),
        packingslip_pdf_url text,
        address_verified boolean not null default false,
        return_address_verified boolean not null default false,
        billed boolean not null default false,
        expedited boolean not null default false,
        customs_required boolean not null default false,
        shipping_confirmation_sent boolean not null default false,
        ship_actual_cost double precision,
        shipped_on timestamptz,
        workable_at timestamptz,
        meta_fields jsonb not null default '{}',
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );
      create index orders_customer_idx on orders(customer_id, id);
      -- Orders waiting for stock are re-allocated oldest first when stock arrives.
      create index orders_waiting_idx on orders(customer_id, status, created_at, id);

      create table order_items (
        id serial primary key,
        order_id int not null references orders(id),
        customer_id int not null references customers(id),
        item_id int not null references items(id),
        package_id int,
        quote_item_id int,
        sku varchar(255),
        description text,
        quantity int not null check (quantity > 0),
        price double precision,
        unshippable boolean not null default false,
        available boolean not null default true,
        packed int not null default 0 check (packed >= 0),
        packaging boolean not null default false,
        wholesale_cost double precision,
        is_bundle boolean not null default false,
        retail_fee double precision,
        promo boolean not null default false,
        returnable boolean,
        currency varchar(3),
        wholesale_fee double precision,
        hazmat boolean not null default false,
        misc text,
        request_serial_number boolean not null default false,
        case_quantity int,
        carton_quantity int,
        goh boolean not null default false,
        meta_fields jsonb not null default '{}',
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );
      create index order_items_order_idx on order_items(order_id, id);
      create index order_items_item_idx on order_items(item_id);

      -- The order history: every status change and notable event.
      create table order_events (
        id serial primary key,
        order_id int not null references orders(id),
        customer_id int not null references customers(id),
        date timestamptz not null default now(),
        description text not null,
        event_type varchar(64) not null,
        saved_by varchar(255),
        saved_via varchar(32),
        saved_by_id int
      );
      create index order_events_order_idx on order_events(order_id, id);
    `);
  }
}
