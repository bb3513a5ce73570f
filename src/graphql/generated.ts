import { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import { Item as ItemModel, Originator as OriginatorModel } from '../domain/items/entities';
import { Customer as CustomerModel, Shop as ShopModel } from '../domain/customers/entities';
import { MetaKey as MetaKeyModel } from '../domain/meta/entities';
import { BundleItem as BundleItemModel } from '../domain/bundles/entities';
import { Scancode as ScancodeModel } from '../domain/scancodes/entities';
import { Connection as ConnectionModel } from '../domain/common/list/connection';
import { RequestContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO 8601 calendar date (YYYY-MM-DD). */
  Date: { input: string; output: string; }
  /** An ISO 8601 date-time. */
  DateTime: { input: Date | string; output: Date | string; }
  /** Any JSON value. */
  JSON: { input: unknown; output: unknown; }
};

/**
 * A component of a bundle: `quantity` of item `item_id` in one of the bundle item `parent_item_id`.
 * A bundle has no stock of its own: its quantity is what its components' sellable stock can make.
 */
export type BundleItem = {
  __typename?: 'BundleItem';
  /** the bundle's id: the same as parent_item_id (a bundle is an item, not a separate record) */
  bundle_id: Scalars['Int']['output'];
  created_at: Scalars['DateTime']['output'];
  id: Scalars['Int']['output'];
  /** the component item */
  item_id: Scalars['Int']['output'];
  /** the component's name */
  item_name?: Maybe<Scalars['String']['output']>;
  /** the component's on-hand quantity, as a string (as the original sends it) */
  item_quantity?: Maybe<Scalars['String']['output']>;
  max_per_package?: Maybe<Scalars['Int']['output']>;
  /** the bundle (an item with is_bundle) */
  parent_item_id: Scalars['Int']['output'];
  /** units of the component in one bundle */
  quantity: Scalars['Int']['output'];
  updated_at: Scalars['DateTime']['output'];
};

export type BundleItemCreateInput = {
  /** the component item, of the same customer */
  item_id: Scalars['Int']['input'];
  max_per_package?: InputMaybe<Scalars['Int']['input']>;
  /** units of the component per bundle, above zero */
  quantity: Scalars['Int']['input'];
};

export type BundleItemUpdateInput = {
  max_per_package?: InputMaybe<Scalars['Int']['input']>;
  quantity?: InputMaybe<Scalars['Int']['input']>;
};

/** ISO 3166-1 alpha-2 country codes accepted as origin_country. */
export type CountryCode =
  | 'AD'
  | 'AE'
  | 'AF'
  | 'AG'
  | 'AI'
  | 'AL'
  | 'AM'
  | 'AO'
  | 'AQ'
  | 'AR'
  | 'AS'
  | 'AT'
  | 'AU'
  | 'AW'
  | 'AX'
  | 'AZ'
  | 'BA'
  | 'BB'
  | 'BD'
  | 'BE'
  | 'BF'
  | 'BG'
  | 'BH'
  | 'BI'
  | 'BJ'
  | 'BL'
  | 'BM'
  | 'BN'
  | 'BO'
  | 'BQ'
  | 'BR'
  | 'BS'
  | 'BT'
  | 'BV'
  | 'BW'
  | 'BY'
  | 'BZ'
  | 'CA'
  | 'CC'
  | 'CD'
  | 'CF'
  | 'CG'
  | 'CH'
  | 'CI'
  | 'CK'
  | 'CL'
  | 'CM'
  | 'CN'
  | 'CO'
  | 'CR'
  | 'CU'
  | 'CV'
  | 'CW'
  | 'CX'
  | 'CY'
  | 'CZ'
  | 'DE'
  | 'DJ'
  | 'DK'
  | 'DM'
  | 'DO'
  | 'DZ'
  | 'EC'
  | 'EE'
  | 'EG'
  | 'EH'
  | 'ER'
  | 'ES'
  | 'ET'
  | 'FI'
  | 'FJ'
  | 'FK'
  | 'FM'
  | 'FO'
  | 'FR'
  | 'GA'
  | 'GB'
  | 'GD'
  | 'GE'
  | 'GF'
  | 'GG'
  | 'GH'
  | 'GI'
  | 'GL'
  | 'GM'
  | 'GN'
  | 'GP'
  | 'GQ'
  | 'GR'
  | 'GS'
  | 'GT'
  | 'GU'
  | 'GW'
  | 'GY'
  | 'HK'
  | 'HM'
  | 'HN'
  | 'HR'
  | 'HT'
  | 'HU'
  | 'ID'
  | 'IE'
  | 'IL'
  | 'IM'
  | 'IN'
  | 'IO'
  | 'IQ'
  | 'IR'
  | 'IS'
  | 'IT'
  | 'JE'
  | 'JM'
  | 'JO'
  | 'JP'
  | 'KE'
  | 'KG'
  | 'KH'
  | 'KI'
  | 'KM'
  | 'KN'
  | 'KP'
  | 'KR'
  | 'KW'
  | 'KY'
  | 'KZ'
  | 'LA'
  | 'LB'
  | 'LC'
  | 'LI'
  | 'LK'
  | 'LR'
  | 'LS'
  | 'LT'
  | 'LU'
  | 'LV'
  | 'LY'
  | 'MA'
  | 'MC'
  | 'MD'
  | 'ME'
  | 'MF'
  | 'MG'
  | 'MH'
  | 'MK'
  | 'ML'
  | 'MM'
  | 'MN'
  | 'MO'
  | 'MP'
  | 'MQ'
  | 'MR'
  | 'MS'
  | 'MT'
  | 'MU'
  | 'MV'
  | 'MW'
  | 'MX'
  | 'MY'
  | 'MZ'
  | 'NA'
  | 'NC'
  | 'NE'
  | 'NF'
  | 'NG'
  | 'NI'
  | 'NL'
  | 'NO'
  | 'NP'
  | 'NR'
  | 'NU'
  | 'NZ'
  | 'OM'
  | 'PA'
  | 'PE'
  | 'PF'
  | 'PG'
  | 'PH'
  | 'PK'
  | 'PL'
  | 'PM'
  | 'PN'
  | 'PR'
  | 'PS'
  | 'PT'
  | 'PW'
  | 'PY'
  | 'QA'
  | 'RE'
  | 'RO'
  | 'RS'
  | 'RU'
  | 'RW'
  | 'SA'
  | 'SB'
  | 'SC'
  | 'SD'
  | 'SE'
  | 'SG'
  | 'SH'
  | 'SI'
  | 'SJ'
  | 'SK'
  | 'SL'
  | 'SM'
  | 'SN'
  | 'SO'
  | 'SR'
  | 'SS'
  | 'ST'
  | 'SV'
  | 'SX'
  | 'SY'
  | 'SZ'
  | 'TC'
  | 'TD'
  | 'TF'
  | 'TG'
  | 'TH'
  | 'TJ'
  | 'TK'
  | 'TL'
  | 'TM'
  | 'TN'
  | 'TO'
  | 'TR'
  | 'TT'
  | 'TV'
  | 'TW'
  | 'TZ'
  | 'UA'
  | 'UG'
  | 'UM'
  | 'US'
  | 'UY'
  | 'UZ'
  | 'VA'
  | 'VC'
  | 'VE'
  | 'VG'
  | 'VI'
  | 'VN'
  | 'VU'
  | 'WF'
  | 'WS'
  | 'XK'
  | 'YE'
  | 'YT'
  | 'ZA'
  | 'ZM'
  | 'ZW';

/** A merchant account. Customer clients see only their own. */
export type Customer = {
  __typename?: 'Customer';
  created_at: Scalars['DateTime']['output'];
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  shops: Array<Shop>;
  updated_at: Scalars['DateTime']['output'];
};

/** The answer to customer_invite: the new customer and its API client credentials, shown once. */
export type CustomerInvitation = {
  __typename?: 'CustomerInvitation';
  client_id: Scalars['String']['output'];
  client_secret: Scalars['String']['output'];
  customer: Customer;
  scopes: Array<Scalars['String']['output']>;
};

export type CustomerInviteInput = {
  name: Scalars['String']['input'];
  /** Scopes of the client: user_read, user_manage. Default both. */
  scopes?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** hazmat_type values. */
export type HazmatType =
  | 'LITHIUM'
  | 'ORMD'
  | 'lithium'
  | 'ormd';

/**
 * A single shippable unit: a variant of a commerce-platform product (a small shirt, not the shirt).
 * Archived items are left out of lists and searches unless asked for, and can be fetched by id.
 */
export type Item = {
  __typename?: 'Item';
  /** active */
  active?: Maybe<Scalars['Boolean']['output']>;
  /** contains alcohol */
  alcohol?: Maybe<Scalars['Boolean']['output']>;
  /** archived items are left out of lists; see item_call_action(unarchive) */
  archived: Scalars['Boolean']['output'];
  /** availability */
  available?: Maybe<Scalars['Boolean']['output']>;
  /** the components of this bundle (empty for a plain item) */
  bundle_items: Array<BundleItem>;
  /** cases per carton */
  carton_quantity?: Maybe<Scalars['Int']['output']>;
  /** items per case */
  case_quantity?: Maybe<Scalars['Int']['output']>;
  /** category */
  category?: Maybe<Scalars['String']['output']>;
  /** commodity description */
  commodity_description?: Maybe<Scalars['String']['output']>;
  created_at: Scalars['DateTime']['output'];
  /** currency */
  currency?: Maybe<Scalars['String']['output']>;
  /** owning customer */
  customer_id?: Maybe<Scalars['Int']['output']>;
  /** description */
  description?: Maybe<Scalars['String']['output']>;
  /** EAN */
  ean?: Maybe<Scalars['String']['output']>;
  /** items within this many days of expiration are not allowed to ship */
  expiration_period?: Maybe<Scalars['Int']['output']>;
  /** title and description, formatted */
  full_description: Scalars['String']['output'];
  /** garment on hanger */
  goh?: Maybe<Scalars['Boolean']['output']>;
  /** deprecated */
  hazmat?: Maybe<Scalars['Boolean']['output']>;
  /** `ormd`, `lithium`, `ORMD`, `LITHIUM` */
  hazmat_type?: Maybe<HazmatType>;
  /** inches */
  height?: Maybe<Scalars['Float']['output']>;
  id: Scalars['Int']['output'];
  /** originator URL of the image */
  image_originator_url?: Maybe<Scalars['String']['output']>;
  /** the item image url */
  image_url?: Maybe<Scalars['String']['output']>;
  /** the bundles this item is a component of */
  in_bundles: Array<Item>;
  /** include inbound items in published quantity */
  include_inbound_in_published?: Maybe<Scalars['Boolean']['output']>;
  /** item is a bundle */
  is_bundle?: Maybe<Scalars['Boolean']['output']>;
  /** `default`, `service_mini` */
  label_format?: Maybe<LabelFormat>;
  /** inches */
  length?: Maybe<Scalars['Float']['output']>;
  /** lot control required */
  lot_control?: Maybe<Scalars['Boolean']['output']>;
  /** quantity at which the item counts as low inventory */
  low_inventory_threshold?: Maybe<Scalars['Int']['output']>;
  /** eligible for media mail */
  media_mail?: Maybe<Scalars['Boolean']['output']>;
  meta_fields: MetaFields;
  /** miscellaneous information */
  misc?: Maybe<Scalars['String']['output']>;
  /** the item name and description, formatted */
  name: Scalars['String']['output'];
  /** freight class code */
  nmfc_class?: Maybe<Scalars['String']['output']>;
  /** freight classification code */
  nmfc_code?: Maybe<Scalars['String']['output']>;
  /** notify originator of inventory */
  notify_originator_inventory?: Maybe<Scalars['Int']['output']>;
  /** ISO 3166-1 alpha-2 code from the list below */
  origin_country?: Maybe<CountryCode>;
  /** the item's originators (search, sort and paging as every list) */
  originators: OriginatorConnection;
  originators_count: Scalars['Int']['output'];
  /** the item is packaging */
  packaging?: Maybe<Scalars['Boolean']['output']>;
  /** see below */
  packaging_type?: Maybe<PackagingType>;
  /** price */
  price?: Maybe<Scalars['Float']['output']>;
  /** promo item */
  promo?: Maybe<Scalars['Boolean']['output']>;
  /** sellable quantity, plus inbound when include_inbound_in_published */
  published_quantity: Scalars['Int']['output'];
  /** on-hand quantity in sellable locations */
  quantity: Scalars['Int']['output'];
  /** minimum days of stock kept in forward pick locations */
  replenishment_min?: Maybe<Scalars['Float']['output']>;
  /** target days of stock for replenishing forward pick locations */
  replenishment_target?: Maybe<Scalars['Float']['output']>;
  /** serial number required when shipping */
  request_serial_number?: Maybe<Scalars['Boolean']['output']>;
  /** return price restricted */
  return_price_restricted?: Maybe<Scalars['Boolean']['output']>;
  /** return SKU match */
  return_sku_match?: Maybe<Scalars['String']['output']>;
  /** returnable */
  returnable?: Maybe<Scalars['Boolean']['output']>;
  /** scancode */
  scancode?: Maybe<Scalars['String']['output']>;
  /** the item's alternate scancodes (search, sort and paging as every list) */
  scancodes: ScancodeConnection;
  /** which locations to pick first: Default, FIFO, FEFO (integer codes) */
  ship_strategy?: Maybe<Scalars['Int']['output']>;
  /** shippable container */
  shippable_container?: Maybe<Scalars['Boolean']['output']>;
  /** SKU */
  sku?: Maybe<Scalars['String']['output']>;
  /** street date */
  street_date?: Maybe<Scalars['DateTime']['output']>;
  /** harmonized tariff number for international shipping */
  tariff_number?: Maybe<Scalars['String']['output']>;
  /** title */
  title?: Maybe<Scalars['String']['output']>;
  updated_at: Scalars['DateTime']['output'];
  /** average units expected to sell per day */
  velocity?: Maybe<Scalars['Int']['output']>;
  /** vendor */
  vendor?: Maybe<Scalars['String']['output']>;
  /** pounds */
  weight?: Maybe<Scalars['Float']['output']>;
  /** wholesale cost */
  wholesale_cost?: Maybe<Scalars['Float']['output']>;
  /** inches */
  width?: Maybe<Scalars['Float']['output']>;
};


/**
 * A single shippable unit: a variant of a commerce-platform product (a small shirt, not the shirt).
 * Archived items are left out of lists and searches unless asked for, and can be fetched by id.
 */
export type ItemOriginatorsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  per_page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
};


/**
 * A single shippable unit: a variant of a commerce-platform product (a small shirt, not the shirt).
 * Archived items are left out of lists and searches unless asked for, and can be fetched by id.
 */
export type ItemOriginators_CountArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
};


