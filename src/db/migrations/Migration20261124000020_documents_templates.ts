import { Migration } from '@mikro-orm/migrations';

/**
 * The original's `/documents` and `/templates`, each a customer's own, and the customs details an
 * order takes through `customs_info_attributes` beyond the customs columns orders already have.
 * Documents are files referenced by URL, as order documents are; their four tag lists are arrays
 * (a customer's documents are few, so `tagged_with` reads them through documents_customer_idx). A customer has at most one default template per type.
 */
export class Migration20261124000020_documents_templates extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table documents (
        id serial primary key,
        customer_id int not null references customers(id),
        url text not null,
        -- what the document is about (Order 12, Item 3), or neither
        owner_type varchar(32),
        owner_id int,
        keyword_list text[] not null default '{}',
        message_list text[] not null default '{}',
        context_list text[] not null default '{}',
        resource_type_list text[] not null default '{}',
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        check ((owner_type is null) = (owner_id is null))
      );
      create index documents_customer_idx on documents(customer_id, id);

      create table templates (
        id serial primary key,
        customer_id int not null references customers(id),
        name varchar(255) not null,
        -- a type of the fixed catalog in src/domain/templates/types.ts
        template_type_id int not null,
        content text not null,
        size varchar(32),
        "default" boolean not null default false,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );
      create index templates_customer_idx on templates(customer_id, id);
      create unique index templates_one_default on templates(customer_id, template_type_id) where "default";

      create table order_customs_infos (
        order_id int primary key references orders(id) on delete cascade,
        customer_id int not null references customers(id),
        importer_of_record_id int,
        send_electonic_trade_docs boolean not null default false,
        signer varchar(255),
        au_vat_number varchar(255),
        eu_vat_number varchar(255),
        uk_vat_number varchar(255),
        misc_vat_number varchar(255),
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );
    `);
  }
}
