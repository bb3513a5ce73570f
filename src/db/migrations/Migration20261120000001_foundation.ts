import { Migration } from '@mikro-orm/migrations';

/** Customers, shops, OAuth clients and tokens, items, originators and meta keys. */
export class Migration20261120000001_foundation extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table customers (
        id serial primary key,
        name varchar(255) not null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );

      create table shops (
        id serial primary key,
        customer_id int not null references customers(id),
        name varchar(255) not null,
        sync_enabled boolean not null default false,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );
      create index shops_customer_id_idx on shops(customer_id);

      create table api_clients (
        id serial primary key,
        name varchar(255) not null,
        client_id varchar(255) not null unique,
        secret_hash varchar(255) not null,
        customer_id int references customers(id),
        scopes text[] not null,
        created_at timestamptz not null default now(),
        revoked_at timestamptz
      );

      create table access_tokens (
        id serial primary key,
        api_client_id int not null references api_clients(id),
        token_hash varchar(255) not null unique,
        refresh_hash varchar(255) not null unique,
        scopes text[] not null,
        expires_at timestamptz not null,
        refresh_expires_at timestamptz not null,
        revoked_at timestamptz,
        created_at timestamptz not null default now()
      );
      create index access_tokens_api_client_id_idx on access_tokens(api_client_id);

      create table items (
        id serial primary key,
        customer_id int not null references customers(id),
        sku varchar(255),
        title varchar(255),
        description text,
        weight double precision,
        length double precision,
        width double precision,
        height double precision,
        available boolean not null default true,
        image_originator_url text,
        vendor varchar(255),
        scancode varchar(255),
        price double precision,
        media_mail boolean not null default false,
        packaging boolean not null default false,
        active boolean not null default true,
        wholesale_cost double precision,
        is_bundle boolean not null default false,
        packaging_type varchar(255),
        promo boolean not null default false,
        street_date timestamptz,
        category varchar(255),
        include_inbound_in_published boolean not null default false,
        returnable boolean,
        return_sku_match varchar(255),
        return_price_restricted boolean,
        request_serial_number boolean,
        currency varchar(255),
        tariff_number varchar(255),
        notify_originator_inventory int,
        nmfc_code varchar(255),
        nmfc_class varchar(255),
        commodity_description text,
        hazmat boolean not null default false,
        hazmat_type varchar(255),
        misc text,
        ean varchar(255),
        lot_control boolean not null default false,
        expiration_period int,
        ship_strategy int not null default 0,
        velocity int not null default 0,
        case_quantity int,
        carton_quantity int,
        origin_country varchar(255),
        alcohol boolean not null default false,
        shippable_container boolean not null default false,
        goh boolean not null default false,
        label_format varchar(255),
        replenishment_min double precision,
        replenishment_target double precision,
        low_inventory_threshold int,
        quantity int not null default 0,
        published_quantity int not null default 0,
        meta_fields jsonb not null default '{}',
        archived_at timestamptz,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );
      create index items_customer_id_idx on items(customer_id, id);
      -- A SKU names one live item per customer; an archived item frees its SKU.
      create unique index items_customer_sku_live_uq on items(customer_id, sku) where archived_at is null and sku is not null;

      create table originators (
        id serial primary key,
        customer_id int not null references customers(id),
        originated_type varchar(255) not null,
        originated_id int not null,
        item_id int references items(id),
        shop_id int references shops(id),
        provider varchar(255),
        original_id varchar(255),
        group_id varchar(255),
        misc text,
        active boolean not null default true,
        integration_id int,
        last_notified_at timestamptz,
        last_notification_status varchar(255),
        distinct_originator_key varchar(255),
        application_id int,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );
      create index originators_item_id_idx on originators(item_id);
      create index originators_owner_idx on originators(customer_id, originated_type, originated_id);

      create table meta_keys (
        id serial primary key,
        customer_id int not null references customers(id),
        resource_type varchar(255) not null,
        key varchar(255) not null,
        description text,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        unique (customer_id, resource_type, key)
      );
    `);
  }
}