/**
 * A single shippable unit: a variant of a commerce-platform product (a small shirt, not the shirt).
 * Archived items are left out of lists and searches unless asked for, and can be fetched by id.
 */
export type ItemScancodesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  per_page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
};

export type ItemConnection = {
  __typename?: 'ItemConnection';
  edges: Array<ItemEdge>;
  nodes: Array<Item>;
  page_info: PageInfo;
  total_count: Scalars['Int']['output'];
};

export type ItemCreateInput = {
  /** active */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** contains alcohol */
  alcohol?: InputMaybe<Scalars['Boolean']['input']>;
  /** availability */
  available?: InputMaybe<Scalars['Boolean']['input']>;
  /** cases per carton */
  carton_quantity?: InputMaybe<Scalars['Int']['input']>;
  /** items per case */
  case_quantity?: InputMaybe<Scalars['Int']['input']>;
  /** category */
  category?: InputMaybe<Scalars['String']['input']>;
  /** commodity description */
  commodity_description?: InputMaybe<Scalars['String']['input']>;
  /** currency */
  currency?: InputMaybe<Scalars['String']['input']>;
  /** owning customer */
  customer_id?: InputMaybe<Scalars['Int']['input']>;
  /** description */
  description?: InputMaybe<Scalars['String']['input']>;
  /** EAN */
  ean?: InputMaybe<Scalars['String']['input']>;
  /** items within this many days of expiration are not allowed to ship */
  expiration_period?: InputMaybe<Scalars['Int']['input']>;
  /** garment on hanger */
  goh?: InputMaybe<Scalars['Boolean']['input']>;
  /** deprecated */
  hazmat?: InputMaybe<Scalars['Boolean']['input']>;
  /** `ormd`, `lithium`, `ORMD`, `LITHIUM` */
  hazmat_type?: InputMaybe<HazmatType>;
  /** inches */
  height?: InputMaybe<Scalars['Float']['input']>;
  /** originator URL of the image */
  image_originator_url?: InputMaybe<Scalars['String']['input']>;
  /** include inbound items in published quantity */
  include_inbound_in_published?: InputMaybe<Scalars['Boolean']['input']>;
  /** item is a bundle */
  is_bundle?: InputMaybe<Scalars['Boolean']['input']>;
  /** `default`, `service_mini` */
  label_format?: InputMaybe<LabelFormat>;
  /** inches */
  length?: InputMaybe<Scalars['Float']['input']>;
  /** lot control required */
  lot_control?: InputMaybe<Scalars['Boolean']['input']>;
  /** quantity at which the item counts as low inventory */
  low_inventory_threshold?: InputMaybe<Scalars['Int']['input']>;
  /** eligible for media mail */
  media_mail?: InputMaybe<Scalars['Boolean']['input']>;
  /** meta fields on declared keys: { fields: { key: value } } */
  meta_fields?: InputMaybe<MetaFieldsInput>;
  /** miscellaneous information */
  misc?: InputMaybe<Scalars['String']['input']>;
  /** freight class code */
  nmfc_class?: InputMaybe<Scalars['String']['input']>;
  /** freight classification code */
  nmfc_code?: InputMaybe<Scalars['String']['input']>;
  /** notify originator of inventory */
  notify_originator_inventory?: InputMaybe<Scalars['Int']['input']>;
  /** ISO 3166-1 alpha-2 code from the list below */
  origin_country?: InputMaybe<CountryCode>;
  originators_attributes?: InputMaybe<Array<OriginatorAttributes>>;
  /** the item is packaging */
  packaging?: InputMaybe<Scalars['Boolean']['input']>;
  /** see below */
  packaging_type?: InputMaybe<PackagingType>;
  /** price */
  price?: InputMaybe<Scalars['Float']['input']>;
  /** promo item */
  promo?: InputMaybe<Scalars['Boolean']['input']>;
  /** minimum days of stock kept in forward pick locations */
  replenishment_min?: InputMaybe<Scalars['Float']['input']>;
  /** target days of stock for replenishing forward pick locations */
  replenishment_target?: InputMaybe<Scalars['Float']['input']>;
  /** serial number required when shipping */
  request_serial_number?: InputMaybe<Scalars['Boolean']['input']>;
  /** return price restricted */
  return_price_restricted?: InputMaybe<Scalars['Boolean']['input']>;
  /** return SKU match */
  return_sku_match?: InputMaybe<Scalars['String']['input']>;
  /** returnable */
  returnable?: InputMaybe<Scalars['Boolean']['input']>;
  /** scancode */
  scancode?: InputMaybe<Scalars['String']['input']>;
  /** which locations to pick first: Default, FIFO, FEFO (integer codes) */
  ship_strategy?: InputMaybe<Scalars['Int']['input']>;
  /** shippable container */
  shippable_container?: InputMaybe<Scalars['Boolean']['input']>;
  /** SKU */
  sku?: InputMaybe<Scalars['String']['input']>;
  /** street date */
  street_date?: InputMaybe<Scalars['DateTime']['input']>;
  /** harmonized tariff number for international shipping */
  tariff_number?: InputMaybe<Scalars['String']['input']>;
  /** title */
  title?: InputMaybe<Scalars['String']['input']>;
  /** average units expected to sell per day */
  velocity?: InputMaybe<Scalars['Int']['input']>;
  /** vendor */
  vendor?: InputMaybe<Scalars['String']['input']>;
  /** pounds */
  weight?: InputMaybe<Scalars['Float']['input']>;
  /** wholesale cost */
  wholesale_cost?: InputMaybe<Scalars['Float']['input']>;
  /** inches */
  width?: InputMaybe<Scalars['Float']['input']>;
};

