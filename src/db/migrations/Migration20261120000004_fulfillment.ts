import { Migration } from '@mikro-orm/migrations';

/**
 * What orders need beyond their own rows: the stock each order holds (allocations), packages and
 * their shipping documents, serial numbers, order documents, wholesale details, saved searches and
 * bulk-create jobs, projects, and the carriers' SCAC codes.
 */
export class Migration20261120000004_fulfillment extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      -- Stock an open order holds: stock.committed is always the sum of these per stock row.
      create table order_allocations (
        id serial primary key,
        customer_id int not null references customers(id),
        order_id int not null references orders(id),
        order_item_id int not null references order_items(id) on delete cascade,
        item_id int not null references items(id),
        stock_id int not null references stock(id),
        quantity int not null check (quantity > 0),
        created_at timestamptz not null default now()
      );
      create index order_allocations_order_idx on order_allocations(order_id);
      create index order_allocations_stock_idx on order_allocations(stock_id);

      create table packages (
        id serial primary key,
        customer_id int not null references customers(id),
        order_id int not null references orders(id),
        shipped_on timestamptz,
        ship_actual_cost double precision,
        actual_weight double precision, actual_width double precision, actual_height double precision,
        actual_length double precision, actual_dimensional_weight double precision,
        tracking varchar(255),
        tracking_link text,
        order_item_ids int[] not null default '{}',
        ucc128 varchar(255),
        barcode_sscc18 varchar(255),
        ship_actual_currency varchar(3),
        manifest_id int,
        batch_id int,
        shipping_label_url text,
        shipment_id varchar(255),
        scan_form_url text,
        shipment_created_at timestamptz,
        shipment_updated_at timestamptz,
        contents_label_printed_at timestamptz,
        shipping_label_printed_at timestamptz,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );
      create index packages_order_idx on packages(order_id, id);
      alter table order_items add constraint order_items_package_fk foreign key (package_id) references packages(id);

      -- Labels, packing slips, commercial invoices made for a package.
      create table shipping_documents (
        id serial primary key,
        customer_id int not null references customers(id),
        order_id int not null references orders(id),
        package_id int references packages(id),
        document_type varchar(64) not null,
        format varchar(16) not null default 'PDF',
        url text not null,
        -- Who made it (the sandbox, a carrier), its raw address there, and whether customs got it electronically.
        label_provider varchar(64),
        provider_url text,
        electronically_submitted boolean not null default false,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );
      create index shipping_documents_package_idx on shipping_documents(package_id, id);
      create index shipping_documents_order_idx on shipping_documents(order_id, id);

      create table serial_numbers (
        id serial primary key,
        customer_id int not null references customers(id),
        order_item_id int references order_items(id) on delete cascade,
        shipnotice_item_id int references shipnotice_items(id),
        text varchar(255) not null,
        deleted_at timestamptz,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );
      create index serial_numbers_order_item_idx on serial_numbers(order_item_id, id);

      create table order_documents (
        id serial primary key,
        customer_id int not null references customers(id),
        order_id int not null references orders(id),
        url text not null,
        document_type varchar(64),
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );
      create index order_documents_order_idx on order_documents(order_id, id);

      create table order_wholesales (
        id serial primary key,
        customer_id int not null references customers(id),
        order_id int not null unique references orders(id),
        carrier_code varchar(255), carrier_service varchar(255), department varchar(255), department_description varchar(255),
        distribution_center varchar(255), fob_code varchar(255), gift_note text, location varchar(255), merchandise_type_code varchar(255),
        partner varchar(255), po_number varchar(255), sender varchar(255), vendor varchar(255), vendor_number varchar(255),
        store varchar(255), replenishment varchar(255), division varchar(255), fob_location_qualifier varchar(255),
        fob_location_description varchar(255), customer_account_number varchar(255), sort_code varchar(255), "group" varchar(255),
        seller_name varchar(255), reference varchar(255),
        start_date date, cancel_date date,
        store_address jsonb,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );

      create table wholesale_items (
        id serial primary key,
        customer_id int not null references customers(id),
        order_item_id int not null unique references order_items(id) on delete cascade,
        line_no varchar(255), item_alias varchar(255), item_color varchar(255), item_size varchar(255), vendor_part_number varchar(255),
        buyer_part_number varchar(255), consumer_package_code varchar(255), outer_pack_value varchar(255), inner_pack_value varchar(255),
        size_description varchar(255), color_description varchar(255), upc varchar(255), description text, style varchar(255),
        ean varchar(255), alternate_item_number varchar(255), alternate_barcode varchar(255), alternate_sku varchar(255),
        lot varchar(255), ih_category varchar(255),
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );

      -- A named list of orders (bulk create saves one holding exactly the orders it made).
      create table saved_searches (
        id serial primary key,
        customer_id int not null references customers(id),
        name varchar(255) not null,
        resource varchar(32) not null default 'Order',
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );
      create table saved_search_orders (
        saved_search_id int not null references saved_searches(id) on delete cascade,
        order_id int not null references orders(id),
        primary key (saved_search_id, order_id)
      );

      -- A bulk create: its resources are kept so the job can resume after a crash without
      -- creating any order twice (each resource records the order it made, in the same transaction).
      create table order_bulk_jobs (
        id serial primary key,
        customer_id int not null references customers(id),
        shop_id int references shops(id),
        -- Who asked: the job acts as that client did.
        api_client_id int not null references api_clients(id),
        staff boolean not null default false,
        saved_search_id int not null references saved_searches(id),
        status varchar(16) not null default 'queued' check (status in ('queued', 'running', 'completed')),
        total int not null,
        started_at timestamptz,
        finished_at timestamptz,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );
      create table order_bulk_resources (
        job_id int not null references order_bulk_jobs(id),
        position int not null,
        input jsonb,
        order_id int references orders(id),
        result text,
        primary key (job_id, position)
      );

      create table projects (
        id serial primary key,
        customer_id int not null references customers(id),
        warehouse_id int references warehouses(id),
        name varchar(255) not null,
        description text,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );
      create table project_tasks (
        id serial primary key,
        project_id int not null references projects(id),
        customer_id int not null references customers(id),
        warehouse_id int references warehouses(id),
        description text,
        label varchar(255),
        quantity int not null default 0 check (quantity >= 0),
        cost_per_unit double precision,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );
      create index project_tasks_project_idx on project_tasks(project_id, id);

      -- Standard Carrier Alpha Codes of the carriers freight (load) shipments can go with: shared reference data.
      create table load_scacs (
        id serial primary key,
        name varchar(255) not null,
        context varchar(64),
        owner_name varchar(255),
        scac varchar(4) not null unique,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );
      -- Real SCACs of common US freight carriers; context is the kind of freight they carry (LTL or FTL).
      insert into load_scacs (name, context, owner_name, scac) values
        ('Old Dominion Freight Line', 'LTL', 'Old Dominion Freight Line, Inc.', 'ODFL'),
        ('Saia LTL Freight', 'LTL', 'Saia, Inc.', 'SAIA'),
        ('FedEx Freight Priority', 'LTL', 'FedEx Corporation', 'FXFE'),
        ('FedEx Freight Economy', 'LTL', 'FedEx Corporation', 'FXNL'),
        ('ABF Freight', 'LTL', 'ArcBest Corporation', 'ABFS'),
        ('Estes Express Lines', 'LTL', 'Estes Express Lines', 'EXLA'),
        ('R+L Carriers', 'LTL', 'R+L Carriers, Inc.', 'RLCA'),
        ('XPO LTL', 'LTL', 'XPO, Inc.', 'CNWY'),
        ('TForce Freight', 'LTL', 'TFI International Inc.', 'UPGF'),
        ('Southeastern Freight Lines', 'LTL', 'Southeastern Freight Lines, Inc.', 'SEFL'),
        ('AAA Cooper Transportation', 'LTL', 'AAA Cooper Transportation', 'AACT'),
        ('Averitt Express', 'LTL', 'Averitt Express, Inc.', 'AVRT'),
        ('J.B. Hunt Transport', 'FTL', 'J.B. Hunt Transport Services, Inc.', 'JBHT'),
        ('Schneider National', 'FTL', 'Schneider National, Inc.', 'SCNN');
    `);
  }
}