export type ItemEdge = {
  __typename?: 'ItemEdge';
  cursor: Scalars['String']['output'];
  node: Item;
};

export type ItemUpdateInput = {
  /** active */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** contains alcohol */
  alcohol?: InputMaybe<Scalars['Boolean']['input']>;
  /** availability */
  available?: InputMaybe<Scalars['Boolean']['input']>;
  /** cases per carton */
  carton_quantity?: InputMaybe<Scalars['Int']['input']>;
  /** items per case */
  case_quantity?: InputMaybe<Scalars['Int']['input']>;
  /** category */
  category?: InputMaybe<Scalars['String']['input']>;
  /** commodity description */
  commodity_description?: InputMaybe<Scalars['String']['input']>;
  /** currency */
  currency?: InputMaybe<Scalars['String']['input']>;
  /** owning customer */
  customer_id?: InputMaybe<Scalars['Int']['input']>;
  /** description */
  description?: InputMaybe<Scalars['String']['input']>;
  /** EAN */
  ean?: InputMaybe<Scalars['String']['input']>;
  /** items within this many days of expiration are not allowed to ship */
  expiration_period?: InputMaybe<Scalars['Int']['input']>;
  /** garment on hanger */
  goh?: InputMaybe<Scalars['Boolean']['input']>;
  /** deprecated */
  hazmat?: InputMaybe<Scalars['Boolean']['input']>;
  /** `ormd`, `lithium`, `ORMD`, `LITHIUM` */
  hazmat_type?: InputMaybe<HazmatType>;
  /** inches */
  height?: InputMaybe<Scalars['Float']['input']>;
  /** originator URL of the image */
  image_originator_url?: InputMaybe<Scalars['String']['input']>;
  /** include inbound items in published quantity */
  include_inbound_in_published?: InputMaybe<Scalars['Boolean']['input']>;
  /** item is a bundle */
  is_bundle?: InputMaybe<Scalars['Boolean']['input']>;
  /** `default`, `service_mini` */
  label_format?: InputMaybe<LabelFormat>;
  /** inches */
  length?: InputMaybe<Scalars['Float']['input']>;
  /** lot control required */
  lot_control?: InputMaybe<Scalars['Boolean']['input']>;
  /** quantity at which the item counts as low inventory */
  low_inventory_threshold?: InputMaybe<Scalars['Int']['input']>;
  /** eligible for media mail */
  media_mail?: InputMaybe<Scalars['Boolean']['input']>;
  /** miscellaneous information */
  misc?: InputMaybe<Scalars['String']['input']>;
  /** freight class code */
  nmfc_class?: InputMaybe<Scalars['String']['input']>;
  /** freight classification code */
  nmfc_code?: InputMaybe<Scalars['String']['input']>;
  /** notify originator of inventory */
  notify_originator_inventory?: InputMaybe<Scalars['Int']['input']>;
  /** ISO 3166-1 alpha-2 code from the list below */
  origin_country?: InputMaybe<CountryCode>;
  /** the item is packaging */
  packaging?: InputMaybe<Scalars['Boolean']['input']>;
  /** see below */
  packaging_type?: InputMaybe<PackagingType>;
  /** price */
  price?: InputMaybe<Scalars['Float']['input']>;
  /** promo item */
  promo?: InputMaybe<Scalars['Boolean']['input']>;
  /** minimum days of stock kept in forward pick locations */
  replenishment_min?: InputMaybe<Scalars['Float']['input']>;
  /** target days of stock for replenishing forward pick locations */
  replenishment_target?: InputMaybe<Scalars['Float']['input']>;
  /** serial number required when shipping */
  request_serial_number?: InputMaybe<Scalars['Boolean']['input']>;
  /** return price restricted */
  return_price_restricted?: InputMaybe<Scalars['Boolean']['input']>;
  /** return SKU match */
  return_sku_match?: InputMaybe<Scalars['String']['input']>;
  /** returnable */
  returnable?: InputMaybe<Scalars['Boolean']['input']>;
  /** scancode */
  scancode?: InputMaybe<Scalars['String']['input']>;
  /** which locations to pick first: Default, FIFO, FEFO (integer codes) */
  ship_strategy?: InputMaybe<Scalars['Int']['input']>;
  /** shippable container */
  shippable_container?: InputMaybe<Scalars['Boolean']['input']>;
  /** SKU */
  sku?: InputMaybe<Scalars['String']['input']>;
  /** street date */
  street_date?: InputMaybe<Scalars['DateTime']['input']>;
  /** harmonized tariff number for international shipping */
  tariff_number?: InputMaybe<Scalars['String']['input']>;
  /** title */
  title?: InputMaybe<Scalars['String']['input']>;
  /** average units expected to sell per day */
  velocity?: InputMaybe<Scalars['Int']['input']>;
  /** vendor */
  vendor?: InputMaybe<Scalars['String']['input']>;
  /** pounds */
  weight?: InputMaybe<Scalars['Float']['input']>;
  /** wholesale cost */
  wholesale_cost?: InputMaybe<Scalars['Float']['input']>;
  /** inches */
  width?: InputMaybe<Scalars['Float']['input']>;
};

/** label_format values. */
export type LabelFormat =
  | 'default'
  | 'service_mini';

/** The V2 message response. */
export type Message = {
  __typename?: 'Message';
  message: Scalars['String']['output'];
};

/** Meta fields of a resource: `fields` are key/value pairs on declared keys. */
export type MetaFields = {
  __typename?: 'MetaFields';
  association_fields: Scalars['JSON']['output'];
  fields: Scalars['JSON']['output'];
};

export type MetaFieldsInput = {
  association_fields?: InputMaybe<Scalars['JSON']['input']>;
  fields?: InputMaybe<Scalars['JSON']['input']>;
};

/** A meta key a customer declared for a resource type (Item, Order, OrderItem, Shipnotice, ShipnoticeItem). */
export type MetaKey = {
  __typename?: 'MetaKey';
  created_at: Scalars['DateTime']['output'];
  customer_id: Scalars['Int']['output'];
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  key: Scalars['String']['output'];
  resource_type: Scalars['String']['output'];
  updated_at: Scalars['DateTime']['output'];
};

export type MetaKeyInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  key: Scalars['String']['input'];
  resource_type: Scalars['String']['input'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Adds a component to the bundle parent_item_id (which becomes a bundle). */
  bundle_item_create: BundleItem;
  /** Removes a component from its bundle; the component item itself is left unchanged. Returns the removed component. */
  bundle_item_delete: BundleItem;
  bundle_item_update: BundleItem;
  /** Staff only: invites a customer and returns its client credentials. */
  customer_invite: CustomerInvitation;
  /** Archives the item (REST DELETE /items/{id}); archiving an archived item changes nothing. */
  item_archive: Item;
  /** Performs an action from item_actions: archive, unarchive. */
  item_call_action: Item;
  item_create: Item;
  /** Merges meta fields on declared keys; a null value removes a key. */
  item_meta_fields_update: Item;
  item_update: Item;
  /** Declares a meta key for the current customer. */
  meta_key_create: MetaKey;
  scancode_create: Scancode;
};


export type MutationBundle_Item_CreateArgs = {
  input: BundleItemCreateInput;
  parent_item_id: Scalars['Int']['input'];
};


export type MutationBundle_Item_DeleteArgs = {
  id: Scalars['Int']['input'];
};


export type MutationBundle_Item_UpdateArgs = {
  id: Scalars['Int']['input'];
  input: BundleItemUpdateInput;
};


export type MutationCustomer_InviteArgs = {
  input: CustomerInviteInput;
};


export type MutationItem_ArchiveArgs = {
  id: Scalars['Int']['input'];
};


export type MutationItem_Call_ActionArgs = {
  action: Scalars['String']['input'];
  args?: InputMaybe<Scalars['JSON']['input']>;
  id: Scalars['Int']['input'];
};


export type MutationItem_CreateArgs = {
  input: ItemCreateInput;
};


export type MutationItem_Meta_Fields_UpdateArgs = {
  association_fields?: InputMaybe<Scalars['JSON']['input']>;
  fields?: InputMaybe<Scalars['JSON']['input']>;
  id: Scalars['Int']['input'];
};


export type MutationItem_UpdateArgs = {
  id: Scalars['Int']['input'];
  input: ItemUpdateInput;
};


export type MutationMeta_Key_CreateArgs = {
  input: MetaKeyInput;
};


export type MutationScancode_CreateArgs = {
  input: ScancodeCreateInput;
};

/** The e-commerce, API or ERP representation of an item, order or order item. */
export type Originator = {
  __typename?: 'Originator';
  active?: Maybe<Scalars['Boolean']['output']>;
  application_id?: Maybe<Scalars['Int']['output']>;
  created_at: Scalars['DateTime']['output'];
  distinct_originator_key?: Maybe<Scalars['String']['output']>;
  group_id?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  integration_id?: Maybe<Scalars['Int']['output']>;
  last_notification_status?: Maybe<Scalars['String']['output']>;
  last_notified_at?: Maybe<Scalars['DateTime']['output']>;
  misc?: Maybe<Scalars['String']['output']>;
  original_id?: Maybe<Scalars['String']['output']>;
  originated_id?: Maybe<Scalars['Int']['output']>;
  originated_type?: Maybe<Scalars['String']['output']>;
  provider?: Maybe<Scalars['String']['output']>;
  shop_id?: Maybe<Scalars['Int']['output']>;
  updated_at: Scalars['DateTime']['output'];
};

/** Only original_id, group_id and misc are given when a request supplies an originator. */
export type OriginatorAttributes = {
  group_id?: InputMaybe<Scalars['String']['input']>;
  misc?: InputMaybe<Scalars['String']['input']>;
  original_id?: InputMaybe<Scalars['String']['input']>;
};

export type OriginatorConnection = {
  __typename?: 'OriginatorConnection';
  edges: Array<OriginatorEdge>;
  nodes: Array<Originator>;
  page_info: PageInfo;
  total_count: Scalars['Int']['output'];
};

export type OriginatorEdge = {
  __typename?: 'OriginatorEdge';
  cursor: Scalars['String']['output'];
  node: Originator;
};

/** packaging_type values (the spec's neutral names). */
export type PackagingType =
  | 'BPM'
  | 'Card'
  | 'CarrierA10kgBox'
  | 'CarrierA25kgBox'
  | 'CarrierAExpressBox'
  | 'CarrierALetter'
  | 'CarrierB10kgBox'
  | 'CarrierB25kgBox'
  | 'CarrierBBox'
  | 'CarrierBEnvelope'
  | 'CarrierBPak'
  | 'CarrierBTube'
  | 'Flat'
  | 'FlatRateCardboardEnvelope'
  | 'FlatRateEnvelope'
  | 'FlatRateGiftCardEnvelope'
  | 'FlatRateLegalEnvelope'
  | 'FlatRatePaddedEnvelope'
  | 'FlatRateWindowEnvelope'
  | 'IrregularParcel'
  | 'LargeExpressBox'
  | 'LargeFlatRateBoardGameBox'
  | 'LargeFlatRateBox'
  | 'LargeLetter'
  | 'LargeParcel'
  | 'Letter'
  | 'MediumExpressBox'
  | 'MediumFlatRateBox'
  | 'MediumParcel'
  | 'Pak'
  | 'Pallet'
  | 'Parcel'
  | 'RegionalRateBoxA'
  | 'RegionalRateBoxB'
  | 'RegionalRateBoxC'
  | 'ServiceBag'
  | 'ServiceBox'
  | 'ServiceBubbleMailer'
  | 'ServiceFill'
  | 'ServiceFlat'
  | 'ServiceNoPackaging'
  | 'ServicePallet'
  | 'ServiceTube'
  | 'SmallExpressBox'
  | 'SmallFlatRateBox'
  | 'SmallFlatRateEnvelope'
  | 'SmallParcel'
  | 'Tube';

/** Paging state of a connection. `page`/`per_page` are the V2 paging; the cursors are Relay-style. */
export type PageInfo = {
  __typename?: 'PageInfo';
  end_cursor?: Maybe<Scalars['String']['output']>;
  has_next_page: Scalars['Boolean']['output'];
  has_previous_page: Scalars['Boolean']['output'];
  page: Scalars['Int']['output'];
  per_page: Scalars['Int']['output'];
  start_cursor?: Maybe<Scalars['String']['output']>;
};

export type Query = {
  __typename?: 'Query';
  /** A bundle component by id. A missing or foreign id is NOT_FOUND. */
  bundle_item: BundleItem;
  customer: Customer;
  customers: Array<Customer>;
  /** An item by id; archived items included. A missing or foreign id is NOT_FOUND. */
  item: Item;
  /** The actions item_call_action performs. */
  item_actions: Array<ResourceAction>;
  /**
   * The item a scanned code names, for the caller's customer: an active alternate scancode's item,
   * else a live item by sku, else by its scancode field, else by ean; null when nothing matches.
   */
  item_by_code?: Maybe<Item>;
  /** Items, archived ones left out unless include_archived. search: Ransack JSON; sort: "sku asc,created_at desc". */
  items: ItemConnection;
  items_count: Scalars['Int']['output'];
  /** Meta keys declared by the current customer, optionally for one resource type. */
  meta_keys: Array<MetaKey>;
  /** Originators of one kind of resource: Item, Order or OrderItem. */
  originators: OriginatorConnection;
  viewer: Viewer;
};


export type QueryBundle_ItemArgs = {
  id: Scalars['Int']['input'];
};


export type QueryCustomerArgs = {
  id: Scalars['Int']['input'];
};


export type QueryItemArgs = {
  id: Scalars['Int']['input'];
};


export type QueryItem_By_CodeArgs = {
  code: Scalars['String']['input'];
};


export type QueryItemsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  include_archived?: InputMaybe<Scalars['Boolean']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  per_page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
};


export type QueryItems_CountArgs = {
  include_archived?: InputMaybe<Scalars['Boolean']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryMeta_KeysArgs = {
  resource_type?: InputMaybe<Scalars['String']['input']>;
};


export type QueryOriginatorsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  originated_type: Scalars['String']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  per_page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
};

/** An action that can be performed on a resource (GET /<resource>/actions). */
export type ResourceAction = {
  __typename?: 'ResourceAction';
  allowed_when: Scalars['String']['output'];
  description: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** An alternate barcode of an item: unique per customer, at most one primary per item. */
export type Scancode = {
  __typename?: 'Scancode';
  /** only active scancodes resolve in item_by_code */
  active: Scalars['Boolean']['output'];
  created_at: Scalars['DateTime']['output'];
  customer_id: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  item_id: Scalars['Int']['output'];
  label_format?: Maybe<Scalars['String']['output']>;
  /** the barcode */
  name: Scalars['String']['output'];
  primary: Scalars['Boolean']['output'];
  /** the barcode (legacy name of `name`) */
  scancode: Scalars['String']['output'];
  updated_at: Scalars['DateTime']['output'];
};

export type ScancodeConnection = {
  __typename?: 'ScancodeConnection';
  edges: Array<ScancodeEdge>;
  nodes: Array<Scancode>;
  page_info: PageInfo;
  total_count: Scalars['Int']['output'];
};

export type ScancodeCreateInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  item_id: Scalars['Int']['input'];
  label_format?: InputMaybe<Scalars['String']['input']>;
  /** the barcode: not empty, at most 255 characters, not used by another of your scancodes or items */
  name: Scalars['String']['input'];
  /** makes this the item's primary scancode (the previous primary is demoted); an item's first scancode is primary anyway */
  primary?: InputMaybe<Scalars['Boolean']['input']>;
};

export type ScancodeEdge = {
  __typename?: 'ScancodeEdge';
  cursor: Scalars['String']['output'];
  node: Scancode;
};

/** A connected e-commerce shop; sync_enabled gates notifications and inventory updates to it. */
export type Shop = {
  __typename?: 'Shop';
  created_at: Scalars['DateTime']['output'];
  customer_id: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  sync_enabled: Scalars['Boolean']['output'];
  updated_at: Scalars['DateTime']['output'];
};

/** Who the bearer token belongs to and whom the request acts for. */
export type Viewer = {
  __typename?: 'Viewer';
  /** The customer this request acts for (X-Customer-Id for staff); null for staff acting for all. */
  customer_id?: Maybe<Scalars['Int']['output']>;
  scopes: Array<Scalars['String']['output']>;
  shop_id?: Maybe<Scalars['Int']['output']>;
  staff: Scalars['Boolean']['output'];
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BundleItem: ResolverTypeWrapper<BundleItemModel>;
  BundleItemCreateInput: BundleItemCreateInput;
  BundleItemUpdateInput: BundleItemUpdateInput;
  CountryCode: CountryCode;
  Customer: ResolverTypeWrapper<CustomerModel>;
  CustomerInvitation: ResolverTypeWrapper<Omit<CustomerInvitation, 'customer'> & { customer: ResolversTypes['Customer'] }>;
  CustomerInviteInput: CustomerInviteInput;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  HazmatType: HazmatType;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Item: ResolverTypeWrapper<ItemModel>;
  ItemConnection: ResolverTypeWrapper<ConnectionModel>;
  ItemCreateInput: ItemCreateInput;
  ItemEdge: ResolverTypeWrapper<Omit<ItemEdge, 'node'> & { node: ResolversTypes['Item'] }>;
  ItemUpdateInput: ItemUpdateInput;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  LabelFormat: LabelFormat;
  Message: ResolverTypeWrapper<Message>;
  MetaFields: ResolverTypeWrapper<MetaFields>;
  MetaFieldsInput: MetaFieldsInput;
  MetaKey: ResolverTypeWrapper<MetaKeyModel>;
  MetaKeyInput: MetaKeyInput;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Originator: ResolverTypeWrapper<OriginatorModel>;
  OriginatorAttributes: OriginatorAttributes;
  OriginatorConnection: ResolverTypeWrapper<ConnectionModel>;
  OriginatorEdge: ResolverTypeWrapper<Omit<OriginatorEdge, 'node'> & { node: ResolversTypes['Originator'] }>;
  PackagingType: PackagingType;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ResourceAction: ResolverTypeWrapper<ResourceAction>;
  Scancode: ResolverTypeWrapper<ScancodeModel>;
  ScancodeConnection: ResolverTypeWrapper<ConnectionModel>;
  ScancodeCreateInput: ScancodeCreateInput;
  ScancodeEdge: ResolverTypeWrapper<Omit<ScancodeEdge, 'node'> & { node: ResolversTypes['Scancode'] }>;
  Shop: ResolverTypeWrapper<ShopModel>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Viewer: ResolverTypeWrapper<Viewer>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Boolean: Scalars['Boolean']['output'];
  BundleItem: BundleItemModel;
  BundleItemCreateInput: BundleItemCreateInput;
  BundleItemUpdateInput: BundleItemUpdateInput;
  Customer: CustomerModel;
  CustomerInvitation: Omit<CustomerInvitation, 'customer'> & { customer: ResolversParentTypes['Customer'] };
  CustomerInviteInput: CustomerInviteInput;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  Float: Scalars['Float']['output'];
  Int: Scalars['Int']['output'];
  Item: ItemModel;
  ItemConnection: ConnectionModel;
  ItemCreateInput: ItemCreateInput;
  ItemEdge: Omit<ItemEdge, 'node'> & { node: ResolversParentTypes['Item'] };
  ItemUpdateInput: ItemUpdateInput;
  JSON: Scalars['JSON']['output'];
  Message: Message;
  MetaFields: MetaFields;
  MetaFieldsInput: MetaFieldsInput;
  MetaKey: MetaKeyModel;
  MetaKeyInput: MetaKeyInput;
  Mutation: Record<PropertyKey, never>;
  Originator: OriginatorModel;
  OriginatorAttributes: OriginatorAttributes;
  OriginatorConnection: ConnectionModel;
  OriginatorEdge: Omit<OriginatorEdge, 'node'> & { node: ResolversParentTypes['Originator'] };
  PageInfo: PageInfo;
  Query: Record<PropertyKey, never>;
  ResourceAction: ResourceAction;
  Scancode: ScancodeModel;
  ScancodeConnection: ConnectionModel;
  ScancodeCreateInput: ScancodeCreateInput;
  ScancodeEdge: Omit<ScancodeEdge, 'node'> & { node: ResolversParentTypes['Scancode'] };
  Shop: ShopModel;
  String: Scalars['String']['output'];
  Viewer: Viewer;
}>;

export type BundleItemResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BundleItem'] = ResolversParentTypes['BundleItem']> = ResolversObject<{
  bundle_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  item_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  item_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  item_quantity?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  max_per_package?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  parent_item_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type CustomerResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Customer'] = ResolversParentTypes['Customer']> = ResolversObject<{
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shops?: Resolver<Array<ResolversTypes['Shop']>, ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type CustomerInvitationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CustomerInvitation'] = ResolversParentTypes['CustomerInvitation']> = ResolversObject<{
  client_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  client_secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType>;
  scopes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type ItemResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Item'] = ResolversParentTypes['Item']> = ResolversObject<{
  active?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  alcohol?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  archived?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  available?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  bundle_items?: Resolver<Array<ResolversTypes['BundleItem']>, ParentType, ContextType>;
  carton_quantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  case_quantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  commodity_description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customer_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ean?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expiration_period?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  full_description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  goh?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  hazmat?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  hazmat_type?: Resolver<Maybe<ResolversTypes['HazmatType']>, ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  image_originator_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  image_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  in_bundles?: Resolver<Array<ResolversTypes['Item']>, ParentType, ContextType>;
  include_inbound_in_published?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  is_bundle?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  label_format?: Resolver<Maybe<ResolversTypes['LabelFormat']>, ParentType, ContextType>;
  length?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  lot_control?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  low_inventory_threshold?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  media_mail?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  meta_fields?: Resolver<ResolversTypes['MetaFields'], ParentType, ContextType>;
  misc?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nmfc_class?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nmfc_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notify_originator_inventory?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  origin_country?: Resolver<Maybe<ResolversTypes['CountryCode']>, ParentType, ContextType>;
  originators?: Resolver<ResolversTypes['OriginatorConnection'], ParentType, ContextType, Partial<ItemOriginatorsArgs>>;
  originators_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<ItemOriginators_CountArgs>>;
  packaging?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  packaging_type?: Resolver<Maybe<ResolversTypes['PackagingType']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  promo?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  published_quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  replenishment_min?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  replenishment_target?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  request_serial_number?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  return_price_restricted?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  return_sku_match?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  returnable?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  scancode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  scancodes?: Resolver<ResolversTypes['ScancodeConnection'], ParentType, ContextType, Partial<ItemScancodesArgs>>;
  ship_strategy?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  shippable_container?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  street_date?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  tariff_number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  velocity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  vendor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  weight?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  wholesale_cost?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type ItemConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ItemConnection'] = ResolversParentTypes['ItemConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['ItemEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Item']>, ParentType, ContextType>;
  page_info?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  total_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ItemEdgeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ItemEdge'] = ResolversParentTypes['ItemEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Item'], ParentType, ContextType>;
}>;

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type MessageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Message'] = ResolversParentTypes['Message']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MetaFieldsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MetaFields'] = ResolversParentTypes['MetaFields']> = ResolversObject<{
  association_fields?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  fields?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
}>;

export type MetaKeyResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MetaKey'] = ResolversParentTypes['MetaKey']> = ResolversObject<{
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customer_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resource_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  bundle_item_create?: Resolver<ResolversTypes['BundleItem'], ParentType, ContextType, RequireFields<MutationBundle_Item_CreateArgs, 'input' | 'parent_item_id'>>;
  bundle_item_delete?: Resolver<ResolversTypes['BundleItem'], ParentType, ContextType, RequireFields<MutationBundle_Item_DeleteArgs, 'id'>>;
  bundle_item_update?: Resolver<ResolversTypes['BundleItem'], ParentType, ContextType, RequireFields<MutationBundle_Item_UpdateArgs, 'id' | 'input'>>;
  customer_invite?: Resolver<ResolversTypes['CustomerInvitation'], ParentType, ContextType, RequireFields<MutationCustomer_InviteArgs, 'input'>>;
  item_archive?: Resolver<ResolversTypes['Item'], ParentType, ContextType, RequireFields<MutationItem_ArchiveArgs, 'id'>>;
  item_call_action?: Resolver<ResolversTypes['Item'], ParentType, ContextType, RequireFields<MutationItem_Call_ActionArgs, 'action' | 'id'>>;
  item_create?: Resolver<ResolversTypes['Item'], ParentType, ContextType, RequireFields<MutationItem_CreateArgs, 'input'>>;
  item_meta_fields_update?: Resolver<ResolversTypes['Item'], ParentType, ContextType, RequireFields<MutationItem_Meta_Fields_UpdateArgs, 'id'>>;
  item_update?: Resolver<ResolversTypes['Item'], ParentType, ContextType, RequireFields<MutationItem_UpdateArgs, 'id' | 'input'>>;
  meta_key_create?: Resolver<ResolversTypes['MetaKey'], ParentType, ContextType, RequireFields<MutationMeta_Key_CreateArgs, 'input'>>;
  scancode_create?: Resolver<ResolversTypes['Scancode'], ParentType, ContextType, RequireFields<MutationScancode_CreateArgs, 'input'>>;
}>;

export type OriginatorResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Originator'] = ResolversParentTypes['Originator']> = ResolversObject<{
  active?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  application_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  distinct_originator_key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  group_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  integration_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  last_notification_status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  last_notified_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  misc?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  original_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  originated_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  originated_type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  provider?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shop_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type OriginatorConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['OriginatorConnection'] = ResolversParentTypes['OriginatorConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['OriginatorEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Originator']>, ParentType, ContextType>;
  page_info?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  total_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OriginatorEdgeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['OriginatorEdge'] = ResolversParentTypes['OriginatorEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Originator'], ParentType, ContextType>;
}>;

export type PageInfoResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = ResolversObject<{
  end_cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  has_next_page?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  has_previous_page?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  per_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  start_cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  bundle_item?: Resolver<ResolversTypes['BundleItem'], ParentType, ContextType, RequireFields<QueryBundle_ItemArgs, 'id'>>;
  customer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType, RequireFields<QueryCustomerArgs, 'id'>>;
  customers?: Resolver<Array<ResolversTypes['Customer']>, ParentType, ContextType>;
  item?: Resolver<ResolversTypes['Item'], ParentType, ContextType, RequireFields<QueryItemArgs, 'id'>>;
  item_actions?: Resolver<Array<ResolversTypes['ResourceAction']>, ParentType, ContextType>;
  item_by_code?: Resolver<Maybe<ResolversTypes['Item']>, ParentType, ContextType, RequireFields<QueryItem_By_CodeArgs, 'code'>>;
  items?: Resolver<ResolversTypes['ItemConnection'], ParentType, ContextType, Partial<QueryItemsArgs>>;
  items_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<QueryItems_CountArgs>>;
  meta_keys?: Resolver<Array<ResolversTypes['MetaKey']>, ParentType, ContextType, Partial<QueryMeta_KeysArgs>>;
  originators?: Resolver<ResolversTypes['OriginatorConnection'], ParentType, ContextType, RequireFields<QueryOriginatorsArgs, 'originated_type'>>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
}>;

export type ResourceActionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ResourceAction'] = ResolversParentTypes['ResourceAction']> = ResolversObject<{
  allowed_when?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ScancodeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Scancode'] = ResolversParentTypes['Scancode']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customer_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  item_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label_format?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  primary?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  scancode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type ScancodeConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ScancodeConnection'] = ResolversParentTypes['ScancodeConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['ScancodeEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Scancode']>, ParentType, ContextType>;
  page_info?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  total_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ScancodeEdgeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ScancodeEdge'] = ResolversParentTypes['ScancodeEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Scancode'], ParentType, ContextType>;
}>;

export type ShopResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Shop'] = ResolversParentTypes['Shop']> = ResolversObject<{
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customer_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sync_enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type ViewerResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer']> = ResolversObject<{
  customer_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  scopes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  shop_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  staff?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = RequestContext> = ResolversObject<{
  BundleItem?: BundleItemResolvers<ContextType>;
  Customer?: CustomerResolvers<ContextType>;
  CustomerInvitation?: CustomerInvitationResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  Item?: ItemResolvers<ContextType>;
  ItemConnection?: ItemConnectionResolvers<ContextType>;
  ItemEdge?: ItemEdgeResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  Message?: MessageResolvers<ContextType>;
  MetaFields?: MetaFieldsResolvers<ContextType>;
  MetaKey?: MetaKeyResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Originator?: OriginatorResolvers<ContextType>;
  OriginatorConnection?: OriginatorConnectionResolvers<ContextType>;
  OriginatorEdge?: OriginatorEdgeResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ResourceAction?: ResourceActionResolvers<ContextType>;
  Scancode?: ScancodeResolvers<ContextType>;
  ScancodeConnection?: ScancodeConnectionResolvers<ContextType>;
  ScancodeEdge?: ScancodeEdgeResolvers<ContextType>;
  Shop?: ShopResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
}>;

