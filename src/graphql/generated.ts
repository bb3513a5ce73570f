import { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import { Item as ItemModel, Originator as OriginatorModel } from '../domain/items/entities';
import { Customer as CustomerModel, Shop as ShopModel } from '../domain/customers/entities';
import { MetaKey as MetaKeyModel } from '../domain/meta/entities';
import { WarehouseView as WarehouseViewModel, ItemLocationView as ItemLocationViewModel } from '../domain/inventory/service';
import { Location as LocationModel, ShippingMethod as ShippingMethodModel } from '../domain/warehouses/entities';
import { Lot as LotModel, ItemTransaction as ItemTransactionModel } from '../domain/inventory/entities';
import { Shipnotice as ShipnoticeModel, ShipnoticeItem as ShipnoticeItemModel } from '../domain/shipnotices/entities';
import { ConsumerReturn as ConsumerReturnModel, ReturnItem as ReturnItemModel } from '../domain/returns/entities';
import { Connection as ConnectionModel } from '../db/list/connection';
import { BundleItem as BundleItemModel } from '../domain/bundles/entities';
import { Scancode as ScancodeModel } from '../domain/scancodes/entities';
import { Order as OrderModel, OrderItem as OrderItemModel, OrderEvent as OrderEventModel, Package as PackageModel, SerialNumber as SerialNumberModel, OrderBulkJob as OrderBulkJobModel } from '../domain/orders/entities';
import { SavedSearch as SavedSearchModel } from '../domain/searches/entities';
import { OrderDocument as OrderDocumentModel, ShippingDocument as ShippingDocumentModel, Document as DocumentModel } from '../domain/documents/entities';
import { Template as TemplateModel } from '../domain/templates/entities';
import { TemplateType as TemplateTypeModel } from '../domain/templates/types';
import { CustomsInfo as CustomsInfoModel } from '../domain/customs/info';
import { OrderWholesale as OrderWholesaleModel, WholesaleItem as WholesaleItemModel } from '../domain/wholesale/entities';
import { LoadScac as LoadScacModel } from '../domain/loadscacs/entities';
import { Project as ProjectModel, ProjectTask as ProjectTaskModel } from '../domain/projects/entities';
import { StoredEvent as StoredEventModel } from '../domain/events/feed';
import { NotificationEvent as NotificationEventModel, NotificationSubscription as NotificationSubscriptionModel, WebhookDelivery as WebhookDeliveryModel, WebhookDeliveryAttempt as WebhookDeliveryAttemptModel } from '../domain/webhooks/entities';
import { RequestContext } from '../domain/context';
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
  DateTime: { input: Date; output: Date | string; }
  /** Any JSON value. */
  JSON: { input: unknown; output: unknown; }
  /** A 64-bit integer (event ids), sent as a JSON number. */
  Long: { input: number; output: number; }
};

/** What api_client_revoke did: the client gets no new token, and every token it held is refused from now on. */
export type ApiClientRevocation = {
  __typename?: 'ApiClientRevocation';
  client_id: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** When the client was revoked (the first time, if it was already). */
  revoked_at: Scalars['DateTime']['output'];
  /** Tokens that were still valid or refreshable and are revoked now; their graphql-ws sessions close with 4403. */
  tokens_revoked: Scalars['Int']['output'];
};

export type BulkOutcome =
  | 'created'
  | 'refused';

/** What became of one resource of a bulk create (result is null until the job reaches it). */
export type BulkResourceResult = {
  __typename?: 'BulkResourceResult';
  order_id?: Maybe<Scalars['Int']['output']>;
  position: Scalars['Int']['output'];
  result?: Maybe<Scalars['String']['output']>;
};

/** One resource's outcome in a bulk request. */
export type BulkResult = {
  __typename?: 'BulkResult';
  result: Scalars['String']['output'];
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

/**
 * Goods a shopper sends back to one warehouse, usually against an order that shipped (order_id).
 * status: 100 In Transit, 200 Processing (partly received), 300 Completed (received and finalized).
 * Only a return in transit changes or is deleted. A return against an order moves the order to 75
 * Pending Return; once every return of the order is received, to 77 Return Verified.
 */
export type ConsumerReturn = {
  __typename?: 'ConsumerReturn';
  arrived_at?: Maybe<Scalars['DateTime']['output']>;
  carrier?: Maybe<Scalars['String']['output']>;
  completed_at?: Maybe<Scalars['DateTime']['output']>;
  created_at: Scalars['DateTime']['output'];
  customer: Customer;
  customer_id: Scalars['Int']['output'];
  delivered_at?: Maybe<Scalars['DateTime']['output']>;
  due_at?: Maybe<Scalars['DateTime']['output']>;
  easypostable_id?: Maybe<Scalars['String']['output']>;
  easypostable_type?: Maybe<Scalars['String']['output']>;
  /** estimated arrival */
  eta?: Maybe<Scalars['DateTime']['output']>;
  exchange_order?: Maybe<Order>;
  /** the order that sends replacements, when the shopper exchanges */
  exchange_order_id?: Maybe<Scalars['Int']['output']>;
  handling_billed: Scalars['Boolean']['output'];
  id: Scalars['Int']['output'];
  meta_fields: MetaFields;
  notes_by_customer?: Maybe<Scalars['String']['output']>;
  notes_by_service?: Maybe<Scalars['String']['output']>;
  order?: Maybe<Order>;
  /** the order the goods come back from */
  order_id?: Maybe<Scalars['Int']['output']>;
  originator?: Maybe<Originator>;
  postage_billed: Scalars['Boolean']['output'];
  /** who received it */
  received_by?: Maybe<Scalars['String']['output']>;
  /** purchase order number or another reference */
  reference?: Maybe<Scalars['String']['output']>;
  requires_label: Scalars['Boolean']['output'];
  return_items: Array<ReturnItem>;
  /** who sends the goods back */
  sender?: Maybe<Scalars['String']['output']>;
  ship_3rdparty_cost?: Maybe<Scalars['String']['output']>;
  ship_actual_cost?: Maybe<Scalars['String']['output']>;
  ship_actual_currency?: Maybe<Scalars['String']['output']>;
  shipping_label_url?: Maybe<Scalars['String']['output']>;
  shipping_method_text?: Maybe<Scalars['String']['output']>;
  skip_images: Scalars['Boolean']['output'];
  status: Scalars['Int']['output'];
  status_name: Scalars['String']['output'];
  total_boxes?: Maybe<Scalars['Int']['output']>;
  tracking?: Maybe<Scalars['String']['output']>;
  /** ConsumerReturn */
  type: Scalars['String']['output'];
  updated_at: Scalars['DateTime']['output'];
  warehouse: Warehouse;
  warehouse_id: Scalars['Int']['output'];
};

export type ConsumerReturnConnection = {
  __typename?: 'ConsumerReturnConnection';
  edges: Array<ConsumerReturnEdge>;
  nodes: Array<ConsumerReturn>;
  page_info: PageInfo;
  total_count: Scalars['Int']['output'];
};

export type ConsumerReturnCreateInput = {
  carrier?: InputMaybe<Scalars['String']['input']>;
  /** staff acting for no customer name it here */
  customer_id?: InputMaybe<Scalars['Int']['input']>;
  due_at?: InputMaybe<Scalars['DateTime']['input']>;
  easypostable_id?: InputMaybe<Scalars['String']['input']>;
  easypostable_type?: InputMaybe<Scalars['String']['input']>;
  eta?: InputMaybe<Scalars['DateTime']['input']>;
  exchange_order_id?: InputMaybe<Scalars['Int']['input']>;
  meta_fields?: InputMaybe<MetaFieldsInput>;
  notes_by_customer?: InputMaybe<Scalars['String']['input']>;
  notes_by_service?: InputMaybe<Scalars['String']['input']>;
  /** the order the goods come back from; it must have shipped, and its return window must be open */
  order_id?: InputMaybe<Scalars['Int']['input']>;
  originator_attributes?: InputMaybe<OriginatorAttributes>;
  reference?: InputMaybe<Scalars['String']['input']>;
  requires_label?: InputMaybe<Scalars['Boolean']['input']>;
  /** the lines (the response's name) */
  return_items?: InputMaybe<Array<ReturnItemCreateInput>>;
  sender?: InputMaybe<Scalars['String']['input']>;
  ship_3rdparty_cost?: InputMaybe<Scalars['String']['input']>;
  ship_actual_cost?: InputMaybe<Scalars['String']['input']>;
  ship_actual_currency?: InputMaybe<Scalars['String']['input']>;
  /** the lines (the original's request name) */
  shipnotice_items_attributes?: InputMaybe<Array<ReturnItemCreateInput>>;
  shipping_label_url?: InputMaybe<Scalars['String']['input']>;
  shipping_method_text?: InputMaybe<Scalars['String']['input']>;
  skip_images?: InputMaybe<Scalars['Boolean']['input']>;
  total_boxes?: InputMaybe<Scalars['Int']['input']>;
  tracking?: InputMaybe<Scalars['String']['input']>;
  /** defaults to the order's return warehouse, then the customer's first warehouse */
  warehouse_id?: InputMaybe<Scalars['Int']['input']>;
};

export type ConsumerReturnEdge = {
  __typename?: 'ConsumerReturnEdge';
  cursor: Scalars['String']['output'];
  node: ConsumerReturn;
};

export type ConsumerReturnReceiveInput = {
  /** finalize (complete) the return; otherwise it stays Processing for more receiving */
  finalize?: InputMaybe<Scalars['Boolean']['input']>;
  lines?: InputMaybe<Array<ReturnReceiveLineInput>>;
  received_by?: InputMaybe<Scalars['String']['input']>;
};

export type ConsumerReturnUpdateInput = {
  carrier?: InputMaybe<Scalars['String']['input']>;
  due_at?: InputMaybe<Scalars['DateTime']['input']>;
  easypostable_id?: InputMaybe<Scalars['String']['input']>;
  easypostable_type?: InputMaybe<Scalars['String']['input']>;
  eta?: InputMaybe<Scalars['DateTime']['input']>;
  notes_by_customer?: InputMaybe<Scalars['String']['input']>;
  notes_by_service?: InputMaybe<Scalars['String']['input']>;
  reference?: InputMaybe<Scalars['String']['input']>;
  requires_label?: InputMaybe<Scalars['Boolean']['input']>;
  sender?: InputMaybe<Scalars['String']['input']>;
  ship_3rdparty_cost?: InputMaybe<Scalars['String']['input']>;
  ship_actual_cost?: InputMaybe<Scalars['String']['input']>;
  ship_actual_currency?: InputMaybe<Scalars['String']['input']>;
  shipping_label_url?: InputMaybe<Scalars['String']['input']>;
  shipping_method_text?: InputMaybe<Scalars['String']['input']>;
  skip_images?: InputMaybe<Scalars['Boolean']['input']>;
  total_boxes?: InputMaybe<Scalars['Int']['input']>;
  tracking?: InputMaybe<Scalars['String']['input']>;
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
  activated_at?: Maybe<Scalars['DateTime']['output']>;
  /** false once staff deactivated it: it gets no new resources (items, orders, ship notices, …); what it has stays */
  active: Scalars['Boolean']['output'];
  created_at: Scalars['DateTime']['output'];
  deactivated_at?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  shops: Array<Shop>;
  updated_at: Scalars['DateTime']['output'];
};

export type CustomerConnection = {
  __typename?: 'CustomerConnection';
  edges: Array<CustomerEdge>;
  nodes: Array<Customer>;
  page_info: PageInfo;
  total_count: Scalars['Int']['output'];
};

export type CustomerEdge = {
  __typename?: 'CustomerEdge';
  cursor: Scalars['String']['output'];
  node: Customer;
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

/**
 * A customer's own settings. Only the name is stored here; the original's other settings (billing,
 * returns, packing slips, …) are accepted by the V2 facade and ignored (X-Ignored-Fields).
 */
export type CustomerUpdateInput = {
  name?: InputMaybe<Scalars['String']['input']>;
};

/**
 * The customs details of an order, read off the order: id is the order's id. The order's sender VAT
 * number (customs_vat_number) shows in the VAT field of the destination's regime (EU, UK or AU), or
 * in misc_vat_number elsewhere.
 */
export type CustomsInfo = {
  __typename?: 'CustomsInfo';
  au_vat_number?: Maybe<Scalars['String']['output']>;
  created_at: Scalars['DateTime']['output'];
  customer_id: Scalars['Int']['output'];
  eori_number?: Maybe<Scalars['String']['output']>;
  eu_vat_number?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  importer_of_record_id?: Maybe<Scalars['Int']['output']>;
  ioss_number?: Maybe<Scalars['String']['output']>;
  misc_vat_number?: Maybe<Scalars['String']['output']>;
  order_id: Scalars['Int']['output'];
  receiver_tax_id?: Maybe<Scalars['String']['output']>;
  /** send electronic trade documents to the carrier (the spelling is the interface's) */
  send_electonic_trade_docs?: Maybe<Scalars['Boolean']['output']>;
  signer?: Maybe<Scalars['String']['output']>;
  uk_vat_number?: Maybe<Scalars['String']['output']>;
  updated_at: Scalars['DateTime']['output'];
};

/**
 * customs_info_attributes of an order. On update, the given fields change (null clears one). ioss_number,
 * eori_number and receiver_tax_id are the order's customs_ioss_number, customs_eori_number and
 * customs_receiver_tax_id under their customs info names; a VAT number is kept per regime, and the
 * order's customs_vat_number fills the destination regime's field when that is not set here.
 */
export type CustomsInfoInput = {
  au_vat_number?: InputMaybe<Scalars['String']['input']>;
  eori_number?: InputMaybe<Scalars['String']['input']>;
  eu_vat_number?: InputMaybe<Scalars['String']['input']>;
  /** the importer of record's id with the carrier (stored as given: importers are not modelled here) */
  importer_of_record_id?: InputMaybe<Scalars['Int']['input']>;
  ioss_number?: InputMaybe<Scalars['String']['input']>;
  misc_vat_number?: InputMaybe<Scalars['String']['input']>;
  receiver_tax_id?: InputMaybe<Scalars['String']['input']>;
  /** send electronic trade documents to the carrier (the spelling is the interface's) */
  send_electonic_trade_docs?: InputMaybe<Scalars['Boolean']['input']>;
  /** the e-signature customs declarations carry */
  signer?: InputMaybe<Scalars['String']['input']>;
  uk_vat_number?: InputMaybe<Scalars['String']['input']>;
};

/** A file a customer keeps with the service (an invoice, a contract), by URL, tagged, optionally about one of its resources. */
export type Document = {
  __typename?: 'Document';
  context_list: Array<Scalars['String']['output']>;
  created_at: Scalars['DateTime']['output'];
  customer_id: Scalars['Int']['output'];
  customer_name?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  keyword_list: Array<Scalars['String']['output']>;
  message_list: Array<Scalars['String']['output']>;
  owner_id?: Maybe<Scalars['Int']['output']>;
  /** Order, Item, Shipnotice or ConsumerReturn: the kind of resource the document is about */
  owner_type?: Maybe<Scalars['String']['output']>;
  /** partners are not modelled: always null */
  partner_id?: Maybe<Scalars['Int']['output']>;
  /** always null (see partner_id) */
  partner_name?: Maybe<Scalars['String']['output']>;
  resource_type_list: Array<Scalars['String']['output']>;
  /** the address to fetch it from (here the url itself: nothing needs pre-signing) */
  signed_url: Scalars['String']['output'];
  updated_at: Scalars['DateTime']['output'];
  /** where the file is fetched from (http or https) */
  url: Scalars['String']['output'];
  /** users are not modelled: always null */
  user_id?: Maybe<Scalars['Int']['output']>;
  /** always null (see user_id) */
  user_name?: Maybe<Scalars['String']['output']>;
};

export type DocumentConnection = {
  __typename?: 'DocumentConnection';
  edges: Array<DocumentEdge>;
  nodes: Array<Document>;
  page_info: PageInfo;
  total_count: Scalars['Int']['output'];
};

/**
 * A document to keep. Each tag list takes a list, or (as V2 sends it) comma-separated tags in one
 * string: tags are trimmed, and blanks and repeats dropped.
 */
export type DocumentCreateInput = {
  context_list?: InputMaybe<Array<Scalars['String']['input']>>;
  /** staff acting for no customer name it here */
  customer_id?: InputMaybe<Scalars['Int']['input']>;
  keyword_list?: InputMaybe<Array<Scalars['String']['input']>>;
  message_list?: InputMaybe<Array<Scalars['String']['input']>>;
  owner_id?: InputMaybe<Scalars['Int']['input']>;
  /** Order, Item, Shipnotice or ConsumerReturn; with owner_id, one of the customer's own */
  owner_type?: InputMaybe<Scalars['String']['input']>;
  resource_type_list?: InputMaybe<Array<Scalars['String']['input']>>;
  /** an absolute http or https URL */
  url: Scalars['String']['input'];
};

export type DocumentEdge = {
  __typename?: 'DocumentEdge';
  cursor: Scalars['String']['output'];
  node: Document;
};

/**
 * Every `extensions.code` an error of this API carries (GraphQL), and with it the REST status and the word in
 * the REST body's `code`. Errors about input also carry `extensions.field` (the first field at fault) and
 * `extensions.errors` (`[{field, message}]`, every one). A failed request changes nothing.
 */
export type ErrorCode =
  /** The order is held because its shipping address is not verified (`address_verified` false, `address_message` says why): fix the address, or staff set `skip_address_verification`. REST 405 on `/call/` routes, 422 elsewhere; `code` `address_unverified`. */
  | 'ADDRESS_UNVERIFIED'
  /** A malformed request: a body or query string that does not parse, a malformed Idempotency-Key, a subscriber that fell too far behind. REST 400 `bad_request`. */
  | 'BAD_REQUEST'
  /** Invalid input; `extensions.errors` names each field at fault. Also an Idempotency-Key reused for another request, and a GraphQL operation over the depth, alias or cost limit (HTTP 400). REST 422 `unprocessable_entity`. */
  | 'BAD_USER_INPUT'
  /** The change conflicts with a stored record (a live SKU taken), a request with this Idempotency-Key is still in progress, or what was asked could not happen though something else did (a sandbox shipment found a lot that may no longer ship: the order was allocated afresh, and that is kept). REST 409 `conflict`. */
  | 'CONFLICT'
  /** The token's scope does not allow this, or the customer or shop named is not the caller's. REST 403 `forbidden`. */
  | 'FORBIDDEN'
  /** GraphQL only: the document does not parse. */
  | 'GRAPHQL_PARSE_FAILED'
  /** GraphQL only: the document does not validate against this schema (an unknown field, a missing argument). */
  | 'GRAPHQL_VALIDATION_FAILED'
  /** There is not enough sellable stock for what was asked (releasing an order whose lines cannot all be covered). REST 405 on `/call/` routes, 422 elsewhere; `code` `insufficient_stock`. */
  | 'INSUFFICIENT_STOCK'
  /** A fault of the service, never of the request: logged with the request's id, and nothing of it shown. REST 500 `internal_server_error`. */
  | 'INTERNAL_SERVER_ERROR'
  /** The action is not allowed in the resource's current status (the message names it; another request may just have moved it). REST 405 on `/call/` routes, 422 elsewhere; the body's `code` is `invalid_transition`. */
  | 'INVALID_TRANSITION'
  /** The record is not editable whatever its status (an order marked `permissions_limited`): it can still be processed. REST 405 on `/call/` routes, 422 elsewhere; `code` `not_editable`. */
  | 'NOT_EDITABLE'
  /** No such resource for this customer: another customer's id reads as a missing one. REST 404 `not_found`. */
  | 'NOT_FOUND'
  /** GraphQL only: `operationName` names no operation of the document, or the document holds several and none is named. */
  | 'OPERATION_RESOLUTION_FAILURE'
  /** GraphQL only: an automatic persisted query whose hash is not known yet; send it again with its `query`. */
  | 'PERSISTED_QUERY_NOT_FOUND'
  /** Out of rate-limit points or requests. Retry after `Retry-After` seconds. REST 429 `too_many_requests`. */
  | 'RATE_LIMITED'
  /** The database is unavailable for a moment; the request may be retried after `Retry-After` seconds. REST 503 `service_unavailable`. */
  | 'SERVICE_UNAVAILABLE'
  /** No bearer token, or one that is unknown, expired or revoked. REST 401 `unauthorized`. */
  | 'UNAUTHENTICATED';

/**
 * One entry of the outbox: a committed state change, with its resource as the V2 API returned it at
 * that moment. Events come in position order (the transaction that wrote them, then id), and a reader
 * resumes with the id of the last one it received (after_id).
 */
export type Event = {
  __typename?: 'Event';
  /** The consumer return this event names (resource_type consumer_return) as it was when the change committed; null for other resources. */
  consumer_return?: Maybe<ConsumerReturn>;
  created_at: Scalars['DateTime']['output'];
  customer_id: Scalars['Int']['output'];
  /** What the resource alone does not say: from_status/to_status of a status change, the package of a shipment, quantities before and after. */
  details?: Maybe<Scalars['JSON']['output']>;
  /**
   * Unique, never reused. One resource's events, and any event written after another had committed,
   * have increasing ids; events of transactions that ran at the same time may come with a smaller id
   * after a larger one, so resume with after_id rather than comparing ids.
   */
  id: Scalars['Long']['output'];
  /** The item this event names (resource_type item) as it was when the change committed; null for other resources. */
  item?: Maybe<Item>;
  /** order.created, order.status_changed, order.shipped, item.inventory_changed, ... (see notification_events). */
  kind: Scalars['String']['output'];
  /** The order this event names (resource_type order) as it was when the change committed; null for other resources. */
  order?: Maybe<Order>;
  /** The resource as GET /api/v2/{resource}s/{id} returned it when the change committed. */
  payload: Scalars['JSON']['output'];
  resource_id: Scalars['Int']['output'];
  /** order, item, shipnotice or consumer_return: the key of the resource in a webhook body. */
  resource_type: Scalars['String']['output'];
  /** The ship notice this event names (resource_type shipnotice) as it was when the change committed; null for other resources. */
  shipnotice?: Maybe<Shipnotice>;
  shop_id?: Maybe<Scalars['Int']['output']>;
};

/** How far behind live delivery is, for the caller's events. */
export type EventLag = {
  __typename?: 'EventLag';
  /**
   * How long the oldest of the caller's events this server has not yet handed to its subscriptions has
   * waited in the outbox (seconds; 0 when subscriptions are caught up).
   */
  feed_lag_seconds: Scalars['Float']['output'];
  last_event_at?: Maybe<Scalars['DateTime']['output']>;
  /** The caller's newest event by position, the order subscriptions deliver in (null: none yet): a subscriber that received it is up to date. */
  last_event_id?: Maybe<Scalars['Long']['output']>;
  /** When the oldest of them was created. */
  oldest_undelivered_webhook_at?: Maybe<Scalars['DateTime']['output']>;
  /** Webhook deliveries (subscriptions' and shop syncs') of the caller's not yet delivered. */
  undelivered_webhooks: Scalars['Int']['output'];
};

/** hazmat_type values. */
export type HazmatType =
  | 'LITHIUM'
  | 'ORMD'
  | 'lithium'
  | 'ormd';

export type Incoterm =
  | 'CFR'
  | 'CIF'
  | 'CIP'
  | 'CPT'
  | 'DAF'
  | 'DAP'
  | 'DAT'
  | 'DDP'
  | 'DDU'
  | 'DEQ'
  | 'DES'
  | 'EXW'
  | 'FAS'
  | 'FCA'
  | 'FOB';

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
  /** archived items are left out of lists; see item_call(unarchive) */
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
  /** Where the item lies, by location role (default pickable), optionally filtered by location name. */
  locations: ItemLocationConnection;
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
  /** Ship notice lines of this item. */
  shipnotice_items: ShipnoticeItemConnection;
  shipnotice_items_count: Scalars['Int']['output'];
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
  /** The item's stock history, newest first unless sorted. */
  transactions: ItemTransactionConnection;
  transactions_count: Scalars['Int']['output'];
  updated_at: Scalars['DateTime']['output'];
  /** average units expected to sell per day */
  velocity?: Maybe<Scalars['Int']['output']>;
  /** vendor */
  vendor?: Maybe<Scalars['String']['output']>;
  /** Each warehouse holding or expecting the item, with its quantity, projected_quantity and sellable_quantity there. */
  warehouse_quantities: Array<Warehouse>;
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
export type ItemLocationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  per_page?: InputMaybe<Scalars['Int']['input']>;
  role?: InputMaybe<LocationRole>;
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


/**
 * A single shippable unit: a variant of a commerce-platform product (a small shirt, not the shirt).
 * Archived items are left out of lists and searches unless asked for, and can be fetched by id.
 */
export type ItemShipnotice_ItemsArgs = {
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
export type ItemShipnotice_Items_CountArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
};


/**
 * A single shippable unit: a variant of a commerce-platform product (a small shirt, not the shirt).
 * Archived items are left out of lists and searches unless asked for, and can be fetched by id.
 */
export type ItemTransactionsArgs = {
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
export type ItemTransactions_CountArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
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
  /** SKU, required: the item's identity, which the warehouse scans and a live item is unique on (per customer). One line, not blank, no whitespace at either end. */
  sku?: InputMaybe<Scalars['String']['input']>;
  /** street date */
  street_date?: InputMaybe<Scalars['DateTime']['input']>;
  /** harmonized tariff number for international shipping */
  tariff_number?: InputMaybe<Scalars['String']['input']>;
  /** title: optional, one line (no tabs or line breaks) */
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

/** An item's on-hand, sellable or published quantity changed. */
export type ItemInventoryChangedEvent = {
  __typename?: 'ItemInventoryChangedEvent';
  event_id: Scalars['Long']['output'];
  /**
   * The item as it was when the change committed, selectable like the item query. Fields the V2
   * representation holds come from the event's snapshot; others are read once per event for all its subscribers.
   */
  item: Item;
  item_id: Scalars['Int']['output'];
  /**
   * The item as the V2 API returned it at that moment.
   * @deprecated Select fields of `item` instead.
   */
  item_json: Scalars['JSON']['output'];
  occurred_at: Scalars['DateTime']['output'];
  previous_sellable_quantity: Scalars['Int']['output'];
  published_quantity: Scalars['Int']['output'];
  quantity: Scalars['Int']['output'];
  sellable_quantity: Scalars['Int']['output'];
};

/**
 * The spec's Item location entry: one item's stock at one location (and lot). id is the
 * location's id, as the original shows it.
 */
export type ItemLocation = {
  __typename?: 'ItemLocation';
  humanize_shelf_name: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  /** stock moving between locations (moves are immediate here, so always 0) */
  in_progress_transfers: Scalars['Int']['output'];
  item_id: Scalars['Int']['output'];
  lot_expires_on?: Maybe<Scalars['DateTime']['output']>;
  lot_id?: Maybe<Scalars['Int']['output']>;
  lot_number?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  quantity: Scalars['Int']['output'];
  role: LocationRole;
  /** quantity not held by open orders */
  uncommitted: Scalars['Int']['output'];
  warehouse_id: Scalars['Int']['output'];
  warehouse_name: Scalars['String']['output'];
};

export type ItemLocationConnection = {
  __typename?: 'ItemLocationConnection';
  edges: Array<ItemLocationEdge>;
  nodes: Array<ItemLocation>;
  page_info: PageInfo;
  total_count: Scalars['Int']['output'];
};

export type ItemLocationEdge = {
  __typename?: 'ItemLocationEdge';
  cursor: Scalars['String']['output'];
  node: ItemLocation;
};

/**
 * One change of an item's stock. quantity is the item's on-hand total across every role after the
 * change, so an item's changes always sum to its stock.
 */
export type ItemTransaction = {
  __typename?: 'ItemTransaction';
  change: Scalars['Int']['output'];
  /** the consumer return it came back in */
  consumer_return_id?: Maybe<Scalars['Int']['output']>;
  created_at: Scalars['DateTime']['output'];
  description: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  item_id: Scalars['Int']['output'];
  location_id?: Maybe<Scalars['Int']['output']>;
  lot_id?: Maybe<Scalars['Int']['output']>;
  order_id?: Maybe<Scalars['Int']['output']>;
  quantity: Scalars['Int']['output'];
  reason: TransactionReason;
  rule_id?: Maybe<Scalars['Int']['output']>;
  shipnotice_id?: Maybe<Scalars['Int']['output']>;
  shipnotice_item_id?: Maybe<Scalars['Int']['output']>;
  updated_at: Scalars['DateTime']['output'];
  user_id?: Maybe<Scalars['Int']['output']>;
  warehouse_id?: Maybe<Scalars['Int']['output']>;
};

export type ItemTransactionConnection = {
  __typename?: 'ItemTransactionConnection';
  edges: Array<ItemTransactionEdge>;
  nodes: Array<ItemTransaction>;
  page_info: PageInfo;
  total_count: Scalars['Int']['output'];
};

export type ItemTransactionEdge = {
  __typename?: 'ItemTransactionEdge';
  cursor: Scalars['String']['output'];
  node: ItemTransaction;
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
  /** SKU: may change, never to null or blank. One line, no whitespace at either end. */
  sku?: InputMaybe<Scalars['String']['input']>;
  /** street date */
  street_date?: InputMaybe<Scalars['DateTime']['input']>;
  /** harmonized tariff number for international shipping */
  tariff_number?: InputMaybe<Scalars['String']['input']>;
  /** title: one line (no tabs or line breaks); null clears it */
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

/**
 * A freight carrier's Standard Carrier Alpha Code, for loads (LTL and truckload shipments). Shared
 * reference data: every caller reads the same list.
 */
export type LoadScac = {
  __typename?: 'LoadScac';
  /** the kind of freight it carries: LTL or FTL */
  context?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  /** the carrier */
  name: Scalars['String']['output'];
  /** the company that owns the carrier */
  owner_name?: Maybe<Scalars['String']['output']>;
  scac: Scalars['String']['output'];
};

export type LoadScacConnection = {
  __typename?: 'LoadScacConnection';
  edges: Array<LoadScacEdge>;
  nodes: Array<LoadScac>;
  page_info: PageInfo;
  total_count: Scalars['Int']['output'];
};

export type LoadScacEdge = {
  __typename?: 'LoadScacEdge';
  cursor: Scalars['String']['output'];
  node: LoadScac;
};

/** A shelf or area of a warehouse. */
export type Location = {
  __typename?: 'Location';
  created_at: Scalars['DateTime']['output'];
  /** A-01-02 reads Aisle A, Shelf 01, Bin 02 */
  humanize_shelf_name: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  role: LocationRole;
  updated_at: Scalars['DateTime']['output'];
  warehouse_id: Scalars['Int']['output'];
};

export type LocationConnection = {
  __typename?: 'LocationConnection';
  edges: Array<LocationEdge>;
  nodes: Array<Location>;
  page_info: PageInfo;
  total_count: Scalars['Int']['output'];
};

export type LocationEdge = {
  __typename?: 'LocationEdge';
  cursor: Scalars['String']['output'];
  node: Location;
};

/** A location's role. Stock in pickable and backstock is on hand for sale; the other roles hold stock that is not. */
export type LocationRole =
  | 'b_stock'
  | 'backstock'
  | 'damaged'
  | 'dropoff'
  | 'expired'
  | 'external'
  | 'pending'
  | 'pickable'
  | 'reserved';

/** A batch of an item with its number and expiry. */
export type Lot = {
  __typename?: 'Lot';
  created_at: Scalars['DateTime']['output'];
  /** calendar date */
  expires_on?: Maybe<Scalars['Date']['output']>;
  id: Scalars['Int']['output'];
  number: Scalars['String']['output'];
  shipnotice_item_id?: Maybe<Scalars['Int']['output']>;
  updated_at: Scalars['DateTime']['output'];
};

export type LotAttributesInput = {
  expires_on?: InputMaybe<Scalars['DateTime']['input']>;
  number: Scalars['String']['input'];
};

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
  /** Staff only: revokes an API client (a leaked secret) and every token it holds (operators: forklift revoke-client). */
  api_client_revoke: ApiClientRevocation;
  /** Adds a component to the bundle parent_item_id (which becomes a bundle). */
  bundle_item_create: BundleItem;
  /** Removes a component from its bundle; the component item itself is left unchanged. Returns the removed component. */
  bundle_item_delete: BundleItem;
  bundle_item_update: BundleItem;
  /** Creates each resource on its own: one that fails reports its reason and the others are still created. */
  consumer_return_bulk_create: Array<BulkResult>;
  /** Announces a return. Items with returnable false are refused; price-restricted ones come back only against their order, at the price paid. */
  consumer_return_create: ConsumerReturn;
  /** Deletes a return still in transit; its order leaves Pending Return when no other return of it is open. */
  consumer_return_delete: ConsumerReturn;
  consumer_return_meta_fields_update: ConsumerReturn;
  /** Staff: records what came back and puts it into stock through the ledger (reason returned). */
  consumer_return_receive: ConsumerReturn;
  consumer_return_update: ConsumerReturn;
  /** Staff only: performs an action (see customer_actions) on a customer; args are the action's parameters (none take any). */
  customer_call: Customer;
  /** Staff only: invites a customer and returns its client credentials. */
  customer_invite: CustomerInvitation;
  /** Renames a customer: a customer client itself, or staff. */
  customer_update: Customer;
  document_create: Document;
  document_delete: Document;
  /** Archives the item (REST DELETE /items/{id}); archiving an archived item changes nothing. */
  item_archive: Item;
  /** Performs an action from item_actions: archive, unarchive (as order_call and customer_call do for theirs). */
  item_call: Item;
  /** @deprecated Use item_call: every call-action mutation is <resource>_call. */
  item_call_action: Item;
  item_create: Item;
  /** Merges meta fields on declared keys; a null value removes a key. */
  item_meta_fields_update: Item;
  item_update: Item;
  /** Declares a meta key for the current customer. */
  meta_key_create: MetaKey;
  /** Queues the delivery's event again, to the subscription's (or shop's) current endpoint, as a new delivery. */
  notification_delivery_redeliver: NotificationDelivery;
  /** Subscribes to an event; the answer carries the signing secret. */
  notification_subscription_create: NotificationSubscription;
  /** Discards the subscription: it stops receiving and leaves lists. */
  notification_subscription_delete: NotificationSubscription;
  /** Posts a signed sample event (marked "test": true) to the endpoint now, once, and logs it as a delivery. */
  notification_subscription_test: NotificationSubscription;
  notification_subscription_update: NotificationSubscription;
  /**
   * Queues orders for creation and answers at once, one result per resource. A background job
   * creates them and saves a search holding exactly the new ones; a bad resource fails alone.
   */
  order_bulk_create: Array<OrderBulkResult>;
  /** Performs an action (see order_actions) on an order; args are the action's parameters. */
  order_call: Order;
  /** Creates an order and allocates its stock (unless its status is 30 or 35). */
  order_create: Order;
  /** Attaches a document to an order. */
  order_document_create: OrderDocument;
  order_document_delete: OrderDocument;
  /** Performs an action (see order_item_actions) on a line; args are the action's parameters (none take any). */
  order_item_call: OrderItem;
  /** Adds a line; the order's stock is allocated again. */
  order_item_create: OrderItem;
  /** Removes a line; the order's stock is allocated again. */
  order_item_delete: OrderItem;
  order_item_meta_fields_update: OrderItem;
  /**
   * Moves the line, as it is, into a new order with the order's addresses, shipping and meta fields;
   * both orders are allocated again. The order's only line cannot be separated.
   */
  order_item_separate: OrderItem;
  /** Changes a line; a new quantity allocates the order's stock again. */
  order_item_update: OrderItem;
  /** Changes an order line's wholesale item, or gives the line one. Only while the order's own fields may change. */
  order_item_wholesale_item_update: WholesaleItem;
  order_meta_fields_update: Order;
  order_update: Order;
  /** Staff: opens a project for a customer. */
  project_create: Project;
  /** Staff: records a task of a project. */
  project_task_create: ProjectTask;
  scancode_create: Scancode;
  /** Creates each resource on its own: one that fails reports its reason and the others are still created. */
  shipnotice_bulk_create: Array<BulkResult>;
  shipnotice_create: Shipnotice;
  /** Deletes a ship notice that is still awaiting arrival. */
  shipnotice_delete: Shipnotice;
  shipnotice_item_create: ShipnoticeItem;
  shipnotice_item_delete: ShipnoticeItem;
  shipnotice_item_meta_fields_update: ShipnoticeItem;
  shipnotice_item_update: ShipnoticeItem;
  shipnotice_meta_fields_update: Shipnotice;
  /** Staff: records what arrived and puts it away: quantities land in the warehouse's shelves with ledger entries. */
  shipnotice_receive: Shipnotice;
  shipnotice_update: Shipnotice;
  /** The shop's sync setting (owner or staff). */
  shop_update: Shop;
  /** Sandbox: makes a demo return of the caller's most recently shipped order (or a copy of consumer_return_id's lines). */
  simulate_consumer_return_create: ConsumerReturn;
  /** Sandbox: the warehouse receives the return: every line comes back in good condition and, unless finalize is false, the return is completed. */
  simulate_consumer_return_processing: ConsumerReturn;
  /** Sandbox: makes a demo order of the caller's most recent items, allocated like any order. */
  simulate_order_create: Order;
  /**
   * Sandbox: the warehouse works the order. Without status it is released to Processing (allocated
   * if it was waiting; refused when stock is short); batched, packed, or shipped (one package with a
   * tracking number and ship cost, committed stock consumed, serial numbers recorded).
   */
  simulate_order_processing: Order;
  /** Sandbox: makes a demo ship notice of the caller's items (or a copy of shipnotice_id's lines). */
  simulate_shipnotice_create: Shipnotice;
  /**
   * Sandbox: the warehouse receives the ship notice: every line arrives (randomize_receiving: some
   * damaged or missing), is put away and, unless finalize is false, the notice is completed.
   */
  simulate_shipnotice_processing: Shipnotice;
  /** Staff: counts stock in or out of a location (a cycle count or a correction), with a ledger entry. */
  stock_adjust: Item;
  template_create: Template;
  template_delete: Template;
  template_update: Template;
  wholesale_item_delete: WholesaleItem;
  /** Changes a wholesale item (order_item_id moves it to another line). Only while its order's fields may change. */
  wholesale_item_update: WholesaleItem;
};


export type MutationApi_Client_RevokeArgs = {
  client_id: Scalars['String']['input'];
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


export type MutationConsumer_Return_Bulk_CreateArgs = {
  resources: Array<Scalars['JSON']['input']>;
};


export type MutationConsumer_Return_CreateArgs = {
  input: ConsumerReturnCreateInput;
};


export type MutationConsumer_Return_DeleteArgs = {
  id: Scalars['Int']['input'];
};


export type MutationConsumer_Return_Meta_Fields_UpdateArgs = {
  association_fields?: InputMaybe<Scalars['JSON']['input']>;
  fields?: InputMaybe<Scalars['JSON']['input']>;
  id: Scalars['Int']['input'];
};


export type MutationConsumer_Return_ReceiveArgs = {
  id: Scalars['Int']['input'];
  input?: InputMaybe<ConsumerReturnReceiveInput>;
};


export type MutationConsumer_Return_UpdateArgs = {
  id: Scalars['Int']['input'];
  input: ConsumerReturnUpdateInput;
};


export type MutationCustomer_CallArgs = {
  action: Scalars['String']['input'];
  args?: InputMaybe<Scalars['JSON']['input']>;
  id: Scalars['Int']['input'];
};


export type MutationCustomer_InviteArgs = {
  input: CustomerInviteInput;
};


export type MutationCustomer_UpdateArgs = {
  id: Scalars['Int']['input'];
  input: CustomerUpdateInput;
};


export type MutationDocument_CreateArgs = {
  input: DocumentCreateInput;
};


export type MutationDocument_DeleteArgs = {
  id: Scalars['Int']['input'];
};


export type MutationItem_ArchiveArgs = {
  id: Scalars['Int']['input'];
};


export type MutationItem_CallArgs = {
  action: Scalars['String']['input'];
  args?: InputMaybe<Scalars['JSON']['input']>;
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


export type MutationNotification_Delivery_RedeliverArgs = {
  id: Scalars['Long']['input'];
};


export type MutationNotification_Subscription_CreateArgs = {
  input: NotificationSubscriptionCreateInput;
};


export type MutationNotification_Subscription_DeleteArgs = {
  id: Scalars['Int']['input'];
};


export type MutationNotification_Subscription_TestArgs = {
  id: Scalars['Int']['input'];
};


export type MutationNotification_Subscription_UpdateArgs = {
  id: Scalars['Int']['input'];
  input: NotificationSubscriptionUpdateInput;
};


export type MutationOrder_Bulk_CreateArgs = {
  resources: Array<Scalars['JSON']['input']>;
};


export type MutationOrder_CallArgs = {
  action: Scalars['String']['input'];
  args?: InputMaybe<Scalars['JSON']['input']>;
  id: Scalars['Int']['input'];
};


export type MutationOrder_CreateArgs = {
  input: OrderCreateInput;
};


export type MutationOrder_Document_CreateArgs = {
  input: OrderDocumentCreateInput;
  order_id: Scalars['Int']['input'];
};


export type MutationOrder_Document_DeleteArgs = {
  id: Scalars['Int']['input'];
};


export type MutationOrder_Item_CallArgs = {
  action: Scalars['String']['input'];
  args?: InputMaybe<Scalars['JSON']['input']>;
  id: Scalars['Int']['input'];
};


export type MutationOrder_Item_CreateArgs = {
  input: OrderItemCreateInput;
  order_id: Scalars['Int']['input'];
};


export type MutationOrder_Item_DeleteArgs = {
  id: Scalars['Int']['input'];
};


export type MutationOrder_Item_Meta_Fields_UpdateArgs = {
  association_fields?: InputMaybe<Scalars['JSON']['input']>;
  fields?: InputMaybe<Scalars['JSON']['input']>;
  id: Scalars['Int']['input'];
};


export type MutationOrder_Item_SeparateArgs = {
  id: Scalars['Int']['input'];
};


export type MutationOrder_Item_UpdateArgs = {
  id: Scalars['Int']['input'];
  input: OrderItemUpdateInput;
};


export type MutationOrder_Item_Wholesale_Item_UpdateArgs = {
  input: WholesaleItemInput;
  order_item_id: Scalars['Int']['input'];
};


export type MutationOrder_Meta_Fields_UpdateArgs = {
  association_fields?: InputMaybe<Scalars['JSON']['input']>;
  fields?: InputMaybe<Scalars['JSON']['input']>;
  id: Scalars['Int']['input'];
};


export type MutationOrder_UpdateArgs = {
  id: Scalars['Int']['input'];
  input: OrderUpdateInput;
};


export type MutationProject_CreateArgs = {
  input: ProjectCreateInput;
};


export type MutationProject_Task_CreateArgs = {
  input: ProjectTaskCreateInput;
  project_id: Scalars['Int']['input'];
};


export type MutationScancode_CreateArgs = {
  input: ScancodeCreateInput;
};


export type MutationShipnotice_Bulk_CreateArgs = {
  resources: Array<Scalars['JSON']['input']>;
};


export type MutationShipnotice_CreateArgs = {
  input: ShipnoticeCreateInput;
};


export type MutationShipnotice_DeleteArgs = {
  id: Scalars['Int']['input'];
};


export type MutationShipnotice_Item_CreateArgs = {
  input: ShipnoticeItemCreateInput;
  shipnotice_id: Scalars['Int']['input'];
};


export type MutationShipnotice_Item_DeleteArgs = {
  id: Scalars['Int']['input'];
};


export type MutationShipnotice_Item_Meta_Fields_UpdateArgs = {
  association_fields?: InputMaybe<Scalars['JSON']['input']>;
  fields?: InputMaybe<Scalars['JSON']['input']>;
  id: Scalars['Int']['input'];
};


export type MutationShipnotice_Item_UpdateArgs = {
  id: Scalars['Int']['input'];
  input: ShipnoticeItemUpdateInput;
};


export type MutationShipnotice_Meta_Fields_UpdateArgs = {
  association_fields?: InputMaybe<Scalars['JSON']['input']>;
  fields?: InputMaybe<Scalars['JSON']['input']>;
  id: Scalars['Int']['input'];
};


export type MutationShipnotice_ReceiveArgs = {
  id: Scalars['Int']['input'];
  input?: InputMaybe<ShipnoticeReceiveInput>;
};


export type MutationShipnotice_UpdateArgs = {
  id: Scalars['Int']['input'];
  input: ShipnoticeUpdateInput;
};


export type MutationShop_UpdateArgs = {
  id: Scalars['Int']['input'];
  input: ShopUpdateInput;
};


export type MutationSimulate_Consumer_Return_CreateArgs = {
  consumer_return_id?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationSimulate_Consumer_Return_ProcessingArgs = {
  consumer_return_id: Scalars['Int']['input'];
  finalize?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationSimulate_Order_ProcessingArgs = {
  order_id: Scalars['Int']['input'];
  status?: InputMaybe<SimulatedOrderStatus>;
};


export type MutationSimulate_Shipnotice_CreateArgs = {
  shipnotice_id?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationSimulate_Shipnotice_ProcessingArgs = {
  finalize?: InputMaybe<Scalars['Boolean']['input']>;
  randomize_receiving?: InputMaybe<Scalars['Boolean']['input']>;
  shipnotice_id: Scalars['Int']['input'];
};


export type MutationStock_AdjustArgs = {
  input: StockAdjustInput;
};


export type MutationTemplate_CreateArgs = {
  input: TemplateCreateInput;
};


export type MutationTemplate_DeleteArgs = {
  id: Scalars['Int']['input'];
};


export type MutationTemplate_UpdateArgs = {
  id: Scalars['Int']['input'];
  input: TemplateUpdateInput;
};


export type MutationWholesale_Item_DeleteArgs = {
  id: Scalars['Int']['input'];
};


export type MutationWholesale_Item_UpdateArgs = {
  id: Scalars['Int']['input'];
  input: WholesaleItemInput;
};

/** One event (or test) to one endpoint: a subscription's, or a connected shop's sync_url. */
export type NotificationDelivery = {
  __typename?: 'NotificationDelivery';
  /** Attempts made so far (at most 10). */
  attempt_count: Scalars['Int']['output'];
  /** Every attempt, in order. */
  attempts: Array<NotificationDeliveryAttempt>;
  created_at: Scalars['DateTime']['output'];
  delivered_at?: Maybe<Scalars['DateTime']['output']>;
  endpoint: Scalars['String']['output'];
  /** The outbox event; null for a test with no event of its kind to show. */
  event_id?: Maybe<Scalars['Long']['output']>;
  event_name: Scalars['String']['output'];
  id: Scalars['Long']['output'];
  last_error?: Maybe<Scalars['String']['output']>;
  last_status_code?: Maybe<Scalars['Int']['output']>;
  /** When a pending delivery is next tried. */
  next_attempt_at: Scalars['DateTime']['output'];
  /** The delivery this one repeats (notification_delivery_redeliver). */
  redelivery_of?: Maybe<Scalars['Long']['output']>;
  shop_id?: Maybe<Scalars['Int']['output']>;
  status: NotificationDeliveryStatus;
  subscription_id?: Maybe<Scalars['Int']['output']>;
  /** A test delivery (notification_subscription_test): one attempt, its body marked "test": true. */
  test: Scalars['Boolean']['output'];
  updated_at: Scalars['DateTime']['output'];
};

export type NotificationDeliveryAttempt = {
  __typename?: 'NotificationDeliveryAttempt';
  attempt: Scalars['Int']['output'];
  created_at: Scalars['DateTime']['output'];
  duration_ms: Scalars['Int']['output'];
  error?: Maybe<Scalars['String']['output']>;
  id: Scalars['Long']['output'];
  /** The endpoint's HTTP status; null when it gave none (refused, timed out, ...). */
  status_code?: Maybe<Scalars['Int']['output']>;
};

export type NotificationDeliveryConnection = {
  __typename?: 'NotificationDeliveryConnection';
  edges: Array<NotificationDeliveryEdge>;
  nodes: Array<NotificationDelivery>;
  page_info: PageInfo;
  total_count: Scalars['Int']['output'];
};

export type NotificationDeliveryEdge = {
  __typename?: 'NotificationDeliveryEdge';
  cursor: Scalars['String']['output'];
  node: NotificationDelivery;
};

export type NotificationDeliveryStatus =
  | 'delivered'
  | 'failed'
  | 'pending';

/** A kind of event the service fires, to which a customer may subscribe. Shared: every caller reads the same catalog. */
export type NotificationEvent = {
  __typename?: 'NotificationEvent';
  created_at: Scalars['DateTime']['output'];
  description: Scalars['String']['output'];
  humanized_name: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  /** order.shipped, item.inventory_changed, ...: the event_name of a webhook body. */
  name: Scalars['String']['output'];
  requires_subscription: Scalars['Boolean']['output'];
  resource_message: Scalars['String']['output'];
  /** order, item, shipnotice or consumer_return: the key of the resource in a webhook body. */
  resource_type: Scalars['String']['output'];
  updated_at: Scalars['DateTime']['output'];
};

export type NotificationEventConnection = {
  __typename?: 'NotificationEventConnection';
  edges: Array<NotificationEventEdge>;
  nodes: Array<NotificationEvent>;
  page_info: PageInfo;
  total_count: Scalars['Int']['output'];
};

export type NotificationEventEdge = {
  __typename?: 'NotificationEventEdge';
  cursor: Scalars['String']['output'];
  node: NotificationEvent;
};

/**
 * A customer's webhook: every event of its kind is POSTed to `endpoint` as
 * {"event_name": ..., "<resource_type>": <the resource as the V2 API returns it>}, signed in
 * X-Service-Signature (hex HMAC-SHA256 of the raw body keyed with `secret` as it reads) and in the
 * Standard Webhooks headers (webhook-id, webhook-timestamp, webhook-signature; a whsec_ secret is
 * keyed with its decoded bytes), with X-Service-Event-Id for de-duplication. Failed deliveries are retried with backoff (10 attempts); a delivery given up after 100 or more
 * failures in a row deactivates the subscription until it is set active again. One resource's events
 * reach an endpoint in order; other resources' do not wait for them.
 */
export type NotificationSubscription = {
  __typename?: 'NotificationSubscription';
  active: Scalars['Boolean']['output'];
  /** Failed delivery attempts since the last success. */
  consecutive_failures: Scalars['Int']['output'];
  created_at: Scalars['DateTime']['output'];
  customer_id: Scalars['Int']['output'];
  /** When a delivery given up after 100 or more failures in a row switched the subscription off. */
  deactivated_at?: Maybe<Scalars['DateTime']['output']>;
  discarded_at?: Maybe<Scalars['DateTime']['output']>;
  endpoint: Scalars['String']['output'];
  /** The subscribed event's name (order.shipped, ...). */
  event_name: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  notification_event_id: Scalars['Int']['output'];
  /** webhook */
  notification_type: Scalars['String']['output'];
  /** The key deliveries are signed with: this subscription's own (an API client secret is stored only as a hash). New ones are whsec_ and base64, as the Standard Webhooks libraries take them. */
  secret: Scalars['String']['output'];
  updated_at: Scalars['DateTime']['output'];
  user_id?: Maybe<Scalars['Int']['output']>;
  /** The payload version asked for: 1 or 2 (V2 documents both; each delivers the V2 API's payload, the only API here). */
  version: Scalars['Int']['output'];
};

export type NotificationSubscriptionConnection = {
  __typename?: 'NotificationSubscriptionConnection';
  edges: Array<NotificationSubscriptionEdge>;
  nodes: Array<NotificationSubscription>;
  page_info: PageInfo;
  total_count: Scalars['Int']['output'];
};

export type NotificationSubscriptionCreateInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Staff: the customer to subscribe (or X-Customer-Id). */
  customer_id?: InputMaybe<Scalars['Int']['input']>;
  /** An absolute http or https URL. */
  endpoint?: InputMaybe<Scalars['String']['input']>;
  event_name?: InputMaybe<Scalars['String']['input']>;
  /** The catalog event to subscribe to; or name it with event_name. */
  notification_event_id?: InputMaybe<Scalars['Int']['input']>;
  /** webhook (the default; the only type this service sends). */
  notification_type?: InputMaybe<Scalars['String']['input']>;
  /** A signing key of your own: whsec_ and the base64 of 24 to 64 bytes (Standard Webhooks), or any other string of at least 16 characters (then its own bytes are the key); by default whsec_ and 32 random bytes. */
  secret?: InputMaybe<Scalars['String']['input']>;
  user_id?: InputMaybe<Scalars['Int']['input']>;
  /** 1 or 2 (the default): both deliver the V2 payload, the only API here. */
  version?: InputMaybe<Scalars['Int']['input']>;
};

export type NotificationSubscriptionEdge = {
  __typename?: 'NotificationSubscriptionEdge';
  cursor: Scalars['String']['output'];
  node: NotificationSubscription;
};

export type NotificationSubscriptionUpdateInput = {
  /** true reactivates a deactivated subscription (its failure count starts again at 0). */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  customer_id?: InputMaybe<Scalars['Int']['input']>;
  endpoint?: InputMaybe<Scalars['String']['input']>;
  event_name?: InputMaybe<Scalars['String']['input']>;
  notification_event_id?: InputMaybe<Scalars['Int']['input']>;
  notification_type?: InputMaybe<Scalars['String']['input']>;
  secret?: InputMaybe<Scalars['String']['input']>;
  user_id?: InputMaybe<Scalars['Int']['input']>;
  version?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * An end consumer's request for items: outgoing stock. status is one of the spec's codes (status_name
 * names it); previous_status holds the one before. Creating an order allocates stock: all lines
 * covered → 100 Processing, otherwise 95 Insufficient Inventory (it holds nothing and is retried,
 * oldest first, when stock arrives).
 */
export type Order = {
  __typename?: 'Order';
  address_message?: Maybe<Scalars['String']['output']>;
  address_verified: Scalars['Boolean']['output'];
  approximate_delivery_date?: Maybe<Scalars['Date']['output']>;
  batch_priority: Scalars['Boolean']['output'];
  billed: Scalars['Boolean']['output'];
  billing_address_1?: Maybe<Scalars['String']['output']>;
  billing_address_2?: Maybe<Scalars['String']['output']>;
  billing_address_3?: Maybe<Scalars['String']['output']>;
  billing_city?: Maybe<Scalars['String']['output']>;
  billing_company?: Maybe<Scalars['String']['output']>;
  billing_country?: Maybe<Scalars['String']['output']>;
  billing_name?: Maybe<Scalars['String']['output']>;
  billing_phone?: Maybe<Scalars['String']['output']>;
  billing_state?: Maybe<Scalars['String']['output']>;
  billing_zip?: Maybe<Scalars['String']['output']>;
  /** when returns close: return_time_limit days after shipping */
  calculated_time_limit?: Maybe<Scalars['String']['output']>;
  carrier_account_id?: Maybe<Scalars['Int']['output']>;
  cf_packingslip_pdf_url?: Maybe<Scalars['String']['output']>;
  contains_alcohol: Scalars['Boolean']['output'];
  created_at: Scalars['DateTime']['output'];
  cross_border_ge_order: Scalars['Boolean']['output'];
  customer_id: Scalars['Int']['output'];
  customer_provided_label_carrier?: Maybe<Scalars['String']['output']>;
  customs_eori_number?: Maybe<Scalars['String']['output']>;
  customs_info: CustomsInfo;
  customs_ioss_number?: Maybe<Scalars['String']['output']>;
  customs_receiver_tax_id?: Maybe<Scalars['String']['output']>;
  customs_required: Scalars['Boolean']['output'];
  customs_vat_number?: Maybe<Scalars['String']['output']>;
  days_in_transit?: Maybe<Scalars['Int']['output']>;
  days_in_transit_carrier_estimate?: Maybe<Scalars['Int']['output']>;
  do_not_bill: Scalars['Boolean']['output'];
  due_at?: Maybe<Scalars['DateTime']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  estimated_shipping_method_id?: Maybe<Scalars['Int']['output']>;
  expedited: Scalars['Boolean']['output'];
  first_name?: Maybe<Scalars['String']['output']>;
  full_name?: Maybe<Scalars['String']['output']>;
  gift: Scalars['Boolean']['output'];
  humanize_id: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  incoterm?: Maybe<Incoterm>;
  insure: Scalars['Boolean']['output'];
  is_gestating: Scalars['Boolean']['output'];
  is_workable: Scalars['Boolean']['output'];
  /** lines may still be added, changed or removed */
  items_updateable: Scalars['Boolean']['output'];
  last_name?: Maybe<Scalars['String']['output']>;
  level1_token?: Maybe<Scalars['String']['output']>;
  level2_token?: Maybe<Scalars['String']['output']>;
  meta_data?: Maybe<Scalars['String']['output']>;
  meta_fields: MetaFields;
  order_batch_id?: Maybe<Scalars['Int']['output']>;
  /** Documents attached to the order. */
  order_documents: Array<OrderDocument>;
  order_items: Array<OrderItem>;
  order_orig?: Maybe<Scalars['String']['output']>;
  order_type?: Maybe<Scalars['String']['output']>;
  originator?: Maybe<Originator>;
  package_label_reference?: Maybe<Scalars['String']['output']>;
  packages: Array<Package>;
  packingslip_pdf_url?: Maybe<Scalars['String']['output']>;
  permissions_limited: Scalars['Boolean']['output'];
  previous_status?: Maybe<Scalars['Int']['output']>;
  /** the original_id of the order's originator */
  proto_originator_id?: Maybe<Scalars['String']['output']>;
  public_note?: Maybe<Scalars['String']['output']>;
  purchase_order?: Maybe<Scalars['String']['output']>;
  quote_id?: Maybe<Scalars['Int']['output']>;
  req_insurance_value?: Maybe<Scalars['Float']['output']>;
  requested_address?: Maybe<Scalars['String']['output']>;
  require_adult_signature: Scalars['Boolean']['output'];
  require_signature: Scalars['Boolean']['output'];
  residential: Scalars['Boolean']['output'];
  return_address_1?: Maybe<Scalars['String']['output']>;
  return_address_2?: Maybe<Scalars['String']['output']>;
  return_address_verified: Scalars['Boolean']['output'];
  return_city?: Maybe<Scalars['String']['output']>;
  return_company?: Maybe<Scalars['String']['output']>;
  return_country?: Maybe<Scalars['String']['output']>;
  return_email?: Maybe<Scalars['String']['output']>;
  return_name?: Maybe<Scalars['String']['output']>;
  return_phone?: Maybe<Scalars['String']['output']>;
  return_state?: Maybe<Scalars['String']['output']>;
  return_time_limit?: Maybe<Scalars['Int']['output']>;
  return_warehouse_id?: Maybe<Scalars['Int']['output']>;
  return_zip?: Maybe<Scalars['String']['output']>;
  saturday_delivery: Scalars['Boolean']['output'];
  scac?: Maybe<Scalars['String']['output']>;
  serial_numbers: Array<SerialNumber>;
  ship_3rdparty_account?: Maybe<Scalars['String']['output']>;
  ship_3rdparty_cost?: Maybe<Scalars['Float']['output']>;
  ship_3rdparty_country?: Maybe<Scalars['String']['output']>;
  ship_3rdparty_zip?: Maybe<Scalars['String']['output']>;
  ship_actual_cost?: Maybe<Scalars['Float']['output']>;
  /** the shipping method's name */
  ship_method?: Maybe<Scalars['String']['output']>;
  ship_notes?: Maybe<Scalars['String']['output']>;
  shipped_on?: Maybe<Scalars['DateTime']['output']>;
  shipping_address_1?: Maybe<Scalars['String']['output']>;
  shipping_address_2?: Maybe<Scalars['String']['output']>;
  shipping_carrier_facility?: Maybe<Scalars['String']['output']>;
  shipping_city?: Maybe<Scalars['String']['output']>;
  shipping_company?: Maybe<Scalars['String']['output']>;
  shipping_confirmation_sent: Scalars['Boolean']['output'];
  shipping_country?: Maybe<Scalars['String']['output']>;
  shipping_country_iso2?: Maybe<Scalars['String']['output']>;
  /** Documents made while shipping the order, for its packages or the whole order. */
  shipping_documents: Array<ShippingDocument>;
  shipping_hold_for_pickup: Scalars['Boolean']['output'];
  shipping_method?: Maybe<ShippingMethod>;
  shipping_method_id?: Maybe<Scalars['Int']['output']>;
  shipping_name?: Maybe<Scalars['String']['output']>;
  shipping_phone?: Maybe<Scalars['String']['output']>;
  shipping_state?: Maybe<Scalars['String']['output']>;
  shipping_zip?: Maybe<Scalars['String']['output']>;
  shop_created_at?: Maybe<Scalars['DateTime']['output']>;
  shop_id?: Maybe<Scalars['Int']['output']>;
  shop_shipping_method_currency?: Maybe<Scalars['String']['output']>;
  shop_shipping_method_price?: Maybe<Scalars['Float']['output']>;
  shop_shipping_method_text?: Maybe<Scalars['String']['output']>;
  shop_updated_at?: Maybe<Scalars['DateTime']['output']>;
  shop_warehouse_ids: Array<Scalars['Int']['output']>;
  skip_address_verification: Scalars['Boolean']['output'];
  skip_street_date: Scalars['Boolean']['output'];
  status: Scalars['Int']['output'];
  status_name: Scalars['String']['output'];
  tracking: Array<Scalars['String']['output']>;
  tracking_links: Array<Scalars['String']['output']>;
  updated_at: Scalars['DateTime']['output'];
  warehouse_id?: Maybe<Scalars['Int']['output']>;
  /** the order's wholesale details; null when it has none */
  wholesale?: Maybe<OrderWholesale>;
  /** shipped, and its return window (return_time_limit days after shipping) open; with no limit set it never closes */
  within_return_time_limit: Scalars['Boolean']['output'];
  workable_at?: Maybe<Scalars['DateTime']['output']>;
};

/**
 * A bulk create of orders and its progress: queued, running (a pg-boss job on any server instance
 * creates the orders in chunks), completed (every resource created or refused; the saved search
 * then holds exactly the created orders).
 */
export type OrderBulkJob = {
  __typename?: 'OrderBulkJob';
  created: Scalars['Int']['output'];
  created_at: Scalars['DateTime']['output'];
  customer_id: Scalars['Int']['output'];
  finished_at?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['Int']['output'];
  processed: Scalars['Int']['output'];
  refused: Scalars['Int']['output'];
  results: Array<BulkResourceResult>;
  saved_search: SavedSearch;
  saved_search_id: Scalars['Int']['output'];
  started_at?: Maybe<Scalars['DateTime']['output']>;
  status: Scalars['String']['output'];
  total: Scalars['Int']['output'];
  updated_at: Scalars['DateTime']['output'];
};


/**
 * A bulk create of orders and its progress: queued, running (a pg-boss job on any server instance
 * creates the orders in chunks), completed (every resource created or refused; the saved search
 * then holds exactly the created orders).
 */
export type OrderBulkJobResultsArgs = {
  outcome?: InputMaybe<BulkOutcome>;
};

/** One resource's outcome in a bulk order request: queued ones name the job and the saved search they go to. */
export type OrderBulkResult = {
  __typename?: 'OrderBulkResult';
  bulk_job_id?: Maybe<Scalars['Int']['output']>;
  result: Scalars['String']['output'];
  saved_search_id?: Maybe<Scalars['Int']['output']>;
};

export type OrderConnection = {
  __typename?: 'OrderConnection';
  edges: Array<OrderEdge>;
  nodes: Array<Order>;
  page_info: PageInfo;
  total_count: Scalars['Int']['output'];
};

export type OrderCreateInput = {
  approximate_delivery_date?: InputMaybe<Scalars['Date']['input']>;
  batch_priority?: InputMaybe<Scalars['Boolean']['input']>;
  billing_address_1?: InputMaybe<Scalars['String']['input']>;
  billing_address_2?: InputMaybe<Scalars['String']['input']>;
  billing_address_3?: InputMaybe<Scalars['String']['input']>;
  billing_city?: InputMaybe<Scalars['String']['input']>;
  billing_company?: InputMaybe<Scalars['String']['input']>;
  billing_country?: InputMaybe<Scalars['String']['input']>;
  billing_name?: InputMaybe<Scalars['String']['input']>;
  billing_phone?: InputMaybe<Scalars['String']['input']>;
  billing_state?: InputMaybe<Scalars['String']['input']>;
  billing_zip?: InputMaybe<Scalars['String']['input']>;
  carrier_account_id?: InputMaybe<Scalars['Int']['input']>;
  contains_alcohol?: InputMaybe<Scalars['Boolean']['input']>;
  cross_border_ge_order?: InputMaybe<Scalars['Boolean']['input']>;
  /** staff acting for no customer name it here */
  customer_id?: InputMaybe<Scalars['Int']['input']>;
  customer_provided_label_carrier?: InputMaybe<Scalars['String']['input']>;
  customs_eori_number?: InputMaybe<Scalars['String']['input']>;
  /** the order's customs details */
  customs_info_attributes?: InputMaybe<CustomsInfoInput>;
  customs_ioss_number?: InputMaybe<Scalars['String']['input']>;
  customs_receiver_tax_id?: InputMaybe<Scalars['String']['input']>;
  customs_vat_number?: InputMaybe<Scalars['String']['input']>;
  days_in_transit?: InputMaybe<Scalars['Int']['input']>;
  days_in_transit_carrier_estimate?: InputMaybe<Scalars['Int']['input']>;
  do_not_bill?: InputMaybe<Scalars['Boolean']['input']>;
  due_at?: InputMaybe<Scalars['DateTime']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  estimated_shipping_method_id?: InputMaybe<Scalars['Int']['input']>;
  first_name?: InputMaybe<Scalars['String']['input']>;
  full_name?: InputMaybe<Scalars['String']['input']>;
  gift?: InputMaybe<Scalars['Boolean']['input']>;
  incoterm?: InputMaybe<Incoterm>;
  insure?: InputMaybe<Scalars['Boolean']['input']>;
  is_gestating?: InputMaybe<Scalars['Boolean']['input']>;
  is_workable?: InputMaybe<Scalars['Boolean']['input']>;
  last_name?: InputMaybe<Scalars['String']['input']>;
  level1_token?: InputMaybe<Scalars['String']['input']>;
  level2_token?: InputMaybe<Scalars['String']['input']>;
  meta_data?: InputMaybe<Scalars['String']['input']>;
  meta_fields?: InputMaybe<MetaFieldsInput>;
  /** the lines (the spec's name) */
  order_items?: InputMaybe<Array<OrderItemCreateInput>>;
  /** the lines (the original's name) */
  order_items_attributes?: InputMaybe<Array<OrderItemCreateInput>>;
  order_orig?: InputMaybe<Scalars['String']['input']>;
  order_type?: InputMaybe<OrderType>;
  originator_attributes?: InputMaybe<OriginatorAttributes>;
  package_label_reference?: InputMaybe<Scalars['String']['input']>;
  permissions_limited?: InputMaybe<Scalars['Boolean']['input']>;
  public_note?: InputMaybe<Scalars['String']['input']>;
  purchase_order?: InputMaybe<Scalars['String']['input']>;
  req_insurance_value?: InputMaybe<Scalars['Float']['input']>;
  requested_address?: InputMaybe<Scalars['String']['input']>;
  require_adult_signature?: InputMaybe<Scalars['Boolean']['input']>;
  require_signature?: InputMaybe<Scalars['Boolean']['input']>;
  residential?: InputMaybe<Scalars['Boolean']['input']>;
  return_address_1?: InputMaybe<Scalars['String']['input']>;
  return_address_2?: InputMaybe<Scalars['String']['input']>;
  return_city?: InputMaybe<Scalars['String']['input']>;
  return_company?: InputMaybe<Scalars['String']['input']>;
  return_country?: InputMaybe<Scalars['String']['input']>;
  return_email?: InputMaybe<Scalars['String']['input']>;
  return_name?: InputMaybe<Scalars['String']['input']>;
  return_phone?: InputMaybe<Scalars['String']['input']>;
  return_state?: InputMaybe<Scalars['String']['input']>;
  return_time_limit?: InputMaybe<Scalars['Int']['input']>;
  return_zip?: InputMaybe<Scalars['String']['input']>;
  saturday_delivery?: InputMaybe<Scalars['Boolean']['input']>;
  scac?: InputMaybe<Scalars['String']['input']>;
  ship_3rdparty_account?: InputMaybe<Scalars['String']['input']>;
  ship_3rdparty_cost?: InputMaybe<Scalars['Float']['input']>;
  ship_3rdparty_country?: InputMaybe<Scalars['String']['input']>;
  ship_3rdparty_zip?: InputMaybe<Scalars['String']['input']>;
  ship_notes?: InputMaybe<Scalars['String']['input']>;
  shipping_address_1?: InputMaybe<Scalars['String']['input']>;
  shipping_address_2?: InputMaybe<Scalars['String']['input']>;
  shipping_carrier_facility?: InputMaybe<Scalars['String']['input']>;
  shipping_city?: InputMaybe<Scalars['String']['input']>;
  shipping_company?: InputMaybe<Scalars['String']['input']>;
  shipping_country?: InputMaybe<Scalars['String']['input']>;
  shipping_country_iso2?: InputMaybe<Scalars['String']['input']>;
  shipping_hold_for_pickup?: InputMaybe<Scalars['Boolean']['input']>;
  shipping_method_id?: InputMaybe<Scalars['Int']['input']>;
  shipping_name?: InputMaybe<Scalars['String']['input']>;
  shipping_phone?: InputMaybe<Scalars['String']['input']>;
  shipping_state?: InputMaybe<Scalars['String']['input']>;
  shipping_zip?: InputMaybe<Scalars['String']['input']>;
  shop_created_at?: InputMaybe<Scalars['DateTime']['input']>;
  shop_shipping_method_currency?: InputMaybe<Scalars['String']['input']>;
  shop_shipping_method_price?: InputMaybe<Scalars['Float']['input']>;
  shop_shipping_method_text?: InputMaybe<Scalars['String']['input']>;
  shop_updated_at?: InputMaybe<Scalars['DateTime']['input']>;
  shop_warehouse_ids?: InputMaybe<Array<Scalars['Int']['input']>>;
  skip_address_verification?: InputMaybe<Scalars['Boolean']['input']>;
  skip_street_date?: InputMaybe<Scalars['Boolean']['input']>;
  /** only 30 (Shipped Externally) or 35 (Quote): such orders are recorded and not allocated */
  status?: InputMaybe<Scalars['Int']['input']>;
  tracking?: InputMaybe<Array<Scalars['String']['input']>>;
  tracking_links?: InputMaybe<Array<Scalars['String']['input']>>;
  /** wholesale details of the order */
  wholesale_attributes?: InputMaybe<OrderWholesaleInput>;
};

/** A file attached to an order, such as a pre-printed shipping label or a bill of lading. */
export type OrderDocument = {
  __typename?: 'OrderDocument';
  created_at: Scalars['DateTime']['output'];
  customer_id: Scalars['Int']['output'];
  /** bill_of_lading, shipping_label, packing_slip, … */
  document_type?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  order_id: Scalars['Int']['output'];
  updated_at: Scalars['DateTime']['output'];
  /** where the warehouse fetches it (http or https) */
  url: Scalars['String']['output'];
};

export type OrderDocumentConnection = {
  __typename?: 'OrderDocumentConnection';
  edges: Array<OrderDocumentEdge>;
  nodes: Array<OrderDocument>;
  page_info: PageInfo;
  total_count: Scalars['Int']['output'];
};

export type OrderDocumentCreateInput = {
  /** the order's customer (any other is refused) */
  customer_id?: InputMaybe<Scalars['Int']['input']>;
  document_type?: InputMaybe<Scalars['String']['input']>;
  /** an absolute http or https URL */
  url: Scalars['String']['input'];
};

export type OrderDocumentEdge = {
  __typename?: 'OrderDocumentEdge';
  cursor: Scalars['String']['output'];
  node: OrderDocument;
};

export type OrderEdge = {
  __typename?: 'OrderEdge';
  cursor: Scalars['String']['output'];
  node: Order;
};

/** An entry of an order's history. */
export type OrderEvent = {
  __typename?: 'OrderEvent';
  date: Scalars['DateTime']['output'];
  description: Scalars['String']['output'];
  /** created, status_changed, items_changed, allocated, shipped */
  event_type: Scalars['String']['output'];
  saved_by?: Maybe<Scalars['String']['output']>;
  saved_by_id?: Maybe<Scalars['Int']['output']>;
  /** api, sandbox or system */
  saved_via?: Maybe<Scalars['String']['output']>;
};

export type OrderEventConnection = {
  __typename?: 'OrderEventConnection';
  edges: Array<OrderEventEdge>;
  nodes: Array<OrderEvent>;
  page_info: PageInfo;
  total_count: Scalars['Int']['output'];
};

export type OrderEventEdge = {
  __typename?: 'OrderEventEdge';
  cursor: Scalars['String']['output'];
  node: OrderEvent;
};

/**
 * One group of orders_summary: how many orders, how many units on their lines, and how many of them
 * need someone: held for their address, waiting for stock, or late against the stated SLA.
 */
export type OrderGroup = {
  __typename?: 'OrderGroup';
  /**
   * Held at the warehouse door for their shipping address (address_verified false, skip_address_verification
   * false, still open): the orders an order.attention event announced. Found with
   * `{"address_verified_eq": false, "skip_address_verification_eq": false}`.
   */
  held_for_address: Scalars['Int']['output'];
  /** The status code, warehouse id, shipping method id or customer id; null for orders with none (no warehouse or shipping method yet). */
  key?: Maybe<Scalars['Int']['output']>;
  /** The status name, or the warehouse's, shipping method's or customer's name; `none` when key is null. */
  label: Scalars['String']['output'];
  /**
   * Released for fulfilment (Paused, Insufficient Inventory, Processing through Label Purchased) and created
   * more than late_after_hours ago: not shipped within the SLA.
   */
  late: Scalars['Int']['output'];
  orders: Scalars['Int']['output'];
  /** Units on the orders' lines (the sum of order_items.quantity). */
  units: Scalars['Int']['output'];
  /** Waiting for stock: status 95 Insufficient Inventory. */
  waiting_for_stock: Scalars['Int']['output'];
};

/**
 * What orders_summary groups orders by. Each group's key is the status code, warehouse id, shipping
 * method id or customer id; its label is the status name or the warehouse's, method's or customer's name.
 */
export type OrderGroupBy =
  /** Staff see every customer's (or X-Customer-Id's); a customer sees its own, one group. */
  | 'customer'
  | 'shipping_method'
  | 'status'
  | 'warehouse';

/** One line of an order. */
export type OrderItem = {
  __typename?: 'OrderItem';
  available: Scalars['Boolean']['output'];
  carton_quantity?: Maybe<Scalars['Int']['output']>;
  case_quantity?: Maybe<Scalars['Int']['output']>;
  created_at: Scalars['DateTime']['output'];
  currency?: Maybe<Scalars['String']['output']>;
  customer_id: Scalars['Int']['output'];
  description?: Maybe<Scalars['String']['output']>;
  goh: Scalars['Boolean']['output'];
  hazmat: Scalars['Boolean']['output'];
  id: Scalars['Int']['output'];
  is_bundle: Scalars['Boolean']['output'];
  item: Item;
  item_id: Scalars['Int']['output'];
  meta_fields: MetaFields;
  misc?: Maybe<Scalars['String']['output']>;
  order_id: Scalars['Int']['output'];
  originator?: Maybe<Originator>;
  package_id?: Maybe<Scalars['Int']['output']>;
  packaging: Scalars['Boolean']['output'];
  packed: Scalars['Int']['output'];
  price?: Maybe<Scalars['Float']['output']>;
  promo: Scalars['Boolean']['output'];
  quantity: Scalars['Int']['output'];
  quote_item_id?: Maybe<Scalars['Int']['output']>;
  request_serial_number: Scalars['Boolean']['output'];
  retail_fee?: Maybe<Scalars['Float']['output']>;
  returnable?: Maybe<Scalars['Boolean']['output']>;
  serial_numbers: Array<SerialNumber>;
  sku?: Maybe<Scalars['String']['output']>;
  unshippable: Scalars['Boolean']['output'];
  updated_at: Scalars['DateTime']['output'];
  wholesale_cost?: Maybe<Scalars['Float']['output']>;
  wholesale_fee?: Maybe<Scalars['Float']['output']>;
  /** the line's wholesale details; null when it has none */
  wholesale_item?: Maybe<WholesaleItem>;
};

export type OrderItemConnection = {
  __typename?: 'OrderItemConnection';
  edges: Array<OrderItemEdge>;
  nodes: Array<OrderItem>;
  page_info: PageInfo;
  total_count: Scalars['Int']['output'];
};

export type OrderItemCreateInput = {
  available?: InputMaybe<Scalars['Boolean']['input']>;
  carton_quantity?: InputMaybe<Scalars['Int']['input']>;
  case_quantity?: InputMaybe<Scalars['Int']['input']>;
  created_at?: InputMaybe<Scalars['DateTime']['input']>;
  currency?: InputMaybe<Scalars['String']['input']>;
  /** ignored: the line belongs to its order's customer */
  customer_id?: InputMaybe<Scalars['Int']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  goh?: InputMaybe<Scalars['Boolean']['input']>;
  hazmat?: InputMaybe<Scalars['Boolean']['input']>;
  is_bundle?: InputMaybe<Scalars['Boolean']['input']>;
  item_id?: InputMaybe<Scalars['Int']['input']>;
  /** the original_id of one of the item's originators (instead of item_id) */
  item_originator_id?: InputMaybe<Scalars['String']['input']>;
  meta_fields?: InputMaybe<MetaFieldsInput>;
  misc?: InputMaybe<Scalars['String']['input']>;
  /** ignored: the line belongs to the order it is created in */
  order_id?: InputMaybe<Scalars['Int']['input']>;
  originator_attributes?: InputMaybe<OriginatorAttributes>;
  /** the original_id of the line's own originator (shorthand for originator_attributes.original_id) */
  originator_id?: InputMaybe<Scalars['String']['input']>;
  package_id?: InputMaybe<Scalars['Int']['input']>;
  packaging?: InputMaybe<Scalars['Boolean']['input']>;
  packed?: InputMaybe<Scalars['Int']['input']>;
  price?: InputMaybe<Scalars['Float']['input']>;
  promo?: InputMaybe<Scalars['Boolean']['input']>;
  /** units of the item: required, 1 to 1000000 (more than a truckload of one SKU is no order line) */
  quantity?: InputMaybe<Scalars['Int']['input']>;
  quote_item_id?: InputMaybe<Scalars['Int']['input']>;
  request_serial_number?: InputMaybe<Scalars['Boolean']['input']>;
  retail_fee?: InputMaybe<Scalars['Float']['input']>;
  returnable?: InputMaybe<Scalars['Boolean']['input']>;
  sku?: InputMaybe<Scalars['String']['input']>;
  unshippable?: InputMaybe<Scalars['Boolean']['input']>;
  updated_at?: InputMaybe<Scalars['DateTime']['input']>;
  wholesale_cost?: InputMaybe<Scalars['Float']['input']>;
  wholesale_fee?: InputMaybe<Scalars['Float']['input']>;
  /** wholesale details of the line */
  wholesale_item_attributes?: InputMaybe<WholesaleItemAttributes>;
};

export type OrderItemEdge = {
  __typename?: 'OrderItemEdge';
  cursor: Scalars['String']['output'];
  node: OrderItem;
};

export type OrderItemUpdateInput = {
  available?: InputMaybe<Scalars['Boolean']['input']>;
  carton_quantity?: InputMaybe<Scalars['Int']['input']>;
  case_quantity?: InputMaybe<Scalars['Int']['input']>;
  currency?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  goh?: InputMaybe<Scalars['Boolean']['input']>;
  hazmat?: InputMaybe<Scalars['Boolean']['input']>;
  is_bundle?: InputMaybe<Scalars['Boolean']['input']>;
  misc?: InputMaybe<Scalars['String']['input']>;
  package_id?: InputMaybe<Scalars['Int']['input']>;
  packaging?: InputMaybe<Scalars['Boolean']['input']>;
  packed?: InputMaybe<Scalars['Int']['input']>;
  price?: InputMaybe<Scalars['Float']['input']>;
  promo?: InputMaybe<Scalars['Boolean']['input']>;
  /** units of the item: 1 to 1000000; a new quantity allocates the order's stock again */
  quantity?: InputMaybe<Scalars['Int']['input']>;
  quote_item_id?: InputMaybe<Scalars['Int']['input']>;
  request_serial_number?: InputMaybe<Scalars['Boolean']['input']>;
  retail_fee?: InputMaybe<Scalars['Float']['input']>;
  returnable?: InputMaybe<Scalars['Boolean']['input']>;
  sku?: InputMaybe<Scalars['String']['input']>;
  unshippable?: InputMaybe<Scalars['Boolean']['input']>;
  wholesale_cost?: InputMaybe<Scalars['Float']['input']>;
  wholesale_fee?: InputMaybe<Scalars['Float']['input']>;
  /** Gives the line a wholesale item, or changes the given fields of the one it has, as PUT /order_items/{id}/wholesale_item does (while the order's fields change). */
  wholesale_item_attributes?: InputMaybe<WholesaleItemAttributes>;
};

/** An order was packed and shipped. */
export type OrderShippedEvent = {
  __typename?: 'OrderShippedEvent';
  event_id: Scalars['Long']['output'];
  occurred_at: Scalars['DateTime']['output'];
  /**
   * The order as it was when the change committed, selectable like the order query. Fields the V2
   * representation holds come from the event's snapshot; others are read once per event for all its subscribers.
   */
  order: Order;
  order_id: Scalars['Int']['output'];
  /**
   * The order as the V2 API returned it at that moment.
   * @deprecated Select fields of `order` instead.
   */
  order_json: Scalars['JSON']['output'];
  package_id: Scalars['Int']['output'];
  ship_actual_cost?: Maybe<Scalars['Float']['output']>;
  tracking?: Maybe<Scalars['String']['output']>;
  tracking_link?: Maybe<Scalars['String']['output']>;
};

/** An order's status changed. */
export type OrderStatusChangedEvent = {
  __typename?: 'OrderStatusChangedEvent';
  event_id: Scalars['Long']['output'];
  from_status: Scalars['Int']['output'];
  from_status_name: Scalars['String']['output'];
  occurred_at: Scalars['DateTime']['output'];
  /**
   * The order as it was when the change committed, selectable like the order query. Fields the V2
   * representation holds come from the event's snapshot; others are read once per event for all its subscribers.
   */
  order: Order;
  order_id: Scalars['Int']['output'];
  /**
   * The order as the V2 API returned it at that moment.
   * @deprecated Select fields of `order` instead.
   */
  order_json: Scalars['JSON']['output'];
  reason: Scalars['String']['output'];
  to_status: Scalars['Int']['output'];
  to_status_name: Scalars['String']['output'];
};

export type OrderType =
  | 'direct_to_consumer'
  | 'dropship'
  | 'retail'
  | 'transfer'
  | 'value_added_service'
  | 'wholesale';

export type OrderUpdateInput = {
  approximate_delivery_date?: InputMaybe<Scalars['Date']['input']>;
  batch_priority?: InputMaybe<Scalars['Boolean']['input']>;
  billing_address_1?: InputMaybe<Scalars['String']['input']>;
  billing_address_2?: InputMaybe<Scalars['String']['input']>;
  billing_address_3?: InputMaybe<Scalars['String']['input']>;
  billing_city?: InputMaybe<Scalars['String']['input']>;
  billing_company?: InputMaybe<Scalars['String']['input']>;
  billing_country?: InputMaybe<Scalars['String']['input']>;
  billing_name?: InputMaybe<Scalars['String']['input']>;
  billing_phone?: InputMaybe<Scalars['String']['input']>;
  billing_state?: InputMaybe<Scalars['String']['input']>;
  billing_zip?: InputMaybe<Scalars['String']['input']>;
  carrier_account_id?: InputMaybe<Scalars['Int']['input']>;
  contains_alcohol?: InputMaybe<Scalars['Boolean']['input']>;
  cross_border_ge_order?: InputMaybe<Scalars['Boolean']['input']>;
  customer_provided_label_carrier?: InputMaybe<Scalars['String']['input']>;
  customs_eori_number?: InputMaybe<Scalars['String']['input']>;
  /** the order's customs details: the given fields change */
  customs_info_attributes?: InputMaybe<CustomsInfoInput>;
  customs_ioss_number?: InputMaybe<Scalars['String']['input']>;
  customs_receiver_tax_id?: InputMaybe<Scalars['String']['input']>;
  customs_vat_number?: InputMaybe<Scalars['String']['input']>;
  days_in_transit?: InputMaybe<Scalars['Int']['input']>;
  days_in_transit_carrier_estimate?: InputMaybe<Scalars['Int']['input']>;
  do_not_bill?: InputMaybe<Scalars['Boolean']['input']>;
  due_at?: InputMaybe<Scalars['DateTime']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  estimated_shipping_method_id?: InputMaybe<Scalars['Int']['input']>;
  first_name?: InputMaybe<Scalars['String']['input']>;
  full_name?: InputMaybe<Scalars['String']['input']>;
  gift?: InputMaybe<Scalars['Boolean']['input']>;
  incoterm?: InputMaybe<Incoterm>;
  insure?: InputMaybe<Scalars['Boolean']['input']>;
  is_gestating?: InputMaybe<Scalars['Boolean']['input']>;
  is_workable?: InputMaybe<Scalars['Boolean']['input']>;
  last_name?: InputMaybe<Scalars['String']['input']>;
  level1_token?: InputMaybe<Scalars['String']['input']>;
  level2_token?: InputMaybe<Scalars['String']['input']>;
  meta_data?: InputMaybe<Scalars['String']['input']>;
  order_orig?: InputMaybe<Scalars['String']['input']>;
  order_type?: InputMaybe<Scalars['String']['input']>;
  package_label_reference?: InputMaybe<Scalars['String']['input']>;
  packingslip_pdf_url?: InputMaybe<Scalars['String']['input']>;
  permissions_limited?: InputMaybe<Scalars['Boolean']['input']>;
  public_note?: InputMaybe<Scalars['String']['input']>;
  purchase_order?: InputMaybe<Scalars['String']['input']>;
  req_insurance_value?: InputMaybe<Scalars['Float']['input']>;
  requested_address?: InputMaybe<Scalars['String']['input']>;
  require_adult_signature?: InputMaybe<Scalars['Boolean']['input']>;
  require_signature?: InputMaybe<Scalars['Boolean']['input']>;
  residential?: InputMaybe<Scalars['Boolean']['input']>;
  return_address_1?: InputMaybe<Scalars['String']['input']>;
  return_address_2?: InputMaybe<Scalars['String']['input']>;
  return_city?: InputMaybe<Scalars['String']['input']>;
  return_company?: InputMaybe<Scalars['String']['input']>;
  return_country?: InputMaybe<Scalars['String']['input']>;
  return_email?: InputMaybe<Scalars['String']['input']>;
  return_name?: InputMaybe<Scalars['String']['input']>;
  return_phone?: InputMaybe<Scalars['String']['input']>;
  return_state?: InputMaybe<Scalars['String']['input']>;
  return_time_limit?: InputMaybe<Scalars['Int']['input']>;
  return_zip?: InputMaybe<Scalars['String']['input']>;
  saturday_delivery?: InputMaybe<Scalars['Boolean']['input']>;
  scac?: InputMaybe<Scalars['String']['input']>;
  ship_3rdparty_account?: InputMaybe<Scalars['String']['input']>;
  ship_3rdparty_cost?: InputMaybe<Scalars['Float']['input']>;
  ship_3rdparty_country?: InputMaybe<Scalars['String']['input']>;
  ship_3rdparty_zip?: InputMaybe<Scalars['String']['input']>;
  ship_notes?: InputMaybe<Scalars['String']['input']>;
  shipping_address_1?: InputMaybe<Scalars['String']['input']>;
  shipping_address_2?: InputMaybe<Scalars['String']['input']>;
  shipping_carrier_facility?: InputMaybe<Scalars['String']['input']>;
  shipping_city?: InputMaybe<Scalars['String']['input']>;
  shipping_company?: InputMaybe<Scalars['String']['input']>;
  shipping_country?: InputMaybe<Scalars['String']['input']>;
  shipping_country_iso2?: InputMaybe<Scalars['String']['input']>;
  shipping_hold_for_pickup?: InputMaybe<Scalars['Boolean']['input']>;
  shipping_method_id?: InputMaybe<Scalars['Int']['input']>;
  shipping_name?: InputMaybe<Scalars['String']['input']>;
  shipping_phone?: InputMaybe<Scalars['String']['input']>;
  shipping_state?: InputMaybe<Scalars['String']['input']>;
  shipping_zip?: InputMaybe<Scalars['String']['input']>;
  shop_created_at?: InputMaybe<Scalars['DateTime']['input']>;
  shop_shipping_method_currency?: InputMaybe<Scalars['String']['input']>;
  shop_shipping_method_price?: InputMaybe<Scalars['Float']['input']>;
  shop_shipping_method_text?: InputMaybe<Scalars['String']['input']>;
  shop_updated_at?: InputMaybe<Scalars['DateTime']['input']>;
  skip_address_verification?: InputMaybe<Scalars['Boolean']['input']>;
  skip_street_date?: InputMaybe<Scalars['Boolean']['input']>;
  /** wholesale details of the order: created, or the given fields changed */
  wholesale_attributes?: InputMaybe<OrderWholesaleInput>;
};

/** A wholesale order's trading-partner details (one per order). */
export type OrderWholesale = {
  __typename?: 'OrderWholesale';
  /** the latest the shipment may arrive */
  cancel_date?: Maybe<Scalars['Date']['output']>;
  carrier_code?: Maybe<Scalars['String']['output']>;
  carrier_service?: Maybe<Scalars['String']['output']>;
  created_at: Scalars['DateTime']['output'];
  customer_account_number?: Maybe<Scalars['String']['output']>;
  department?: Maybe<Scalars['String']['output']>;
  department_description?: Maybe<Scalars['String']['output']>;
  distribution_center?: Maybe<Scalars['String']['output']>;
  division?: Maybe<Scalars['String']['output']>;
  fob_code?: Maybe<Scalars['String']['output']>;
  fob_location_description?: Maybe<Scalars['String']['output']>;
  fob_location_qualifier?: Maybe<Scalars['String']['output']>;
  gift_note?: Maybe<Scalars['String']['output']>;
  group?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  location?: Maybe<Scalars['String']['output']>;
  merchandise_type_code?: Maybe<Scalars['String']['output']>;
  order_id: Scalars['Int']['output'];
  partner?: Maybe<Scalars['String']['output']>;
  po_number?: Maybe<Scalars['String']['output']>;
  reference?: Maybe<Scalars['String']['output']>;
  replenishment?: Maybe<Scalars['String']['output']>;
  seller_name?: Maybe<Scalars['String']['output']>;
  sender?: Maybe<Scalars['String']['output']>;
  sort_code?: Maybe<Scalars['String']['output']>;
  /** the earliest the shipment may arrive */
  start_date?: Maybe<Scalars['Date']['output']>;
  store?: Maybe<Scalars['String']['output']>;
  /** the store, as given in store_address_attributes (an extension: the original does not show it) */
  store_address?: Maybe<StoreAddress>;
  updated_at: Scalars['DateTime']['output'];
  vendor?: Maybe<Scalars['String']['output']>;
  vendor_number?: Maybe<Scalars['String']['output']>;
};

/**
 * wholesale_attributes of an order. On update, the given fields change (null clears one) and the
 * order gets wholesale details if it had none; store_address_attributes merges the same way.
 * wholesale_attributes: null on update removes the order's wholesale details.
 */
export type OrderWholesaleInput = {
  /** not before start_date */
  cancel_date?: InputMaybe<Scalars['Date']['input']>;
  carrier_code?: InputMaybe<Scalars['String']['input']>;
  carrier_service?: InputMaybe<Scalars['String']['input']>;
  customer_account_number?: InputMaybe<Scalars['String']['input']>;
  department?: InputMaybe<Scalars['String']['input']>;
  department_description?: InputMaybe<Scalars['String']['input']>;
  distribution_center?: InputMaybe<Scalars['String']['input']>;
  division?: InputMaybe<Scalars['String']['input']>;
  fob_code?: InputMaybe<Scalars['String']['input']>;
  fob_location_description?: InputMaybe<Scalars['String']['input']>;
  fob_location_qualifier?: InputMaybe<Scalars['String']['input']>;
  gift_note?: InputMaybe<Scalars['String']['input']>;
  group?: InputMaybe<Scalars['String']['input']>;
  location?: InputMaybe<Scalars['String']['input']>;
  merchandise_type_code?: InputMaybe<Scalars['String']['input']>;
  partner?: InputMaybe<Scalars['String']['input']>;
  po_number?: InputMaybe<Scalars['String']['input']>;
  reference?: InputMaybe<Scalars['String']['input']>;
  replenishment?: InputMaybe<Scalars['String']['input']>;
  seller_name?: InputMaybe<Scalars['String']['input']>;
  sender?: InputMaybe<Scalars['String']['input']>;
  sort_code?: InputMaybe<Scalars['String']['input']>;
  start_date?: InputMaybe<Scalars['Date']['input']>;
  store?: InputMaybe<Scalars['String']['input']>;
  store_address_attributes?: InputMaybe<StoreAddressInput>;
  vendor?: InputMaybe<Scalars['String']['input']>;
  vendor_number?: InputMaybe<Scalars['String']['input']>;
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

/** A shipped box: what went in it, its tracking and cost. */
export type Package = {
  __typename?: 'Package';
  actual_dimensional_weight?: Maybe<Scalars['Float']['output']>;
  actual_height?: Maybe<Scalars['Float']['output']>;
  actual_length?: Maybe<Scalars['Float']['output']>;
  actual_weight?: Maybe<Scalars['Float']['output']>;
  actual_width?: Maybe<Scalars['Float']['output']>;
  barcode_sscc18?: Maybe<Scalars['String']['output']>;
  batch_id?: Maybe<Scalars['Int']['output']>;
  contents_label_printed_at?: Maybe<Scalars['DateTime']['output']>;
  created_at: Scalars['DateTime']['output'];
  id: Scalars['Int']['output'];
  manifest_id?: Maybe<Scalars['Int']['output']>;
  order_id: Scalars['Int']['output'];
  order_item_ids: Array<Scalars['Int']['output']>;
  scan_form_url?: Maybe<Scalars['String']['output']>;
  ship_actual_cost?: Maybe<Scalars['Float']['output']>;
  ship_actual_currency?: Maybe<Scalars['String']['output']>;
  shipment_created_at?: Maybe<Scalars['DateTime']['output']>;
  shipment_id?: Maybe<Scalars['String']['output']>;
  shipment_updated_at?: Maybe<Scalars['DateTime']['output']>;
  shipped_on?: Maybe<Scalars['DateTime']['output']>;
  /** The package's shipping documents (its label). */
  shipping_documents: Array<ShippingDocument>;
  shipping_label_printed_at?: Maybe<Scalars['DateTime']['output']>;
  shipping_label_url?: Maybe<Scalars['String']['output']>;
  tracking?: Maybe<Scalars['String']['output']>;
  tracking_link?: Maybe<Scalars['String']['output']>;
  ucc128?: Maybe<Scalars['String']['output']>;
  updated_at: Scalars['DateTime']['output'];
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

/** Work the warehouse does for a customer beyond orders (kitting, relabelling), billed per task. */
export type Project = {
  __typename?: 'Project';
  created_at: Scalars['DateTime']['output'];
  customer_id: Scalars['Int']['output'];
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  project_tasks: ProjectTaskConnection;
  updated_at: Scalars['DateTime']['output'];
  warehouse_id?: Maybe<Scalars['Int']['output']>;
};


/** Work the warehouse does for a customer beyond orders (kitting, relabelling), billed per task. */
export type ProjectProject_TasksArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  per_page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
};

export type ProjectCreateInput = {
  /** staff acting for no customer name it here */
  customer_id?: InputMaybe<Scalars['Int']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  /** one of the customer's warehouses; its first by default */
  warehouse_id?: InputMaybe<Scalars['Int']['input']>;
};

/** One task of a project. */
export type ProjectTask = {
  __typename?: 'ProjectTask';
  /** a custom label's cost per unit */
  cost_per_unit?: Maybe<Scalars['Float']['output']>;
  created_at: Scalars['DateTime']['output'];
  customer_id: Scalars['Int']['output'];
  /** what was done */
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  /** the kind of task, which sets its rate */
  label?: Maybe<Scalars['String']['output']>;
  project_id: Scalars['Int']['output'];
  /** units worked */
  quantity: Scalars['Int']['output'];
  updated_at: Scalars['DateTime']['output'];
  warehouse_id?: Maybe<Scalars['Int']['output']>;
};

export type ProjectTaskConnection = {
  __typename?: 'ProjectTaskConnection';
  edges: Array<ProjectTaskEdge>;
  nodes: Array<ProjectTask>;
  page_info: PageInfo;
  total_count: Scalars['Int']['output'];
};

export type ProjectTaskCreateInput = {
  cost_per_unit?: InputMaybe<Scalars['Float']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  label: Scalars['String']['input'];
  /** units worked; 0 by default */
  quantity?: InputMaybe<Scalars['Int']['input']>;
  /** one of the customer's warehouses; the project's by default */
  warehouse_id?: InputMaybe<Scalars['Int']['input']>;
};

export type ProjectTaskEdge = {
  __typename?: 'ProjectTaskEdge';
  cursor: Scalars['String']['output'];
  node: ProjectTask;
};

export type Query = {
  __typename?: 'Query';
  /** A bundle component by id. A missing or foreign id is NOT_FOUND. */
  bundle_item: BundleItem;
  consumer_return: ConsumerReturn;
  consumer_returns: ConsumerReturnConnection;
  consumer_returns_count: Scalars['Int']['output'];
  customer: Customer;
  /** The actions staff can perform on customers (customer_call): deactivate, activate. */
  customer_actions: Array<ResourceAction>;
  /** Customers, oldest first unless sorted otherwise (a customer client sees itself). */
  customers: CustomerConnection;
  /** Customers matching `search` (a customer client counts itself). */
  customers_count: Scalars['Int']['output'];
  document: Document;
  /** The actions a caller can perform on a document: none. */
  document_actions: Array<ResourceAction>;
  /** The customer's documents; tagged_with (comma-separated) keeps those carrying every tag, in any of their lists. */
  documents: DocumentConnection;
  /** How far behind subscriptions and webhooks are with the caller's events. One SQL statement. */
  event_lag: EventLag;
  /**
   * Outbox events after after_id (default: from the first), in position order: the polling twin of the
   * events subscription. An event shows once every transaction that began writing before it has
   * ended. A customer reads its own; staff read all, or one customer's with customer_id.
   */
  events: Array<Event>;
  /** An item by id; archived items included. A missing or foreign id is NOT_FOUND. */
  item: Item;
  /** The actions item_call performs. */
  item_actions: Array<ResourceAction>;
  /**
   * The item a scanned code names, for the caller's customer: an active alternate scancode's item,
   * else a live item by sku, else by its scancode field, else by ean; null when nothing matches.
   */
  item_by_code?: Maybe<Item>;
  /** An item's whole stock history as CSV (id, created_at, reason, change, quantity, description, order_id, shipnotice_id, warehouse_id, location_id, lot_id). */
  item_transactions_export: Scalars['String']['output'];
  /** Items, archived ones left out unless include_archived. search: Ransack JSON; sort: "sku asc,created_at desc". */
  items: ItemConnection;
  items_count: Scalars['Int']['output'];
  /** Freight carriers' SCACs, by name unless sorted otherwise. */
  load_scacs: LoadScacConnection;
  load_scacs_count: Scalars['Int']['output'];
  /** Meta keys declared by the current customer, optionally for one resource type. */
  meta_keys: Array<MetaKey>;
  /** The delivery log, newest first unless sorted otherwise: of one subscription, one shop's sync, or all of the customer's. */
  notification_deliveries: NotificationDeliveryConnection;
  notification_event: NotificationEvent;
  notification_events: NotificationEventConnection;
  notification_subscription: NotificationSubscription;
  /** The current customer's live (not deleted) subscriptions; staff see every customer's, or X-Customer-Id's. */
  notification_subscriptions: NotificationSubscriptionConnection;
  notification_subscriptions_count: Scalars['Int']['output'];
  order: Order;
  /** The actions that can be performed on orders, with the statuses each is allowed from. */
  order_actions: Array<ResourceAction>;
  order_bulk_job: OrderBulkJob;
  order_document: OrderDocument;
  order_documents: OrderDocumentConnection;
  order_documents_count: Scalars['Int']['output'];
  /** An order's history, oldest first. */
  order_events: OrderEventConnection;
  order_events_count: Scalars['Int']['output'];
  order_item: OrderItem;
  /** The actions that can be performed on order items. */
  order_item_actions: Array<ResourceAction>;
  /** An order line's wholesale item (NOT_FOUND when it has none). */
  order_item_wholesale_item: WholesaleItem;
  order_items: OrderItemConnection;
  /** Order lines matching `search`: of one order, or (without order_id) of every order of the caller. */
  order_items_count: Scalars['Int']['output'];
  /**
   * Items often ordered together with this order's items: those of the customer's other orders that
   * held any of them, most such orders first (at most 100; a sort or search orders and narrows them as
   * on items). Neither the order's own items nor archived ones are suggested.
   */
  order_suggested_items: ItemConnection;
  /**
   * Orders created, shipped and cancelled, and returns received, per hour or day from `from` (rounded
   * down to its bucket) up to `to` (default now), every bucket listed, empty ones with zeros; at most 744
   * buckets (31 days of hours). One SQL statement over the hourly tallies of the outbox's events (the
   * partial hours at the range's ends from the events themselves), scoped as events is.
   */
  order_throughput: Array<ThroughputBucket>;
  /** An order's wholesale details (NOT_FOUND when it has none). */
  order_wholesale: OrderWholesale;
  /** Orders; saved_search_id lists the orders a saved search holds. */
  orders: OrderConnection;
  orders_count: Scalars['Int']['output'];
  /**
   * Orders grouped by group_by: count, units, and those held, waiting or late in each group. One SQL
   * statement. search is the orders list's (the same attributes and predicates), created_from and
   * created_to bound created_at (from inclusive, to exclusive). Scoped as orders is: a customer's own
   * orders; staff all, or X-Customer-Id's. Costs as a list (10 points).
   *
   * Without a search the answer comes from tallies kept per hour as orders are written, so it costs about
   * the same however many orders there are; only the partial hours at the range's ends, and the hour the
   * SLA's boundary falls in, are counted from the orders themselves. With a search it is counted from the
   * orders the search finds, and costs what that search costs on the orders list.
   */
  orders_summary: Array<OrderGroup>;
  /** Originators of one kind of resource: Item, Order or OrderItem. */
  originators: OriginatorConnection;
  project: Project;
  project_tasks: ProjectTaskConnection;
  project_tasks_count: Scalars['Int']['output'];
  saved_search: SavedSearch;
  /** Saved searches, newest first unless sorted otherwise. */
  saved_searches: SavedSearchConnection;
  shipnotice: Shipnotice;
  /** The actions that can be performed on ship notices. */
  shipnotice_actions: Array<ResourceAction>;
  shipnotice_item: ShipnoticeItem;
  /** The actions that can be performed on ship notice lines. */
  shipnotice_item_actions: Array<ResourceAction>;
  shipnotice_items: ShipnoticeItemConnection;
  shipnotice_items_count: Scalars['Int']['output'];
  /** How many of the customer's orders wait for stock (Insufficient Inventory) that this ship notice brings, directly or as a bundle component. */
  shipnotice_orders_waiting: Scalars['Int']['output'];
  shipnotices: ShipnoticeConnection;
  shipnotices_count: Scalars['Int']['output'];
  /** Shipping documents of one order, of one package, or (with neither) all. */
  shipping_documents: ShippingDocumentConnection;
  shipping_method: ShippingMethod;
  /** The carrier services orders can ship with (active ones unless include_inactive). */
  shipping_methods: ShippingMethodConnection;
  /**
   * Stock at risk per warehouse: low and out of stock items, lots expiring within expiring_within_days
   * (0 to 3650), open and overdue inbound ship notices. One SQL statement, scoped as items is. Low and
   * out are judged on each item's sellable units per warehouse as stored with the item's counters: like
   * sellable_quantity, they count a lot coming inside its expiration_period once the hourly expiry sweep
   * has run.
   */
  stock_at_risk: Array<WarehouseStockRisk>;
  template: Template;
  /** The kinds of template there are. */
  template_types: Array<TemplateType>;
  templates: TemplateConnection;
  viewer: Viewer;
  /** A warehouse by id (staff: any; a customer: one it is onboarded into). */
  warehouse: Warehouse;
  warehouses: WarehouseConnection;
  /**
   * Each live webhook subscription (not deleted) with its deliveries of the last recent_hours (1 to 720)
   * by outcome, its oldest undelivered one and its consecutive failures. One SQL statement, scoped as
   * notification_subscriptions is.
   */
  webhook_health: Array<WebhookHealth>;
  wholesale_item: WholesaleItem;
  wholesale_items: WholesaleItemConnection;
  wholesale_items_count: Scalars['Int']['output'];
};


export type QueryBundle_ItemArgs = {
  id: Scalars['Int']['input'];
};


export type QueryConsumer_ReturnArgs = {
  id: Scalars['Int']['input'];
};


export type QueryConsumer_ReturnsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  per_page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
};


export type QueryConsumer_Returns_CountArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCustomerArgs = {
  id: Scalars['Int']['input'];
};


export type QueryCustomersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  per_page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCustomers_CountArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryDocumentArgs = {
  id: Scalars['Int']['input'];
};


export type QueryDocumentsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  per_page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  tagged_with?: InputMaybe<Scalars['String']['input']>;
};


export type QueryEventsArgs = {
  after_id?: InputMaybe<Scalars['Long']['input']>;
  customer_id?: InputMaybe<Scalars['Int']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  kinds?: InputMaybe<Array<Scalars['String']['input']>>;
};


export type QueryItemArgs = {
  id: Scalars['Int']['input'];
};


export type QueryItem_By_CodeArgs = {
  code: Scalars['String']['input'];
};


export type QueryItem_Transactions_ExportArgs = {
  id: Scalars['Int']['input'];
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


export type QueryLoad_ScacsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  per_page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
};


export type QueryLoad_Scacs_CountArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryMeta_KeysArgs = {
  resource_type?: InputMaybe<Scalars['String']['input']>;
};


export type QueryNotification_DeliveriesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  per_page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  shop_id?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<NotificationDeliveryStatus>;
  subscription_id?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryNotification_EventArgs = {
  id: Scalars['Int']['input'];
};


export type QueryNotification_EventsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  per_page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
};


export type QueryNotification_SubscriptionArgs = {
  id: Scalars['Int']['input'];
};


export type QueryNotification_SubscriptionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  per_page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
};


export type QueryNotification_Subscriptions_CountArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryOrderArgs = {
  id: Scalars['Int']['input'];
};


export type QueryOrder_Bulk_JobArgs = {
  id: Scalars['Int']['input'];
};


export type QueryOrder_DocumentArgs = {
  id: Scalars['Int']['input'];
};


export type QueryOrder_DocumentsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  order_id: Scalars['Int']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  per_page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
};


export type QueryOrder_Documents_CountArgs = {
  order_id: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryOrder_EventsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  order_id: Scalars['Int']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  per_page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
};


export type QueryOrder_Events_CountArgs = {
  order_id: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryOrder_ItemArgs = {
  id: Scalars['Int']['input'];
};


export type QueryOrder_Item_Wholesale_ItemArgs = {
  order_item_id: Scalars['Int']['input'];
};


export type QueryOrder_ItemsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  order_id: Scalars['Int']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  per_page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
};


export type QueryOrder_Items_CountArgs = {
  order_id?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryOrder_Suggested_ItemsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  order_id: Scalars['Int']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  per_page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
};


export type QueryOrder_ThroughputArgs = {
  bucket?: InputMaybe<TimeBucket>;
  from: Scalars['DateTime']['input'];
  to?: InputMaybe<Scalars['DateTime']['input']>;
};


export type QueryOrder_WholesaleArgs = {
  order_id: Scalars['Int']['input'];
};


export type QueryOrdersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  per_page?: InputMaybe<Scalars['Int']['input']>;
  saved_search_id?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
};


export type QueryOrders_CountArgs = {
  saved_search_id?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryOrders_SummaryArgs = {
  created_from?: InputMaybe<Scalars['DateTime']['input']>;
  created_to?: InputMaybe<Scalars['DateTime']['input']>;
  group_by: OrderGroupBy;
  late_after_hours?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
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


export type QueryProjectArgs = {
  id: Scalars['Int']['input'];
};


export type QueryProject_TasksArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  per_page?: InputMaybe<Scalars['Int']['input']>;
  project_id: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
};


export type QueryProject_Tasks_CountArgs = {
  project_id: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QuerySaved_SearchArgs = {
  id: Scalars['Int']['input'];
};


export type QuerySaved_SearchesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  per_page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
};


export type QueryShipnoticeArgs = {
  id: Scalars['Int']['input'];
};


export type QueryShipnotice_ItemArgs = {
  id: Scalars['Int']['input'];
};


export type QueryShipnotice_ItemsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  per_page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  shipnotice_id?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
};


export type QueryShipnotice_Items_CountArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
  shipnotice_id?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryShipnotice_Orders_WaitingArgs = {
  id: Scalars['Int']['input'];
};


export type QueryShipnoticesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  per_page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
};


export type QueryShipnotices_CountArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryShipping_DocumentsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  order_id?: InputMaybe<Scalars['Int']['input']>;
  package_id?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  per_page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
};


export type QueryShipping_MethodArgs = {
  id: Scalars['Int']['input'];
};


export type QueryShipping_MethodsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  include_inactive?: InputMaybe<Scalars['Boolean']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  per_page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
};


export type QueryStock_At_RiskArgs = {
  expiring_within_days?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryTemplateArgs = {
  id: Scalars['Int']['input'];
};


export type QueryTemplatesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  per_page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
};


export type QueryWarehouseArgs = {
  id: Scalars['Int']['input'];
};


export type QueryWarehousesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  per_page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
};


export type QueryWebhook_HealthArgs = {
  recent_hours?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryWholesale_ItemArgs = {
  id: Scalars['Int']['input'];
};


export type QueryWholesale_ItemsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  per_page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
};


export type QueryWholesale_Items_CountArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
};

/** What receiving found for one line. Omitted lines are received in full, in good condition. */
export type ReceiveLineInput = {
  lot_expires_on?: InputMaybe<Scalars['Date']['input']>;
  /** the lot, for a lot-controlled item announced without one */
  lot_number?: InputMaybe<Scalars['String']['input']>;
  quantity_damaged?: InputMaybe<Scalars['Int']['input']>;
  quantity_good: Scalars['Int']['input'];
  shipnotice_item_id: Scalars['Int']['input'];
};

/** Where a ship notice line is put away. backstock is for staff. */
export type ReceivingRole =
  | 'backstock'
  | 'damaged'
  | 'pending'
  | 'pickable';

/** An action that can be performed on a resource (GET /<resource>/actions). */
export type ResourceAction = {
  __typename?: 'ResourceAction';
  allowed_when: Scalars['String']['output'];
  description: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** How a returned line arrived: not yet, all good, all damaged, or some of each. */
export type ReturnCondition =
  | 'damaged'
  | 'good'
  | 'mixed'
  | 'pending';

/** One returned item of a consumer return, with what arrived of it and in which condition. */
export type ReturnItem = {
  __typename?: 'ReturnItem';
  condition: ReturnCondition;
  consumer_return_id: Scalars['Int']['output'];
  /** the shopper's words (the original's reason) */
  description?: Maybe<Scalars['String']['output']>;
  extended_description?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  item_id: Scalars['Int']['output'];
  /** the lot a lot-controlled item came back into */
  lot_ids: Array<Scalars['Int']['output']>;
  lot_numbers: Array<Scalars['String']['output']>;
  /** the item's title */
  name?: Maybe<Scalars['String']['output']>;
  order_item_id?: Maybe<Scalars['Int']['output']>;
  /** not recorded by this service: always null */
  originator_id?: Maybe<Scalars['Int']['output']>;
  /** what the shopper paid for one unit (from the order line), as the original sends decimals */
  price?: Maybe<Scalars['String']['output']>;
  quantity: Scalars['Int']['output'];
  /** units that arrived damaged (put into the damaged role) */
  quantity_damaged: Scalars['Int']['output'];
  /** units that arrived in acceptable condition (put back into sellable stock) */
  quantity_good: Scalars['Int']['output'];
  reason?: Maybe<ReturnReason>;
  /** what to do with it, e.g. no_action_required, refund, exchange */
  return_action?: Maybe<Scalars['String']['output']>;
  /** the id of the line's originator, recorded from the originator_attributes it was created with */
  return_item_originator_id?: Maybe<Scalars['Int']['output']>;
  sku?: Maybe<Scalars['String']['output']>;
};

export type ReturnItemCreateInput = {
  /** the shopper's words */
  description?: InputMaybe<Scalars['String']['input']>;
  extended_description?: InputMaybe<Scalars['String']['input']>;
  /** the item; or name it by item_originator_id */
  item_id?: InputMaybe<Scalars['Int']['input']>;
  /** the original_id of one of the item's originators */
  item_originator_id?: InputMaybe<Scalars['String']['input']>;
  /** the order line it comes back from (defaults to the order's first line of the item) */
  order_item_id?: InputMaybe<Scalars['Int']['input']>;
  /** the line's record in the caller's system (answered as return_item_originator_id) */
  originator_attributes?: InputMaybe<OriginatorAttributes>;
  /** defaults to the price paid on the order line */
  price?: InputMaybe<Scalars['Float']['input']>;
  quantity: Scalars['Int']['input'];
  reason?: InputMaybe<ReturnReason>;
  return_action?: InputMaybe<Scalars['String']['input']>;
};

/** Why a shopper sends an item back. */
export type ReturnReason =
  | 'damaged_in_transit'
  | 'defective'
  | 'did_not_fit'
  | 'no_longer_needed'
  | 'not_as_described'
  | 'other'
  | 'wrong_item';

/** What arrived of one line. Omitted lines arrive in full, in good condition. */
export type ReturnReceiveLineInput = {
  /** the lot a lot-controlled item comes back into (default: its latest-expiring lot) */
  lot_number?: InputMaybe<Scalars['String']['input']>;
  quantity_damaged?: InputMaybe<Scalars['Int']['input']>;
  quantity_good: Scalars['Int']['input'];
  return_item_id: Scalars['Int']['input'];
};

/** A named, fixed list of orders (bulk create saves one holding exactly the orders it made). */
export type SavedSearch = {
  __typename?: 'SavedSearch';
  created_at: Scalars['DateTime']['output'];
  customer_id: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  order_count: Scalars['Int']['output'];
  orders: OrderConnection;
  resource: Scalars['String']['output'];
  updated_at: Scalars['DateTime']['output'];
};


/** A named, fixed list of orders (bulk create saves one holding exactly the orders it made). */
export type SavedSearchOrdersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  per_page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
};

export type SavedSearchConnection = {
  __typename?: 'SavedSearchConnection';
  edges: Array<SavedSearchEdge>;
  nodes: Array<SavedSearch>;
  page_info: PageInfo;
  total_count: Scalars['Int']['output'];
};

export type SavedSearchEdge = {
  __typename?: 'SavedSearchEdge';
  cursor: Scalars['String']['output'];
  node: SavedSearch;
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

/** A serial number scanned while packing an order item. */
export type SerialNumber = {
  __typename?: 'SerialNumber';
  deleted_at?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['Int']['output'];
  order_item_id?: Maybe<Scalars['Int']['output']>;
  shipnotice_item_id?: Maybe<Scalars['Int']['output']>;
  text: Scalars['String']['output'];
};

/**
 * Inbound stock announced for one warehouse. status: 100 Awaiting Arrival, 200 Processing (being
 * received), 300 Completed (received and finalized). Only an awaiting notice changes its lines or is deleted.
 */
export type Shipnotice = {
  __typename?: 'Shipnotice';
  arrived_at?: Maybe<Scalars['DateTime']['output']>;
  bol_proxy?: Maybe<Scalars['String']['output']>;
  carrier?: Maybe<Scalars['String']['output']>;
  /** receiving is due two days after arrival (or the eta) */
  complete_by?: Maybe<Scalars['DateTime']['output']>;
  completed_at?: Maybe<Scalars['DateTime']['output']>;
  created_at: Scalars['DateTime']['output'];
  customer: Customer;
  customer_id: Scalars['Int']['output'];
  delivered_at?: Maybe<Scalars['DateTime']['output']>;
  due_at?: Maybe<Scalars['DateTime']['output']>;
  easypostable_id?: Maybe<Scalars['String']['output']>;
  easypostable_type?: Maybe<Scalars['String']['output']>;
  /** estimated arrival */
  eta?: Maybe<Scalars['DateTime']['output']>;
  /** when every announced unit had been received */
  fully_delivered_at?: Maybe<Scalars['DateTime']['output']>;
  handling_billed: Scalars['Boolean']['output'];
  id: Scalars['Int']['output'];
  inspection_required: Scalars['Boolean']['output'];
  /** stringified JSON */
  meta_data?: Maybe<Scalars['String']['output']>;
  meta_fields: MetaFields;
  mid_code?: Maybe<Scalars['String']['output']>;
  notes_by_customer?: Maybe<Scalars['String']['output']>;
  notes_by_service?: Maybe<Scalars['String']['output']>;
  order_id?: Maybe<Scalars['Int']['output']>;
  originator?: Maybe<Originator>;
  /** true when receiving found fewer units than announced */
  partially_arrived?: Maybe<Scalars['Boolean']['output']>;
  postage_billed: Scalars['Boolean']['output'];
  processing_started_at?: Maybe<Scalars['DateTime']['output']>;
  purchase_order_numbers: Array<Scalars['String']['output']>;
  quantities_verified: Scalars['JSON']['output'];
  /** who received it */
  received_by?: Maybe<Scalars['String']['output']>;
  /** purchase order number or another reference */
  reference?: Maybe<Scalars['String']['output']>;
  requires_label?: Maybe<Scalars['Boolean']['output']>;
  sender?: Maybe<Scalars['String']['output']>;
  ship_3rdparty_cost?: Maybe<Scalars['String']['output']>;
  ship_actual_cost?: Maybe<Scalars['String']['output']>;
  ship_actual_currency?: Maybe<Scalars['String']['output']>;
  /** photos taken at receiving; none are taken in this service yet */
  shipnotice_images: Array<ShipnoticeImage>;
  /** number of lines */
  shipnotice_item_count: Scalars['Int']['output'];
  /** units announced over all lines */
  shipnotice_item_quantity: Scalars['Int']['output'];
  /** number of distinct items */
  shipnotice_item_sku_count: Scalars['Int']['output'];
  shipnotice_items: Array<ShipnoticeItem>;
  shipping_label_url?: Maybe<Scalars['String']['output']>;
  shipping_method?: Maybe<ShippingMethod>;
  shipping_method_id?: Maybe<Scalars['Int']['output']>;
  shipping_method_text?: Maybe<Scalars['String']['output']>;
  skip_images: Scalars['Boolean']['output'];
  status: Scalars['Int']['output'];
  status_name: Scalars['String']['output'];
  total_boxes?: Maybe<Scalars['Int']['output']>;
  tracking?: Maybe<Scalars['String']['output']>;
  /** Shipnotice */
  type: Scalars['String']['output'];
  updated_at: Scalars['DateTime']['output'];
  warehouse: Warehouse;
  warehouse_id: Scalars['Int']['output'];
  zone_status?: Maybe<Scalars['String']['output']>;
};

export type ShipnoticeConnection = {
  __typename?: 'ShipnoticeConnection';
  edges: Array<ShipnoticeEdge>;
  nodes: Array<Shipnotice>;
  page_info: PageInfo;
  total_count: Scalars['Int']['output'];
};

export type ShipnoticeCreateInput = {
  bol_proxy?: InputMaybe<Scalars['String']['input']>;
  carrier?: InputMaybe<Scalars['String']['input']>;
  /** staff acting for no customer name it here */
  customer_id?: InputMaybe<Scalars['Int']['input']>;
  due_at?: InputMaybe<Scalars['DateTime']['input']>;
  easypostable_id?: InputMaybe<Scalars['String']['input']>;
  easypostable_type?: InputMaybe<Scalars['String']['input']>;
  eta?: InputMaybe<Scalars['DateTime']['input']>;
  inspection_required?: InputMaybe<Scalars['Boolean']['input']>;
  meta_data?: InputMaybe<Scalars['String']['input']>;
  meta_fields?: InputMaybe<MetaFieldsInput>;
  mid_code?: InputMaybe<Scalars['String']['input']>;
  notes_by_customer?: InputMaybe<Scalars['String']['input']>;
  notes_by_service?: InputMaybe<Scalars['String']['input']>;
  originator_attributes?: InputMaybe<OriginatorAttributes>;
  reference?: InputMaybe<Scalars['String']['input']>;
  requires_label?: InputMaybe<Scalars['Boolean']['input']>;
  sender?: InputMaybe<Scalars['String']['input']>;
  ship_3rdparty_cost?: InputMaybe<Scalars['String']['input']>;
  ship_actual_cost?: InputMaybe<Scalars['String']['input']>;
  ship_actual_currency?: InputMaybe<Scalars['String']['input']>;
  /** the lines (the spec's name) */
  shipnotice_items?: InputMaybe<Array<ShipnoticeItemCreateInput>>;
  /** the lines (the original's name) */
  shipnotice_items_attributes?: InputMaybe<Array<ShipnoticeItemCreateInput>>;
  shipping_label_url?: InputMaybe<Scalars['String']['input']>;
  shipping_method_id?: InputMaybe<Scalars['Int']['input']>;
  shipping_method_text?: InputMaybe<Scalars['String']['input']>;
  skip_images?: InputMaybe<Scalars['Boolean']['input']>;
  total_boxes?: InputMaybe<Scalars['Int']['input']>;
  tracking?: InputMaybe<Scalars['String']['input']>;
  /** defaults to the customer's first warehouse */
  warehouse_id?: InputMaybe<Scalars['Int']['input']>;
  zone_status?: InputMaybe<Scalars['String']['input']>;
};

export type ShipnoticeEdge = {
  __typename?: 'ShipnoticeEdge';
  cursor: Scalars['String']['output'];
  node: Shipnotice;
};

export type ShipnoticeImage = {
  __typename?: 'ShipnoticeImage';
  created_at: Scalars['DateTime']['output'];
  id: Scalars['Int']['output'];
  image_url?: Maybe<Scalars['String']['output']>;
  shipnotice_id: Scalars['Int']['output'];
  updated_at: Scalars['DateTime']['output'];
};

/** One announced item of a ship notice, with what was received of it. */
export type ShipnoticeItem = {
  __typename?: 'ShipnoticeItem';
  carton_quantity?: Maybe<Scalars['Int']['output']>;
  case_quantity?: Maybe<Scalars['Int']['output']>;
  created_at: Scalars['DateTime']['output'];
  description?: Maybe<Scalars['String']['output']>;
  extended_description?: Maybe<Scalars['String']['output']>;
  goh: Scalars['Boolean']['output'];
  id: Scalars['Int']['output'];
  include_in_published: Scalars['Boolean']['output'];
  item: Item;
  item_currency?: Maybe<Scalars['String']['output']>;
  item_id: Scalars['Int']['output'];
  item_image_url?: Maybe<Scalars['String']['output']>;
  item_lot_control: Scalars['Boolean']['output'];
  item_scancode?: Maybe<Scalars['String']['output']>;
  item_sku?: Maybe<Scalars['String']['output']>;
  item_title?: Maybe<Scalars['String']['output']>;
  location_role: ReceivingRole;
  /** the lot it was received into (lot-controlled items) */
  lot?: Maybe<Lot>;
  lot_expires_on?: Maybe<Scalars['Date']['output']>;
  /** the lot announced with lot_attributes, until it is received */
  lot_number?: Maybe<Scalars['String']['output']>;
  meta_fields: MetaFields;
  purchase_order_number?: Maybe<Scalars['String']['output']>;
  quantity: Scalars['Int']['output'];
  quantity_damaged: Scalars['Int']['output'];
  quantity_good: Scalars['Int']['output'];
  return_action?: Maybe<Scalars['String']['output']>;
  shipnotice_id: Scalars['Int']['output'];
  /** received good but not put away (receiving puts everything away at once, so 0) */
  unallocated: Scalars['Int']['output'];
  unit_cost?: Maybe<Scalars['Float']['output']>;
  updated_at: Scalars['DateTime']['output'];
  warehouse_id: Scalars['Int']['output'];
};

export type ShipnoticeItemConnection = {
  __typename?: 'ShipnoticeItemConnection';
  edges: Array<ShipnoticeItemEdge>;
  nodes: Array<ShipnoticeItem>;
  page_info: PageInfo;
  total_count: Scalars['Int']['output'];
};

export type ShipnoticeItemCreateInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  extended_description?: InputMaybe<Scalars['String']['input']>;
  include_in_published?: InputMaybe<Scalars['Boolean']['input']>;
  /** the item; or name it by item_originator_id */
  item_id?: InputMaybe<Scalars['Int']['input']>;
  /** the original_id of one of the item's originators */
  item_originator_id?: InputMaybe<Scalars['String']['input']>;
  location_role?: InputMaybe<ReceivingRole>;
  lot_attributes?: InputMaybe<LotAttributesInput>;
  meta_fields?: InputMaybe<MetaFieldsInput>;
  originator_attributes?: InputMaybe<OriginatorAttributes>;
  purchase_order_number?: InputMaybe<Scalars['String']['input']>;
  quantity: Scalars['Int']['input'];
  return_action?: InputMaybe<Scalars['String']['input']>;
  unit_cost?: InputMaybe<Scalars['Float']['input']>;
};

export type ShipnoticeItemEdge = {
  __typename?: 'ShipnoticeItemEdge';
  cursor: Scalars['String']['output'];
  node: ShipnoticeItem;
};

export type ShipnoticeItemUpdateInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  extended_description?: InputMaybe<Scalars['String']['input']>;
  include_in_published?: InputMaybe<Scalars['Boolean']['input']>;
  location_role?: InputMaybe<ReceivingRole>;
  lot_attributes?: InputMaybe<LotAttributesInput>;
  purchase_order_number?: InputMaybe<Scalars['String']['input']>;
  quantity?: InputMaybe<Scalars['Int']['input']>;
  return_action?: InputMaybe<Scalars['String']['input']>;
  unit_cost?: InputMaybe<Scalars['Float']['input']>;
};

export type ShipnoticeReceiveInput = {
  /** finalize (complete) the ship notice; otherwise it stays Processing for more receiving */
  finalize?: InputMaybe<Scalars['Boolean']['input']>;
  lines?: InputMaybe<Array<ReceiveLineInput>>;
  /** who received it */
  received_by?: InputMaybe<Scalars['String']['input']>;
};

export type ShipnoticeUpdateInput = {
  bol_proxy?: InputMaybe<Scalars['String']['input']>;
  carrier?: InputMaybe<Scalars['String']['input']>;
  due_at?: InputMaybe<Scalars['DateTime']['input']>;
  easypostable_id?: InputMaybe<Scalars['String']['input']>;
  easypostable_type?: InputMaybe<Scalars['String']['input']>;
  eta?: InputMaybe<Scalars['DateTime']['input']>;
  inspection_required?: InputMaybe<Scalars['Boolean']['input']>;
  meta_data?: InputMaybe<Scalars['String']['input']>;
  mid_code?: InputMaybe<Scalars['String']['input']>;
  notes_by_customer?: InputMaybe<Scalars['String']['input']>;
  notes_by_service?: InputMaybe<Scalars['String']['input']>;
  reference?: InputMaybe<Scalars['String']['input']>;
  requires_label?: InputMaybe<Scalars['Boolean']['input']>;
  sender?: InputMaybe<Scalars['String']['input']>;
  ship_3rdparty_cost?: InputMaybe<Scalars['String']['input']>;
  ship_actual_cost?: InputMaybe<Scalars['String']['input']>;
  ship_actual_currency?: InputMaybe<Scalars['String']['input']>;
  shipping_label_url?: InputMaybe<Scalars['String']['input']>;
  shipping_method_id?: InputMaybe<Scalars['Int']['input']>;
  shipping_method_text?: InputMaybe<Scalars['String']['input']>;
  skip_images?: InputMaybe<Scalars['Boolean']['input']>;
  total_boxes?: InputMaybe<Scalars['Int']['input']>;
  tracking?: InputMaybe<Scalars['String']['input']>;
  zone_status?: InputMaybe<Scalars['String']['input']>;
};

/** A document made while shipping (a label, a commercial invoice), for a package or the whole order. */
export type ShippingDocument = {
  __typename?: 'ShippingDocument';
  created_at: Scalars['DateTime']['output'];
  /** PDF, PNG, ZPL */
  document_format: Scalars['String']['output'];
  /** shipping_label, commercial_invoice, … */
  document_type: Scalars['String']['output'];
  /** whether it was submitted to customs electronically */
  electronically_submitted: Scalars['Boolean']['output'];
  id: Scalars['Int']['output'];
  /** who made it (sandbox, a carrier) */
  label_provider?: Maybe<Scalars['String']['output']>;
  order_id: Scalars['Int']['output'];
  /** the package's id, or the order's for an order-level document */
  owner_id: Scalars['Int']['output'];
  /** Package or Order */
  owner_type: Scalars['String']['output'];
  package_id?: Maybe<Scalars['Int']['output']>;
  /** the document type as the provider names it (the same as document_type here) */
  provider_document_type?: Maybe<Scalars['String']['output']>;
  /** the provider's raw address (staff only; null for other callers) */
  provider_url?: Maybe<Scalars['String']['output']>;
  /** the address to fetch it from */
  resolved_url: Scalars['String']['output'];
  updated_at: Scalars['DateTime']['output'];
  /** the stored document's address (staff only; null for other callers) */
  url?: Maybe<Scalars['String']['output']>;
};

export type ShippingDocumentConnection = {
  __typename?: 'ShippingDocumentConnection';
  edges: Array<ShippingDocumentEdge>;
  nodes: Array<ShippingDocument>;
  page_info: PageInfo;
  total_count: Scalars['Int']['output'];
};

export type ShippingDocumentEdge = {
  __typename?: 'ShippingDocumentEdge';
  cursor: Scalars['String']['output'];
  node: ShippingDocument;
};

/** A carrier service orders can ship with. */
export type ShippingMethod = {
  __typename?: 'ShippingMethod';
  active: Scalars['Boolean']['output'];
  carrier?: Maybe<Scalars['String']['output']>;
  created_at: Scalars['DateTime']['output'];
  description?: Maybe<Scalars['String']['output']>;
  expedited: Scalars['Boolean']['output'];
  extended_description?: Maybe<Scalars['String']['output']>;
  flat_rate: Scalars['Boolean']['output'];
  id: Scalars['Int']['output'];
  international: Scalars['Boolean']['output'];
  multi_parcel: Scalars['Boolean']['output'];
  /** carrier and service */
  name: Scalars['String']['output'];
  origins: Array<Scalars['String']['output']>;
  /** Standard Carrier Alpha Code */
  scac?: Maybe<Scalars['String']['output']>;
  service?: Maybe<Scalars['String']['output']>;
  trackable: Scalars['Boolean']['output'];
  updated_at: Scalars['DateTime']['output'];
};

export type ShippingMethodConnection = {
  __typename?: 'ShippingMethodConnection';
  edges: Array<ShippingMethodEdge>;
  nodes: Array<ShippingMethod>;
  page_info: PageInfo;
  total_count: Scalars['Int']['output'];
};

export type ShippingMethodEdge = {
  __typename?: 'ShippingMethodEdge';
  cursor: Scalars['String']['output'];
  node: ShippingMethod;
};

/** A connected e-commerce shop; sync_enabled gates notifications and inventory updates to it. */
export type Shop = {
  __typename?: 'Shop';
  created_at: Scalars['DateTime']['output'];
  customer_id: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  sync_enabled: Scalars['Boolean']['output'];
  /** The key sync deliveries are signed with (X-Service-Signature, and webhook-signature as a subscription's), shown to the shop's owner. */
  sync_secret?: Maybe<Scalars['String']['output']>;
  /** Where fulfillment notifications and inventory updates go (see shop_update). */
  sync_url?: Maybe<Scalars['String']['output']>;
  updated_at: Scalars['DateTime']['output'];
};

export type ShopUpdateInput = {
  /** Turns the sandbox's shop sync on (off by default, in case a production shop is connected). */
  sync_enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** Where fulfillment notifications and inventory updates go (absolute http or https URL); null disconnects. */
  sync_url?: InputMaybe<Scalars['String']['input']>;
};

/** Where the sandbox moves an order: batched (120 Printed), packed (160) or shipped (300). */
export type SimulatedOrderStatus =
  | 'batched'
  | 'packed'
  | 'shipped';

export type StockAdjustInput = {
  /** units added (positive) or removed (negative); never zero */
  change: Scalars['Int']['input'];
  description: Scalars['String']['input'];
  item_id: Scalars['Int']['input'];
  location_id: Scalars['Int']['input'];
  lot_id?: InputMaybe<Scalars['Int']['input']>;
};

/** The store a wholesale order is for. */
export type StoreAddress = {
  __typename?: 'StoreAddress';
  address_1?: Maybe<Scalars['String']['output']>;
  address_2?: Maybe<Scalars['String']['output']>;
  address_type?: Maybe<Scalars['String']['output']>;
  city?: Maybe<Scalars['String']['output']>;
  company?: Maybe<Scalars['String']['output']>;
  context?: Maybe<Scalars['String']['output']>;
  country?: Maybe<Scalars['String']['output']>;
  country_iso2?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  state?: Maybe<Scalars['String']['output']>;
  zip?: Maybe<Scalars['String']['output']>;
};

export type StoreAddressInput = {
  address_1?: InputMaybe<Scalars['String']['input']>;
  address_2?: InputMaybe<Scalars['String']['input']>;
  address_type?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  company?: InputMaybe<Scalars['String']['input']>;
  context?: InputMaybe<Scalars['String']['input']>;
  country?: InputMaybe<Scalars['String']['input']>;
  /** 2-letter country code */
  country_iso2?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  zip?: InputMaybe<Scalars['String']['input']>;
};

/**
 * Live events over graphql-ws on /graphql, authenticated in connection_init
 * ({"authorization": "Bearer ...", "x-customer-id": "..."}). With after_id a subscription first
 * replays every matching event after that event, then goes live, each event exactly once and in
 * position order.
 */
export type Subscription = {
  __typename?: 'Subscription';
  events: Event;
  item_inventory_changed: ItemInventoryChangedEvent;
  order_shipped: OrderShippedEvent;
  order_status_changed: OrderStatusChangedEvent;
};


/**
 * Live events over graphql-ws on /graphql, authenticated in connection_init
 * ({"authorization": "Bearer ...", "x-customer-id": "..."}). With after_id a subscription first
 * replays every matching event after that event, then goes live, each event exactly once and in
 * position order.
 */
export type SubscriptionEventsArgs = {
  after_id?: InputMaybe<Scalars['Long']['input']>;
  customer_id?: InputMaybe<Scalars['Int']['input']>;
  kinds?: InputMaybe<Array<Scalars['String']['input']>>;
};


/**
 * Live events over graphql-ws on /graphql, authenticated in connection_init
 * ({"authorization": "Bearer ...", "x-customer-id": "..."}). With after_id a subscription first
 * replays every matching event after that event, then goes live, each event exactly once and in
 * position order.
 */
export type SubscriptionItem_Inventory_ChangedArgs = {
  after_id?: InputMaybe<Scalars['Long']['input']>;
  customer_id?: InputMaybe<Scalars['Int']['input']>;
  item_id?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Live events over graphql-ws on /graphql, authenticated in connection_init
 * ({"authorization": "Bearer ...", "x-customer-id": "..."}). With after_id a subscription first
 * replays every matching event after that event, then goes live, each event exactly once and in
 * position order.
 */
export type SubscriptionOrder_ShippedArgs = {
  after_id?: InputMaybe<Scalars['Long']['input']>;
  customer_id?: InputMaybe<Scalars['Int']['input']>;
  order_id?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Live events over graphql-ws on /graphql, authenticated in connection_init
 * ({"authorization": "Bearer ...", "x-customer-id": "..."}). With after_id a subscription first
 * replays every matching event after that event, then goes live, each event exactly once and in
 * position order.
 */
export type SubscriptionOrder_Status_ChangedArgs = {
  after_id?: InputMaybe<Scalars['Long']['input']>;
  customer_id?: InputMaybe<Scalars['Int']['input']>;
  order_id?: InputMaybe<Scalars['Int']['input']>;
};

/** A customer's own version of a printed document (a packing slip, a gift note). */
export type Template = {
  __typename?: 'Template';
  /** the template itself, in its type's format */
  content: Scalars['String']['output'];
  created_at: Scalars['DateTime']['output'];
  customer_id: Scalars['Int']['output'];
  /** a customer's own templates are all customizable */
  customizable: Scalars['Boolean']['output'];
  /** the one the warehouse uses for its type, of the customer's templates (at most one per type) */
  default: Scalars['Boolean']['output'];
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** one of valid_sizes; null prints at the first */
  size?: Maybe<Scalars['String']['output']>;
  /** the template type's name */
  slug: Scalars['String']['output'];
  template_type: TemplateType;
  template_type_id: Scalars['Int']['output'];
  updated_at: Scalars['DateTime']['output'];
  /** no rendering service runs here: always null, content is the template */
  url?: Maybe<Scalars['String']['output']>;
  valid_sizes: Array<Scalars['String']['output']>;
};

export type TemplateConnection = {
  __typename?: 'TemplateConnection';
  edges: Array<TemplateEdge>;
  nodes: Array<Template>;
  page_info: PageInfo;
  total_count: Scalars['Int']['output'];
};

export type TemplateCreateInput = {
  content: Scalars['String']['input'];
  /** staff acting for no customer name it here */
  customer_id?: InputMaybe<Scalars['Int']['input']>;
  /** make it the customer's default for its type (the previous default stops being one) */
  default?: InputMaybe<Scalars['Boolean']['input']>;
  name: Scalars['String']['input'];
  /** one of the type's valid_sizes */
  size?: InputMaybe<Scalars['String']['input']>;
  /** one of template_types */
  template_type_id: Scalars['Int']['input'];
};

export type TemplateEdge = {
  __typename?: 'TemplateEdge';
  cursor: Scalars['String']['output'];
  node: Template;
};

/** A kind of template: a fixed catalog every customer shares. */
export type TemplateType = {
  __typename?: 'TemplateType';
  display_name: Scalars['String']['output'];
  /** html */
  format: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  /** url-friendly name */
  name: Scalars['String']['output'];
  /** the resource a template of this type is rendered for */
  resource_type: Scalars['String']['output'];
  valid_sizes: Array<Scalars['String']['output']>;
};

/** The given fields change; the type does not. */
export type TemplateUpdateInput = {
  content?: InputMaybe<Scalars['String']['input']>;
  default?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  size?: InputMaybe<Scalars['String']['input']>;
};

/**
 * One bucket of order_throughput: the events of these kinds the outbox received in it, counted per hour as
 * they are written. The counts outlive the events (retention prunes those after 30 days by default), so the
 * chart reaches back to when counting began: the events in the outbox when this service's tallies came in.
 */
export type ThroughputBucket = {
  __typename?: 'ThroughputBucket';
  /** order.cancelled events. */
  cancelled: Scalars['Int']['output'];
  /** order.created events. */
  created: Scalars['Int']['output'];
  /** consumer_return.received events: returned goods put back into stock. */
  returned: Scalars['Int']['output'];
  /** order.shipped events. */
  shipped: Scalars['Int']['output'];
  /** The bucket's start (UTC); it ends where the next one starts. */
  starts_at: Scalars['DateTime']['output'];
};

/** The width of one order_throughput bucket, in UTC. */
export type TimeBucket =
  | 'day'
  | 'hour';

/** Why an item's stock changed. */
export type TransactionReason =
  /** counted or corrected by staff */
  | 'adjusted'
  /** put away from a ship notice in good condition */
  | 'received'
  /** put away from a ship notice as damaged */
  | 'received_damaged'
  /** came back in a consumer return: good units to a sellable shelf, damaged ones to the damaged role */
  | 'returned'
  /** left the warehouse in a shipped order */
  | 'shipped';

/** Who the bearer token belongs to and whom the request acts for. */
export type Viewer = {
  __typename?: 'Viewer';
  /** The customer this request acts for (X-Customer-Id for staff); null for staff acting for all. */
  customer_id?: Maybe<Scalars['Int']['output']>;
  scopes: Array<Scalars['String']['output']>;
  shop_id?: Maybe<Scalars['Int']['output']>;
  staff: Scalars['Boolean']['output'];
};

/**
 * A fulfillment facility. A customer sees the warehouses it is onboarded into. quantity,
 * projected_quantity and sellable_quantity are set where the warehouse is listed for one item
 * (Item.warehouse_quantities) and null elsewhere.
 */
export type Warehouse = {
  __typename?: 'Warehouse';
  accepting_new_customers: Scalars['Boolean']['output'];
  active: Scalars['Boolean']['output'];
  bin_cubic_volume_max?: Maybe<Scalars['Float']['output']>;
  bin_total_count_max?: Maybe<Scalars['Int']['output']>;
  carrier_a_carrier_facility?: Maybe<Scalars['String']['output']>;
  carrier_a_shipper_number?: Maybe<Scalars['String']['output']>;
  carrier_b_pickup_time?: Maybe<Scalars['String']['output']>;
  contact_name?: Maybe<Scalars['String']['output']>;
  contact_phone?: Maybe<Scalars['String']['output']>;
  created_at: Scalars['DateTime']['output'];
  currency?: Maybe<Scalars['String']['output']>;
  default_pick_strategy?: Maybe<Scalars['String']['output']>;
  delivery_appointment_required: Scalars['Boolean']['output'];
  domestic_return_labels: Scalars['Boolean']['output'];
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  international_return_labels: Scalars['Boolean']['output'];
  label_format?: Maybe<Scalars['String']['output']>;
  latitude?: Maybe<Scalars['Float']['output']>;
  loading_dock_quantity?: Maybe<Scalars['Int']['output']>;
  /** The warehouse's shelves, optionally of one role. */
  locations: LocationConnection;
  longitude?: Maybe<Scalars['Float']['output']>;
  name: Scalars['String']['output'];
  notes?: Maybe<Scalars['String']['output']>;
  number_of_groups?: Maybe<Scalars['Int']['output']>;
  packaging_customer_id?: Maybe<Scalars['Int']['output']>;
  partner_id?: Maybe<Scalars['Int']['output']>;
  pickup_hours?: Maybe<Scalars['String']['output']>;
  /** quantity + inbound on open ship notices - committed (per item) */
  projected_quantity?: Maybe<Scalars['Int']['output']>;
  /** on hand in sellable roles (per item) */
  quantity?: Maybe<Scalars['Int']['output']>;
  receiving_hours?: Maybe<Scalars['String']['output']>;
  receiving_special_instructions?: Maybe<Scalars['String']['output']>;
  /** quantity - committed (per item) */
  sellable_quantity?: Maybe<Scalars['Int']['output']>;
  shipping_address_1?: Maybe<Scalars['String']['output']>;
  shipping_address_2?: Maybe<Scalars['String']['output']>;
  shipping_city?: Maybe<Scalars['String']['output']>;
  shipping_country?: Maybe<Scalars['String']['output']>;
  shipping_country_iso2?: Maybe<Scalars['String']['output']>;
  shipping_label_format?: Maybe<Scalars['String']['output']>;
  shipping_state?: Maybe<Scalars['String']['output']>;
  shipping_zip?: Maybe<Scalars['String']['output']>;
  single_item_batch_size?: Maybe<Scalars['String']['output']>;
  slug: Scalars['String']['output'];
  square_footage?: Maybe<Scalars['Float']['output']>;
  /** The current customer's stock on the warehouse's shelves (rows with a quantity). */
  stock: ItemLocationConnection;
  /** friendly timezone, e.g. Eastern Time (US & Canada) */
  timezone?: Maybe<Scalars['String']['output']>;
  /** IANA timezone, e.g. America/New_York */
  timezone_raw?: Maybe<Scalars['String']['output']>;
  updated_at: Scalars['DateTime']['output'];
  vat?: Maybe<Scalars['Float']['output']>;
  warehouse_features: Array<Scalars['String']['output']>;
};


/**
 * A fulfillment facility. A customer sees the warehouses it is onboarded into. quantity,
 * projected_quantity and sellable_quantity are set where the warehouse is listed for one item
 * (Item.warehouse_quantities) and null elsewhere.
 */
export type WarehouseLocationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  per_page?: InputMaybe<Scalars['Int']['input']>;
  role?: InputMaybe<LocationRole>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
};


/**
 * A fulfillment facility. A customer sees the warehouses it is onboarded into. quantity,
 * projected_quantity and sellable_quantity are set where the warehouse is listed for one item
 * (Item.warehouse_quantities) and null elsewhere.
 */
export type WarehouseStockArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  per_page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
};

export type WarehouseConnection = {
  __typename?: 'WarehouseConnection';
  edges: Array<WarehouseEdge>;
  nodes: Array<Warehouse>;
  page_info: PageInfo;
  total_count: Scalars['Int']['output'];
};

export type WarehouseEdge = {
  __typename?: 'WarehouseEdge';
  cursor: Scalars['String']['output'];
  node: Warehouse;
};

/**
 * Stock needing attention in one warehouse: items running low or out there, lots about to expire, and
 * inbound ship notices. A warehouse with nothing of the caller's (no stock, no open ship notice) is not listed.
 */
export type WarehouseStockRisk = {
  __typename?: 'WarehouseStockRisk';
  /** Units on open ship notices not yet received (good or damaged). */
  inbound_units: Scalars['Int']['output'];
  /** Of those, items with a low_inventory_threshold whose sellable quantity there is above 0 and at most the threshold. */
  items_low: Scalars['Int']['output'];
  /** Of those, items with no sellable unit there (all committed, expired or inside their expiration_period). */
  items_out: Scalars['Int']['output'];
  /** Items with stock rows in the warehouse's sellable locations (pickable, backstock). */
  items_stocked: Scalars['Int']['output'];
  /** Lots with units on hand in the warehouse that expire within expiring_within_days (expired ones included). */
  lots_expiring: Scalars['Int']['output'];
  /** Ship notices to the warehouse not yet completed. */
  open_shipnotices: Scalars['Int']['output'];
  /** Open ship notices whose eta has passed. */
  shipnotices_past_eta: Scalars['Int']['output'];
  /** Units on hand in those lots. */
  units_expiring: Scalars['Int']['output'];
  warehouse_id: Scalars['Int']['output'];
  warehouse_name: Scalars['String']['output'];
};

/** One webhook subscription's recent deliveries by outcome, with what is stuck. */
export type WebhookHealth = {
  __typename?: 'WebhookHealth';
  /** False once switched off (by the customer, or after too many consecutive failures). */
  active: Scalars['Boolean']['output'];
  /** Failed attempts since the last success. */
  consecutive_failures: Scalars['Int']['output'];
  customer_id: Scalars['Int']['output'];
  /** Deliveries created in the window that were delivered. */
  delivered: Scalars['Int']['output'];
  endpoint: Scalars['String']['output'];
  /** The event kind subscribed to (order.shipped, ...). */
  event: Scalars['String']['output'];
  /** Deliveries created in the window that gave up after their last attempt. */
  failed: Scalars['Int']['output'];
  last_delivered_at?: Maybe<Scalars['DateTime']['output']>;
  /** When the oldest delivery still pending (whenever created) was created; null when none is. */
  oldest_undelivered_at?: Maybe<Scalars['DateTime']['output']>;
  /** Deliveries created in the window still pending (first attempt due or retrying). */
  pending: Scalars['Int']['output'];
  /** Of the pending ones, those already attempted at least once. */
  retrying: Scalars['Int']['output'];
  subscription_id: Scalars['Int']['output'];
};

/** A wholesale order line's trading-partner details. */
export type WholesaleItem = {
  __typename?: 'WholesaleItem';
  alternate_barcode?: Maybe<Scalars['String']['output']>;
  alternate_item_number?: Maybe<Scalars['String']['output']>;
  alternate_sku?: Maybe<Scalars['String']['output']>;
  buyer_part_number?: Maybe<Scalars['String']['output']>;
  color_description?: Maybe<Scalars['String']['output']>;
  consumer_package_code?: Maybe<Scalars['String']['output']>;
  created_at: Scalars['DateTime']['output'];
  description?: Maybe<Scalars['String']['output']>;
  ean?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  ih_category?: Maybe<Scalars['String']['output']>;
  inner_pack_value?: Maybe<Scalars['String']['output']>;
  item_alias?: Maybe<Scalars['String']['output']>;
  item_color?: Maybe<Scalars['String']['output']>;
  item_size?: Maybe<Scalars['String']['output']>;
  line_no?: Maybe<Scalars['String']['output']>;
  lot?: Maybe<Scalars['String']['output']>;
  order_item_id: Scalars['Int']['output'];
  outer_pack_value?: Maybe<Scalars['String']['output']>;
  size_description?: Maybe<Scalars['String']['output']>;
  style?: Maybe<Scalars['String']['output']>;
  upc?: Maybe<Scalars['String']['output']>;
  updated_at: Scalars['DateTime']['output'];
  vendor_part_number?: Maybe<Scalars['String']['output']>;
};

/** wholesale_item_attributes of a new order line. */
export type WholesaleItemAttributes = {
  alternate_barcode?: InputMaybe<Scalars['String']['input']>;
  alternate_item_number?: InputMaybe<Scalars['String']['input']>;
  alternate_sku?: InputMaybe<Scalars['String']['input']>;
  buyer_part_number?: InputMaybe<Scalars['String']['input']>;
  color_description?: InputMaybe<Scalars['String']['input']>;
  consumer_package_code?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  ean?: InputMaybe<Scalars['String']['input']>;
  ih_category?: InputMaybe<Scalars['String']['input']>;
  inner_pack_value?: InputMaybe<Scalars['String']['input']>;
  item_alias?: InputMaybe<Scalars['String']['input']>;
  item_color?: InputMaybe<Scalars['String']['input']>;
  item_size?: InputMaybe<Scalars['String']['input']>;
  line_no?: InputMaybe<Scalars['String']['input']>;
  lot?: InputMaybe<Scalars['String']['input']>;
  outer_pack_value?: InputMaybe<Scalars['String']['input']>;
  size_description?: InputMaybe<Scalars['String']['input']>;
  style?: InputMaybe<Scalars['String']['input']>;
  upc?: InputMaybe<Scalars['String']['input']>;
  vendor_part_number?: InputMaybe<Scalars['String']['input']>;
};

export type WholesaleItemConnection = {
  __typename?: 'WholesaleItemConnection';
  edges: Array<WholesaleItemEdge>;
  nodes: Array<WholesaleItem>;
  page_info: PageInfo;
  total_count: Scalars['Int']['output'];
};

export type WholesaleItemEdge = {
  __typename?: 'WholesaleItemEdge';
  cursor: Scalars['String']['output'];
  node: WholesaleItem;
};

/** A wholesale item's writable fields; the given ones change, null clears one. */
export type WholesaleItemInput = {
  alternate_barcode?: InputMaybe<Scalars['String']['input']>;
  alternate_item_number?: InputMaybe<Scalars['String']['input']>;
  alternate_sku?: InputMaybe<Scalars['String']['input']>;
  buyer_part_number?: InputMaybe<Scalars['String']['input']>;
  color_description?: InputMaybe<Scalars['String']['input']>;
  consumer_package_code?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  ean?: InputMaybe<Scalars['String']['input']>;
  ih_category?: InputMaybe<Scalars['String']['input']>;
  inner_pack_value?: InputMaybe<Scalars['String']['input']>;
  item_alias?: InputMaybe<Scalars['String']['input']>;
  item_color?: InputMaybe<Scalars['String']['input']>;
  item_size?: InputMaybe<Scalars['String']['input']>;
  line_no?: InputMaybe<Scalars['String']['input']>;
  lot?: InputMaybe<Scalars['String']['input']>;
  /** another line of the same customer to move it to (PUT /wholesale_items/{id}); on a line's own route, that line */
  order_item_id?: InputMaybe<Scalars['Int']['input']>;
  outer_pack_value?: InputMaybe<Scalars['String']['input']>;
  size_description?: InputMaybe<Scalars['String']['input']>;
  style?: InputMaybe<Scalars['String']['input']>;
  upc?: InputMaybe<Scalars['String']['input']>;
  vendor_part_number?: InputMaybe<Scalars['String']['input']>;
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
  ApiClientRevocation: ResolverTypeWrapper<ApiClientRevocation>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BulkOutcome: BulkOutcome;
  BulkResourceResult: ResolverTypeWrapper<BulkResourceResult>;
  BulkResult: ResolverTypeWrapper<BulkResult>;
  BundleItem: ResolverTypeWrapper<BundleItemModel>;
  BundleItemCreateInput: BundleItemCreateInput;
  BundleItemUpdateInput: BundleItemUpdateInput;
  ConsumerReturn: ResolverTypeWrapper<ConsumerReturnModel>;
  ConsumerReturnConnection: ResolverTypeWrapper<ConnectionModel>;
  ConsumerReturnCreateInput: ConsumerReturnCreateInput;
  ConsumerReturnEdge: ResolverTypeWrapper<Omit<ConsumerReturnEdge, 'node'> & { node: ResolversTypes['ConsumerReturn'] }>;
  ConsumerReturnReceiveInput: ConsumerReturnReceiveInput;
  ConsumerReturnUpdateInput: ConsumerReturnUpdateInput;
  CountryCode: CountryCode;
  Customer: ResolverTypeWrapper<CustomerModel>;
  CustomerConnection: ResolverTypeWrapper<ConnectionModel>;
  CustomerEdge: ResolverTypeWrapper<Omit<CustomerEdge, 'node'> & { node: ResolversTypes['Customer'] }>;
  CustomerInvitation: ResolverTypeWrapper<Omit<CustomerInvitation, 'customer'> & { customer: ResolversTypes['Customer'] }>;
  CustomerInviteInput: CustomerInviteInput;
  CustomerUpdateInput: CustomerUpdateInput;
  CustomsInfo: ResolverTypeWrapper<CustomsInfoModel>;
  CustomsInfoInput: CustomsInfoInput;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Document: ResolverTypeWrapper<DocumentModel>;
  DocumentConnection: ResolverTypeWrapper<ConnectionModel>;
  DocumentCreateInput: DocumentCreateInput;
  DocumentEdge: ResolverTypeWrapper<Omit<DocumentEdge, 'node'> & { node: ResolversTypes['Document'] }>;
  ErrorCode: ErrorCode;
  Event: ResolverTypeWrapper<StoredEventModel>;
  EventLag: ResolverTypeWrapper<EventLag>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  HazmatType: HazmatType;
  Incoterm: Incoterm;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Item: ResolverTypeWrapper<ItemModel>;
  ItemConnection: ResolverTypeWrapper<ConnectionModel>;
  ItemCreateInput: ItemCreateInput;
  ItemEdge: ResolverTypeWrapper<Omit<ItemEdge, 'node'> & { node: ResolversTypes['Item'] }>;
  ItemInventoryChangedEvent: ResolverTypeWrapper<StoredEventModel>;
  ItemLocation: ResolverTypeWrapper<ItemLocationViewModel>;
  ItemLocationConnection: ResolverTypeWrapper<ConnectionModel>;
  ItemLocationEdge: ResolverTypeWrapper<Omit<ItemLocationEdge, 'node'> & { node: ResolversTypes['ItemLocation'] }>;
  ItemTransaction: ResolverTypeWrapper<ItemTransactionModel>;
  ItemTransactionConnection: ResolverTypeWrapper<ConnectionModel>;
  ItemTransactionEdge: ResolverTypeWrapper<Omit<ItemTransactionEdge, 'node'> & { node: ResolversTypes['ItemTransaction'] }>;
  ItemUpdateInput: ItemUpdateInput;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  LabelFormat: LabelFormat;
  LoadScac: ResolverTypeWrapper<LoadScacModel>;
  LoadScacConnection: ResolverTypeWrapper<ConnectionModel>;
  LoadScacEdge: ResolverTypeWrapper<Omit<LoadScacEdge, 'node'> & { node: ResolversTypes['LoadScac'] }>;
  Location: ResolverTypeWrapper<LocationModel>;
  LocationConnection: ResolverTypeWrapper<ConnectionModel>;
  LocationEdge: ResolverTypeWrapper<Omit<LocationEdge, 'node'> & { node: ResolversTypes['Location'] }>;
  LocationRole: LocationRole;
  Long: ResolverTypeWrapper<Scalars['Long']['output']>;
  Lot: ResolverTypeWrapper<LotModel>;
  LotAttributesInput: LotAttributesInput;
  Message: ResolverTypeWrapper<Message>;
  MetaFields: ResolverTypeWrapper<MetaFields>;
  MetaFieldsInput: MetaFieldsInput;
  MetaKey: ResolverTypeWrapper<MetaKeyModel>;
  MetaKeyInput: MetaKeyInput;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NotificationDelivery: ResolverTypeWrapper<WebhookDeliveryModel>;
  NotificationDeliveryAttempt: ResolverTypeWrapper<WebhookDeliveryAttemptModel>;
  NotificationDeliveryConnection: ResolverTypeWrapper<ConnectionModel>;
  NotificationDeliveryEdge: ResolverTypeWrapper<Omit<NotificationDeliveryEdge, 'node'> & { node: ResolversTypes['NotificationDelivery'] }>;
  NotificationDeliveryStatus: NotificationDeliveryStatus;
  NotificationEvent: ResolverTypeWrapper<NotificationEventModel>;
  NotificationEventConnection: ResolverTypeWrapper<ConnectionModel>;
  NotificationEventEdge: ResolverTypeWrapper<Omit<NotificationEventEdge, 'node'> & { node: ResolversTypes['NotificationEvent'] }>;
  NotificationSubscription: ResolverTypeWrapper<NotificationSubscriptionModel>;
  NotificationSubscriptionConnection: ResolverTypeWrapper<ConnectionModel>;
  NotificationSubscriptionCreateInput: NotificationSubscriptionCreateInput;
  NotificationSubscriptionEdge: ResolverTypeWrapper<Omit<NotificationSubscriptionEdge, 'node'> & { node: ResolversTypes['NotificationSubscription'] }>;
  NotificationSubscriptionUpdateInput: NotificationSubscriptionUpdateInput;
  Order: ResolverTypeWrapper<OrderModel>;
  OrderBulkJob: ResolverTypeWrapper<OrderBulkJobModel>;
  OrderBulkResult: ResolverTypeWrapper<OrderBulkResult>;
  OrderConnection: ResolverTypeWrapper<ConnectionModel>;
  OrderCreateInput: OrderCreateInput;
  OrderDocument: ResolverTypeWrapper<OrderDocumentModel>;
  OrderDocumentConnection: ResolverTypeWrapper<ConnectionModel>;
  OrderDocumentCreateInput: OrderDocumentCreateInput;
  OrderDocumentEdge: ResolverTypeWrapper<Omit<OrderDocumentEdge, 'node'> & { node: ResolversTypes['OrderDocument'] }>;
  OrderEdge: ResolverTypeWrapper<Omit<OrderEdge, 'node'> & { node: ResolversTypes['Order'] }>;
  OrderEvent: ResolverTypeWrapper<OrderEventModel>;
  OrderEventConnection: ResolverTypeWrapper<ConnectionModel>;
  OrderEventEdge: ResolverTypeWrapper<Omit<OrderEventEdge, 'node'> & { node: ResolversTypes['OrderEvent'] }>;
  OrderGroup: ResolverTypeWrapper<OrderGroup>;
  OrderGroupBy: OrderGroupBy;
  OrderItem: ResolverTypeWrapper<OrderItemModel>;
  OrderItemConnection: ResolverTypeWrapper<ConnectionModel>;
  OrderItemCreateInput: OrderItemCreateInput;
  OrderItemEdge: ResolverTypeWrapper<Omit<OrderItemEdge, 'node'> & { node: ResolversTypes['OrderItem'] }>;
  OrderItemUpdateInput: OrderItemUpdateInput;
  OrderShippedEvent: ResolverTypeWrapper<StoredEventModel>;
  OrderStatusChangedEvent: ResolverTypeWrapper<StoredEventModel>;
  OrderType: OrderType;
  OrderUpdateInput: OrderUpdateInput;
  OrderWholesale: ResolverTypeWrapper<OrderWholesaleModel>;
  OrderWholesaleInput: OrderWholesaleInput;
  Originator: ResolverTypeWrapper<OriginatorModel>;
  OriginatorAttributes: OriginatorAttributes;
  OriginatorConnection: ResolverTypeWrapper<ConnectionModel>;
  OriginatorEdge: ResolverTypeWrapper<Omit<OriginatorEdge, 'node'> & { node: ResolversTypes['Originator'] }>;
  Package: ResolverTypeWrapper<PackageModel>;
  PackagingType: PackagingType;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  Project: ResolverTypeWrapper<ProjectModel>;
  ProjectCreateInput: ProjectCreateInput;
  ProjectTask: ResolverTypeWrapper<ProjectTaskModel>;
  ProjectTaskConnection: ResolverTypeWrapper<ConnectionModel>;
  ProjectTaskCreateInput: ProjectTaskCreateInput;
  ProjectTaskEdge: ResolverTypeWrapper<Omit<ProjectTaskEdge, 'node'> & { node: ResolversTypes['ProjectTask'] }>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ReceiveLineInput: ReceiveLineInput;
  ReceivingRole: ReceivingRole;
  ResourceAction: ResolverTypeWrapper<ResourceAction>;
  ReturnCondition: ReturnCondition;
  ReturnItem: ResolverTypeWrapper<ReturnItemModel>;
  ReturnItemCreateInput: ReturnItemCreateInput;
  ReturnReason: ReturnReason;
  ReturnReceiveLineInput: ReturnReceiveLineInput;
  SavedSearch: ResolverTypeWrapper<SavedSearchModel>;
  SavedSearchConnection: ResolverTypeWrapper<ConnectionModel>;
  SavedSearchEdge: ResolverTypeWrapper<Omit<SavedSearchEdge, 'node'> & { node: ResolversTypes['SavedSearch'] }>;
  Scancode: ResolverTypeWrapper<ScancodeModel>;
  ScancodeConnection: ResolverTypeWrapper<ConnectionModel>;
  ScancodeCreateInput: ScancodeCreateInput;
  ScancodeEdge: ResolverTypeWrapper<Omit<ScancodeEdge, 'node'> & { node: ResolversTypes['Scancode'] }>;
  SerialNumber: ResolverTypeWrapper<SerialNumberModel>;
  Shipnotice: ResolverTypeWrapper<ShipnoticeModel>;
  ShipnoticeConnection: ResolverTypeWrapper<ConnectionModel>;
  ShipnoticeCreateInput: ShipnoticeCreateInput;
  ShipnoticeEdge: ResolverTypeWrapper<Omit<ShipnoticeEdge, 'node'> & { node: ResolversTypes['Shipnotice'] }>;
  ShipnoticeImage: ResolverTypeWrapper<ShipnoticeImage>;
  ShipnoticeItem: ResolverTypeWrapper<ShipnoticeItemModel>;
  ShipnoticeItemConnection: ResolverTypeWrapper<ConnectionModel>;
  ShipnoticeItemCreateInput: ShipnoticeItemCreateInput;
  ShipnoticeItemEdge: ResolverTypeWrapper<Omit<ShipnoticeItemEdge, 'node'> & { node: ResolversTypes['ShipnoticeItem'] }>;
  ShipnoticeItemUpdateInput: ShipnoticeItemUpdateInput;
  ShipnoticeReceiveInput: ShipnoticeReceiveInput;
  ShipnoticeUpdateInput: ShipnoticeUpdateInput;
  ShippingDocument: ResolverTypeWrapper<ShippingDocumentModel>;
  ShippingDocumentConnection: ResolverTypeWrapper<ConnectionModel>;
  ShippingDocumentEdge: ResolverTypeWrapper<Omit<ShippingDocumentEdge, 'node'> & { node: ResolversTypes['ShippingDocument'] }>;
  ShippingMethod: ResolverTypeWrapper<ShippingMethodModel>;
  ShippingMethodConnection: ResolverTypeWrapper<ConnectionModel>;
  ShippingMethodEdge: ResolverTypeWrapper<Omit<ShippingMethodEdge, 'node'> & { node: ResolversTypes['ShippingMethod'] }>;
  Shop: ResolverTypeWrapper<ShopModel>;
  ShopUpdateInput: ShopUpdateInput;
  SimulatedOrderStatus: SimulatedOrderStatus;
  StockAdjustInput: StockAdjustInput;
  StoreAddress: ResolverTypeWrapper<StoreAddress>;
  StoreAddressInput: StoreAddressInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Template: ResolverTypeWrapper<TemplateModel>;
  TemplateConnection: ResolverTypeWrapper<ConnectionModel>;
  TemplateCreateInput: TemplateCreateInput;
  TemplateEdge: ResolverTypeWrapper<Omit<TemplateEdge, 'node'> & { node: ResolversTypes['Template'] }>;
  TemplateType: ResolverTypeWrapper<TemplateTypeModel>;
  TemplateUpdateInput: TemplateUpdateInput;
  ThroughputBucket: ResolverTypeWrapper<ThroughputBucket>;
  TimeBucket: TimeBucket;
  TransactionReason: TransactionReason;
  Viewer: ResolverTypeWrapper<Viewer>;
  Warehouse: ResolverTypeWrapper<WarehouseViewModel>;
  WarehouseConnection: ResolverTypeWrapper<ConnectionModel>;
  WarehouseEdge: ResolverTypeWrapper<Omit<WarehouseEdge, 'node'> & { node: ResolversTypes['Warehouse'] }>;
  WarehouseStockRisk: ResolverTypeWrapper<WarehouseStockRisk>;
  WebhookHealth: ResolverTypeWrapper<WebhookHealth>;
  WholesaleItem: ResolverTypeWrapper<WholesaleItemModel>;
  WholesaleItemAttributes: WholesaleItemAttributes;
  WholesaleItemConnection: ResolverTypeWrapper<ConnectionModel>;
  WholesaleItemEdge: ResolverTypeWrapper<Omit<WholesaleItemEdge, 'node'> & { node: ResolversTypes['WholesaleItem'] }>;
  WholesaleItemInput: WholesaleItemInput;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  ApiClientRevocation: ApiClientRevocation;
  Boolean: Scalars['Boolean']['output'];
  BulkResourceResult: BulkResourceResult;
  BulkResult: BulkResult;
  BundleItem: BundleItemModel;
  BundleItemCreateInput: BundleItemCreateInput;
  BundleItemUpdateInput: BundleItemUpdateInput;
  ConsumerReturn: ConsumerReturnModel;
  ConsumerReturnConnection: ConnectionModel;
  ConsumerReturnCreateInput: ConsumerReturnCreateInput;
  ConsumerReturnEdge: Omit<ConsumerReturnEdge, 'node'> & { node: ResolversParentTypes['ConsumerReturn'] };
  ConsumerReturnReceiveInput: ConsumerReturnReceiveInput;
  ConsumerReturnUpdateInput: ConsumerReturnUpdateInput;
  Customer: CustomerModel;
  CustomerConnection: ConnectionModel;
  CustomerEdge: Omit<CustomerEdge, 'node'> & { node: ResolversParentTypes['Customer'] };
  CustomerInvitation: Omit<CustomerInvitation, 'customer'> & { customer: ResolversParentTypes['Customer'] };
  CustomerInviteInput: CustomerInviteInput;
  CustomerUpdateInput: CustomerUpdateInput;
  CustomsInfo: CustomsInfoModel;
  CustomsInfoInput: CustomsInfoInput;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  Document: DocumentModel;
  DocumentConnection: ConnectionModel;
  DocumentCreateInput: DocumentCreateInput;
  DocumentEdge: Omit<DocumentEdge, 'node'> & { node: ResolversParentTypes['Document'] };
  Event: StoredEventModel;
  EventLag: EventLag;
  Float: Scalars['Float']['output'];
  Int: Scalars['Int']['output'];
  Item: ItemModel;
  ItemConnection: ConnectionModel;
  ItemCreateInput: ItemCreateInput;
  ItemEdge: Omit<ItemEdge, 'node'> & { node: ResolversParentTypes['Item'] };
  ItemInventoryChangedEvent: StoredEventModel;
  ItemLocation: ItemLocationViewModel;
  ItemLocationConnection: ConnectionModel;
  ItemLocationEdge: Omit<ItemLocationEdge, 'node'> & { node: ResolversParentTypes['ItemLocation'] };
  ItemTransaction: ItemTransactionModel;
  ItemTransactionConnection: ConnectionModel;
  ItemTransactionEdge: Omit<ItemTransactionEdge, 'node'> & { node: ResolversParentTypes['ItemTransaction'] };
  ItemUpdateInput: ItemUpdateInput;
  JSON: Scalars['JSON']['output'];
  LoadScac: LoadScacModel;
  LoadScacConnection: ConnectionModel;
  LoadScacEdge: Omit<LoadScacEdge, 'node'> & { node: ResolversParentTypes['LoadScac'] };
  Location: LocationModel;
  LocationConnection: ConnectionModel;
  LocationEdge: Omit<LocationEdge, 'node'> & { node: ResolversParentTypes['Location'] };
  Long: Scalars['Long']['output'];
  Lot: LotModel;
  LotAttributesInput: LotAttributesInput;
  Message: Message;
  MetaFields: MetaFields;
  MetaFieldsInput: MetaFieldsInput;
  MetaKey: MetaKeyModel;
  MetaKeyInput: MetaKeyInput;
  Mutation: Record<PropertyKey, never>;
  NotificationDelivery: WebhookDeliveryModel;
  NotificationDeliveryAttempt: WebhookDeliveryAttemptModel;
  NotificationDeliveryConnection: ConnectionModel;
  NotificationDeliveryEdge: Omit<NotificationDeliveryEdge, 'node'> & { node: ResolversParentTypes['NotificationDelivery'] };
  NotificationEvent: NotificationEventModel;
  NotificationEventConnection: ConnectionModel;
  NotificationEventEdge: Omit<NotificationEventEdge, 'node'> & { node: ResolversParentTypes['NotificationEvent'] };
  NotificationSubscription: NotificationSubscriptionModel;
  NotificationSubscriptionConnection: ConnectionModel;
  NotificationSubscriptionCreateInput: NotificationSubscriptionCreateInput;
  NotificationSubscriptionEdge: Omit<NotificationSubscriptionEdge, 'node'> & { node: ResolversParentTypes['NotificationSubscription'] };
  NotificationSubscriptionUpdateInput: NotificationSubscriptionUpdateInput;
  Order: OrderModel;
  OrderBulkJob: OrderBulkJobModel;
  OrderBulkResult: OrderBulkResult;
  OrderConnection: ConnectionModel;
  OrderCreateInput: OrderCreateInput;
  OrderDocument: OrderDocumentModel;
  OrderDocumentConnection: ConnectionModel;
  OrderDocumentCreateInput: OrderDocumentCreateInput;
  OrderDocumentEdge: Omit<OrderDocumentEdge, 'node'> & { node: ResolversParentTypes['OrderDocument'] };
  OrderEdge: Omit<OrderEdge, 'node'> & { node: ResolversParentTypes['Order'] };
  OrderEvent: OrderEventModel;
  OrderEventConnection: ConnectionModel;
  OrderEventEdge: Omit<OrderEventEdge, 'node'> & { node: ResolversParentTypes['OrderEvent'] };
  OrderGroup: OrderGroup;
  OrderItem: OrderItemModel;
  OrderItemConnection: ConnectionModel;
  OrderItemCreateInput: OrderItemCreateInput;
  OrderItemEdge: Omit<OrderItemEdge, 'node'> & { node: ResolversParentTypes['OrderItem'] };
  OrderItemUpdateInput: OrderItemUpdateInput;
  OrderShippedEvent: StoredEventModel;
  OrderStatusChangedEvent: StoredEventModel;
  OrderUpdateInput: OrderUpdateInput;
  OrderWholesale: OrderWholesaleModel;
  OrderWholesaleInput: OrderWholesaleInput;
  Originator: OriginatorModel;
  OriginatorAttributes: OriginatorAttributes;
  OriginatorConnection: ConnectionModel;
  OriginatorEdge: Omit<OriginatorEdge, 'node'> & { node: ResolversParentTypes['Originator'] };
  Package: PackageModel;
  PageInfo: PageInfo;
  Project: ProjectModel;
  ProjectCreateInput: ProjectCreateInput;
  ProjectTask: ProjectTaskModel;
  ProjectTaskConnection: ConnectionModel;
  ProjectTaskCreateInput: ProjectTaskCreateInput;
  ProjectTaskEdge: Omit<ProjectTaskEdge, 'node'> & { node: ResolversParentTypes['ProjectTask'] };
  Query: Record<PropertyKey, never>;
  ReceiveLineInput: ReceiveLineInput;
  ResourceAction: ResourceAction;
  ReturnItem: ReturnItemModel;
  ReturnItemCreateInput: ReturnItemCreateInput;
  ReturnReceiveLineInput: ReturnReceiveLineInput;
  SavedSearch: SavedSearchModel;
  SavedSearchConnection: ConnectionModel;
  SavedSearchEdge: Omit<SavedSearchEdge, 'node'> & { node: ResolversParentTypes['SavedSearch'] };
  Scancode: ScancodeModel;
  ScancodeConnection: ConnectionModel;
  ScancodeCreateInput: ScancodeCreateInput;
  ScancodeEdge: Omit<ScancodeEdge, 'node'> & { node: ResolversParentTypes['Scancode'] };
  SerialNumber: SerialNumberModel;
  Shipnotice: ShipnoticeModel;
  ShipnoticeConnection: ConnectionModel;
  ShipnoticeCreateInput: ShipnoticeCreateInput;
  ShipnoticeEdge: Omit<ShipnoticeEdge, 'node'> & { node: ResolversParentTypes['Shipnotice'] };
  ShipnoticeImage: ShipnoticeImage;
  ShipnoticeItem: ShipnoticeItemModel;
  ShipnoticeItemConnection: ConnectionModel;
  ShipnoticeItemCreateInput: ShipnoticeItemCreateInput;
  ShipnoticeItemEdge: Omit<ShipnoticeItemEdge, 'node'> & { node: ResolversParentTypes['ShipnoticeItem'] };
  ShipnoticeItemUpdateInput: ShipnoticeItemUpdateInput;
  ShipnoticeReceiveInput: ShipnoticeReceiveInput;
  ShipnoticeUpdateInput: ShipnoticeUpdateInput;
  ShippingDocument: ShippingDocumentModel;
  ShippingDocumentConnection: ConnectionModel;
  ShippingDocumentEdge: Omit<ShippingDocumentEdge, 'node'> & { node: ResolversParentTypes['ShippingDocument'] };
  ShippingMethod: ShippingMethodModel;
  ShippingMethodConnection: ConnectionModel;
  ShippingMethodEdge: Omit<ShippingMethodEdge, 'node'> & { node: ResolversParentTypes['ShippingMethod'] };
  Shop: ShopModel;
  ShopUpdateInput: ShopUpdateInput;
  StockAdjustInput: StockAdjustInput;
  StoreAddress: StoreAddress;
  StoreAddressInput: StoreAddressInput;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  Template: TemplateModel;
  TemplateConnection: ConnectionModel;
  TemplateCreateInput: TemplateCreateInput;
  TemplateEdge: Omit<TemplateEdge, 'node'> & { node: ResolversParentTypes['Template'] };
  TemplateType: TemplateTypeModel;
  TemplateUpdateInput: TemplateUpdateInput;
  ThroughputBucket: ThroughputBucket;
  Viewer: Viewer;
  Warehouse: WarehouseViewModel;
  WarehouseConnection: ConnectionModel;
  WarehouseEdge: Omit<WarehouseEdge, 'node'> & { node: ResolversParentTypes['Warehouse'] };
  WarehouseStockRisk: WarehouseStockRisk;
  WebhookHealth: WebhookHealth;
  WholesaleItem: WholesaleItemModel;
  WholesaleItemAttributes: WholesaleItemAttributes;
  WholesaleItemConnection: ConnectionModel;
  WholesaleItemEdge: Omit<WholesaleItemEdge, 'node'> & { node: ResolversParentTypes['WholesaleItem'] };
  WholesaleItemInput: WholesaleItemInput;
}>;

export type SensitiveDirectiveArgs = { };

export type SensitiveDirectiveResolver<Result, Parent, ContextType = RequestContext, Args = SensitiveDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type ApiClientRevocationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ApiClientRevocation'] = ResolversParentTypes['ApiClientRevocation']> = ResolversObject<{
  client_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revoked_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  tokens_revoked?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type BulkResourceResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BulkResourceResult'] = ResolversParentTypes['BulkResourceResult']> = ResolversObject<{
  order_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  result?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type BulkResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BulkResult'] = ResolversParentTypes['BulkResult']> = ResolversObject<{
  result?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type ConsumerReturnResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ConsumerReturn'] = ResolversParentTypes['ConsumerReturn']> = ResolversObject<{
  arrived_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  carrier?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  completed_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType>;
  customer_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  delivered_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  due_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  easypostable_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  easypostable_type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  eta?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  exchange_order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  exchange_order_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  handling_billed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  meta_fields?: Resolver<ResolversTypes['MetaFields'], ParentType, ContextType>;
  notes_by_customer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notes_by_service?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  order_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  originator?: Resolver<Maybe<ResolversTypes['Originator']>, ParentType, ContextType>;
  postage_billed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  received_by?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requires_label?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  return_items?: Resolver<Array<ResolversTypes['ReturnItem']>, ParentType, ContextType>;
  sender?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ship_3rdparty_cost?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ship_actual_cost?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ship_actual_currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shipping_label_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shipping_method_text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  skip_images?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total_boxes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  tracking?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  warehouse?: Resolver<ResolversTypes['Warehouse'], ParentType, ContextType>;
  warehouse_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ConsumerReturnConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ConsumerReturnConnection'] = ResolversParentTypes['ConsumerReturnConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['ConsumerReturnEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['ConsumerReturn']>, ParentType, ContextType>;
  page_info?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  total_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ConsumerReturnEdgeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ConsumerReturnEdge'] = ResolversParentTypes['ConsumerReturnEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ConsumerReturn'], ParentType, ContextType>;
}>;

export type CustomerResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Customer'] = ResolversParentTypes['Customer']> = ResolversObject<{
  activated_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deactivated_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shops?: Resolver<Array<ResolversTypes['Shop']>, ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type CustomerConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CustomerConnection'] = ResolversParentTypes['CustomerConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['CustomerEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Customer']>, ParentType, ContextType>;
  page_info?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  total_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CustomerEdgeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CustomerEdge'] = ResolversParentTypes['CustomerEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Customer'], ParentType, ContextType>;
}>;

export type CustomerInvitationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CustomerInvitation'] = ResolversParentTypes['CustomerInvitation']> = ResolversObject<{
  client_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  client_secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType>;
  scopes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CustomsInfoResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CustomsInfo'] = ResolversParentTypes['CustomsInfo']> = ResolversObject<{
  au_vat_number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customer_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  eori_number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  eu_vat_number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  importer_of_record_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  ioss_number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  misc_vat_number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  order_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  receiver_tax_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  send_electonic_trade_docs?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  signer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uk_vat_number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DocumentResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Document'] = ResolversParentTypes['Document']> = ResolversObject<{
  context_list?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customer_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  customer_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  keyword_list?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  message_list?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  owner_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  owner_type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  partner_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  partner_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  resource_type_list?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  signed_url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  user_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type DocumentConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['DocumentConnection'] = ResolversParentTypes['DocumentConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['DocumentEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Document']>, ParentType, ContextType>;
  page_info?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  total_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type DocumentEdgeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['DocumentEdge'] = ResolversParentTypes['DocumentEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Document'], ParentType, ContextType>;
}>;

export type EventResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Event'] = ResolversParentTypes['Event']> = ResolversObject<{
  consumer_return?: Resolver<Maybe<ResolversTypes['ConsumerReturn']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customer_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  details?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  item?: Resolver<Maybe<ResolversTypes['Item']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  payload?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  resource_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  resource_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shipnotice?: Resolver<Maybe<ResolversTypes['Shipnotice']>, ParentType, ContextType>;
  shop_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type EventLagResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['EventLag'] = ResolversParentTypes['EventLag']> = ResolversObject<{
  feed_lag_seconds?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  last_event_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  last_event_id?: Resolver<Maybe<ResolversTypes['Long']>, ParentType, ContextType>;
  oldest_undelivered_webhook_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  undelivered_webhooks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

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
  locations?: Resolver<ResolversTypes['ItemLocationConnection'], ParentType, ContextType, RequireFields<ItemLocationsArgs, 'role'>>;
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
  shipnotice_items?: Resolver<ResolversTypes['ShipnoticeItemConnection'], ParentType, ContextType, Partial<ItemShipnotice_ItemsArgs>>;
  shipnotice_items_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<ItemShipnotice_Items_CountArgs>>;
  shippable_container?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  street_date?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  tariff_number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  transactions?: Resolver<ResolversTypes['ItemTransactionConnection'], ParentType, ContextType, Partial<ItemTransactionsArgs>>;
  transactions_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<ItemTransactions_CountArgs>>;
  updated_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  velocity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  vendor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  warehouse_quantities?: Resolver<Array<ResolversTypes['Warehouse']>, ParentType, ContextType>;
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

export type ItemInventoryChangedEventResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ItemInventoryChangedEvent'] = ResolversParentTypes['ItemInventoryChangedEvent']> = ResolversObject<{
  event_id?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  item?: Resolver<ResolversTypes['Item'], ParentType, ContextType>;
  item_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  item_json?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  occurred_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  previous_sellable_quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  published_quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sellable_quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ItemLocationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ItemLocation'] = ResolversParentTypes['ItemLocation']> = ResolversObject<{
  humanize_shelf_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  in_progress_transfers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  item_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lot_expires_on?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lot_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  lot_number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['LocationRole'], ParentType, ContextType>;
  uncommitted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  warehouse_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  warehouse_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ItemLocationConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ItemLocationConnection'] = ResolversParentTypes['ItemLocationConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['ItemLocationEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['ItemLocation']>, ParentType, ContextType>;
  page_info?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  total_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ItemLocationEdgeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ItemLocationEdge'] = ResolversParentTypes['ItemLocationEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ItemLocation'], ParentType, ContextType>;
}>;

export type ItemTransactionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ItemTransaction'] = ResolversParentTypes['ItemTransaction']> = ResolversObject<{
  change?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  consumer_return_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  item_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  location_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  lot_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  order_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['TransactionReason'], ParentType, ContextType>;
  rule_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  shipnotice_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  shipnotice_item_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  user_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  warehouse_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type ItemTransactionConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ItemTransactionConnection'] = ResolversParentTypes['ItemTransactionConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['ItemTransactionEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['ItemTransaction']>, ParentType, ContextType>;
  page_info?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  total_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ItemTransactionEdgeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ItemTransactionEdge'] = ResolversParentTypes['ItemTransactionEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ItemTransaction'], ParentType, ContextType>;
}>;

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type LoadScacResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['LoadScac'] = ResolversParentTypes['LoadScac']> = ResolversObject<{
  context?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  owner_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  scac?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LoadScacConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['LoadScacConnection'] = ResolversParentTypes['LoadScacConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['LoadScacEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['LoadScac']>, ParentType, ContextType>;
  page_info?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  total_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type LoadScacEdgeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['LoadScacEdge'] = ResolversParentTypes['LoadScacEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['LoadScac'], ParentType, ContextType>;
}>;

export type LocationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Location'] = ResolversParentTypes['Location']> = ResolversObject<{
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  humanize_shelf_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['LocationRole'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  warehouse_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type LocationConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['LocationConnection'] = ResolversParentTypes['LocationConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['LocationEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Location']>, ParentType, ContextType>;
  page_info?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  total_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type LocationEdgeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['LocationEdge'] = ResolversParentTypes['LocationEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Location'], ParentType, ContextType>;
}>;

export interface LongScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Long'], any> {
  name: 'Long';
}

export type LotResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Lot'] = ResolversParentTypes['Lot']> = ResolversObject<{
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expires_on?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shipnotice_item_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

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
  api_client_revoke?: Resolver<ResolversTypes['ApiClientRevocation'], ParentType, ContextType, RequireFields<MutationApi_Client_RevokeArgs, 'client_id'>>;
  bundle_item_create?: Resolver<ResolversTypes['BundleItem'], ParentType, ContextType, RequireFields<MutationBundle_Item_CreateArgs, 'input' | 'parent_item_id'>>;
  bundle_item_delete?: Resolver<ResolversTypes['BundleItem'], ParentType, ContextType, RequireFields<MutationBundle_Item_DeleteArgs, 'id'>>;
  bundle_item_update?: Resolver<ResolversTypes['BundleItem'], ParentType, ContextType, RequireFields<MutationBundle_Item_UpdateArgs, 'id' | 'input'>>;
  consumer_return_bulk_create?: Resolver<Array<ResolversTypes['BulkResult']>, ParentType, ContextType, RequireFields<MutationConsumer_Return_Bulk_CreateArgs, 'resources'>>;
  consumer_return_create?: Resolver<ResolversTypes['ConsumerReturn'], ParentType, ContextType, RequireFields<MutationConsumer_Return_CreateArgs, 'input'>>;
  consumer_return_delete?: Resolver<ResolversTypes['ConsumerReturn'], ParentType, ContextType, RequireFields<MutationConsumer_Return_DeleteArgs, 'id'>>;
  consumer_return_meta_fields_update?: Resolver<ResolversTypes['ConsumerReturn'], ParentType, ContextType, RequireFields<MutationConsumer_Return_Meta_Fields_UpdateArgs, 'id'>>;
  consumer_return_receive?: Resolver<ResolversTypes['ConsumerReturn'], ParentType, ContextType, RequireFields<MutationConsumer_Return_ReceiveArgs, 'id'>>;
  consumer_return_update?: Resolver<ResolversTypes['ConsumerReturn'], ParentType, ContextType, RequireFields<MutationConsumer_Return_UpdateArgs, 'id' | 'input'>>;
  customer_call?: Resolver<ResolversTypes['Customer'], ParentType, ContextType, RequireFields<MutationCustomer_CallArgs, 'action' | 'id'>>;
  customer_invite?: Resolver<ResolversTypes['CustomerInvitation'], ParentType, ContextType, RequireFields<MutationCustomer_InviteArgs, 'input'>>;
  customer_update?: Resolver<ResolversTypes['Customer'], ParentType, ContextType, RequireFields<MutationCustomer_UpdateArgs, 'id' | 'input'>>;
  document_create?: Resolver<ResolversTypes['Document'], ParentType, ContextType, RequireFields<MutationDocument_CreateArgs, 'input'>>;
  document_delete?: Resolver<ResolversTypes['Document'], ParentType, ContextType, RequireFields<MutationDocument_DeleteArgs, 'id'>>;
  item_archive?: Resolver<ResolversTypes['Item'], ParentType, ContextType, RequireFields<MutationItem_ArchiveArgs, 'id'>>;
  item_call?: Resolver<ResolversTypes['Item'], ParentType, ContextType, RequireFields<MutationItem_CallArgs, 'action' | 'id'>>;
  item_call_action?: Resolver<ResolversTypes['Item'], ParentType, ContextType, RequireFields<MutationItem_Call_ActionArgs, 'action' | 'id'>>;
  item_create?: Resolver<ResolversTypes['Item'], ParentType, ContextType, RequireFields<MutationItem_CreateArgs, 'input'>>;
  item_meta_fields_update?: Resolver<ResolversTypes['Item'], ParentType, ContextType, RequireFields<MutationItem_Meta_Fields_UpdateArgs, 'id'>>;
  item_update?: Resolver<ResolversTypes['Item'], ParentType, ContextType, RequireFields<MutationItem_UpdateArgs, 'id' | 'input'>>;
  meta_key_create?: Resolver<ResolversTypes['MetaKey'], ParentType, ContextType, RequireFields<MutationMeta_Key_CreateArgs, 'input'>>;
  notification_delivery_redeliver?: Resolver<ResolversTypes['NotificationDelivery'], ParentType, ContextType, RequireFields<MutationNotification_Delivery_RedeliverArgs, 'id'>>;
  notification_subscription_create?: Resolver<ResolversTypes['NotificationSubscription'], ParentType, ContextType, RequireFields<MutationNotification_Subscription_CreateArgs, 'input'>>;
  notification_subscription_delete?: Resolver<ResolversTypes['NotificationSubscription'], ParentType, ContextType, RequireFields<MutationNotification_Subscription_DeleteArgs, 'id'>>;
  notification_subscription_test?: Resolver<ResolversTypes['NotificationSubscription'], ParentType, ContextType, RequireFields<MutationNotification_Subscription_TestArgs, 'id'>>;
  notification_subscription_update?: Resolver<ResolversTypes['NotificationSubscription'], ParentType, ContextType, RequireFields<MutationNotification_Subscription_UpdateArgs, 'id' | 'input'>>;
  order_bulk_create?: Resolver<Array<ResolversTypes['OrderBulkResult']>, ParentType, ContextType, RequireFields<MutationOrder_Bulk_CreateArgs, 'resources'>>;
  order_call?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationOrder_CallArgs, 'action' | 'id'>>;
  order_create?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationOrder_CreateArgs, 'input'>>;
  order_document_create?: Resolver<ResolversTypes['OrderDocument'], ParentType, ContextType, RequireFields<MutationOrder_Document_CreateArgs, 'input' | 'order_id'>>;
  order_document_delete?: Resolver<ResolversTypes['OrderDocument'], ParentType, ContextType, RequireFields<MutationOrder_Document_DeleteArgs, 'id'>>;
  order_item_call?: Resolver<ResolversTypes['OrderItem'], ParentType, ContextType, RequireFields<MutationOrder_Item_CallArgs, 'action' | 'id'>>;
  order_item_create?: Resolver<ResolversTypes['OrderItem'], ParentType, ContextType, RequireFields<MutationOrder_Item_CreateArgs, 'input' | 'order_id'>>;
  order_item_delete?: Resolver<ResolversTypes['OrderItem'], ParentType, ContextType, RequireFields<MutationOrder_Item_DeleteArgs, 'id'>>;
  order_item_meta_fields_update?: Resolver<ResolversTypes['OrderItem'], ParentType, ContextType, RequireFields<MutationOrder_Item_Meta_Fields_UpdateArgs, 'id'>>;
  order_item_separate?: Resolver<ResolversTypes['OrderItem'], ParentType, ContextType, RequireFields<MutationOrder_Item_SeparateArgs, 'id'>>;
  order_item_update?: Resolver<ResolversTypes['OrderItem'], ParentType, ContextType, RequireFields<MutationOrder_Item_UpdateArgs, 'id' | 'input'>>;
  order_item_wholesale_item_update?: Resolver<ResolversTypes['WholesaleItem'], ParentType, ContextType, RequireFields<MutationOrder_Item_Wholesale_Item_UpdateArgs, 'input' | 'order_item_id'>>;
  order_meta_fields_update?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationOrder_Meta_Fields_UpdateArgs, 'id'>>;
  order_update?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationOrder_UpdateArgs, 'id' | 'input'>>;
  project_create?: Resolver<ResolversTypes['Project'], ParentType, ContextType, RequireFields<MutationProject_CreateArgs, 'input'>>;
  project_task_create?: Resolver<ResolversTypes['ProjectTask'], ParentType, ContextType, RequireFields<MutationProject_Task_CreateArgs, 'input' | 'project_id'>>;
  scancode_create?: Resolver<ResolversTypes['Scancode'], ParentType, ContextType, RequireFields<MutationScancode_CreateArgs, 'input'>>;
  shipnotice_bulk_create?: Resolver<Array<ResolversTypes['BulkResult']>, ParentType, ContextType, RequireFields<MutationShipnotice_Bulk_CreateArgs, 'resources'>>;
  shipnotice_create?: Resolver<ResolversTypes['Shipnotice'], ParentType, ContextType, RequireFields<MutationShipnotice_CreateArgs, 'input'>>;
  shipnotice_delete?: Resolver<ResolversTypes['Shipnotice'], ParentType, ContextType, RequireFields<MutationShipnotice_DeleteArgs, 'id'>>;
  shipnotice_item_create?: Resolver<ResolversTypes['ShipnoticeItem'], ParentType, ContextType, RequireFields<MutationShipnotice_Item_CreateArgs, 'input' | 'shipnotice_id'>>;
  shipnotice_item_delete?: Resolver<ResolversTypes['ShipnoticeItem'], ParentType, ContextType, RequireFields<MutationShipnotice_Item_DeleteArgs, 'id'>>;
  shipnotice_item_meta_fields_update?: Resolver<ResolversTypes['ShipnoticeItem'], ParentType, ContextType, RequireFields<MutationShipnotice_Item_Meta_Fields_UpdateArgs, 'id'>>;
  shipnotice_item_update?: Resolver<ResolversTypes['ShipnoticeItem'], ParentType, ContextType, RequireFields<MutationShipnotice_Item_UpdateArgs, 'id' | 'input'>>;
  shipnotice_meta_fields_update?: Resolver<ResolversTypes['Shipnotice'], ParentType, ContextType, RequireFields<MutationShipnotice_Meta_Fields_UpdateArgs, 'id'>>;
  shipnotice_receive?: Resolver<ResolversTypes['Shipnotice'], ParentType, ContextType, RequireFields<MutationShipnotice_ReceiveArgs, 'id'>>;
  shipnotice_update?: Resolver<ResolversTypes['Shipnotice'], ParentType, ContextType, RequireFields<MutationShipnotice_UpdateArgs, 'id' | 'input'>>;
  shop_update?: Resolver<ResolversTypes['Shop'], ParentType, ContextType, RequireFields<MutationShop_UpdateArgs, 'id' | 'input'>>;
  simulate_consumer_return_create?: Resolver<ResolversTypes['ConsumerReturn'], ParentType, ContextType, Partial<MutationSimulate_Consumer_Return_CreateArgs>>;
  simulate_consumer_return_processing?: Resolver<ResolversTypes['ConsumerReturn'], ParentType, ContextType, RequireFields<MutationSimulate_Consumer_Return_ProcessingArgs, 'consumer_return_id' | 'finalize'>>;
  simulate_order_create?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
  simulate_order_processing?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationSimulate_Order_ProcessingArgs, 'order_id'>>;
  simulate_shipnotice_create?: Resolver<ResolversTypes['Shipnotice'], ParentType, ContextType, Partial<MutationSimulate_Shipnotice_CreateArgs>>;
  simulate_shipnotice_processing?: Resolver<ResolversTypes['Shipnotice'], ParentType, ContextType, RequireFields<MutationSimulate_Shipnotice_ProcessingArgs, 'finalize' | 'randomize_receiving' | 'shipnotice_id'>>;
  stock_adjust?: Resolver<ResolversTypes['Item'], ParentType, ContextType, RequireFields<MutationStock_AdjustArgs, 'input'>>;
  template_create?: Resolver<ResolversTypes['Template'], ParentType, ContextType, RequireFields<MutationTemplate_CreateArgs, 'input'>>;
  template_delete?: Resolver<ResolversTypes['Template'], ParentType, ContextType, RequireFields<MutationTemplate_DeleteArgs, 'id'>>;
  template_update?: Resolver<ResolversTypes['Template'], ParentType, ContextType, RequireFields<MutationTemplate_UpdateArgs, 'id' | 'input'>>;
  wholesale_item_delete?: Resolver<ResolversTypes['WholesaleItem'], ParentType, ContextType, RequireFields<MutationWholesale_Item_DeleteArgs, 'id'>>;
  wholesale_item_update?: Resolver<ResolversTypes['WholesaleItem'], ParentType, ContextType, RequireFields<MutationWholesale_Item_UpdateArgs, 'id' | 'input'>>;
}>;

export type NotificationDeliveryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['NotificationDelivery'] = ResolversParentTypes['NotificationDelivery']> = ResolversObject<{
  attempt_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  attempts?: Resolver<Array<ResolversTypes['NotificationDeliveryAttempt']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  delivered_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  endpoint?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  event_id?: Resolver<Maybe<ResolversTypes['Long']>, ParentType, ContextType>;
  event_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  last_error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  last_status_code?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  next_attempt_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  redelivery_of?: Resolver<Maybe<ResolversTypes['Long']>, ParentType, ContextType>;
  shop_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['NotificationDeliveryStatus'], ParentType, ContextType>;
  subscription_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  test?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type NotificationDeliveryAttemptResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['NotificationDeliveryAttempt'] = ResolversParentTypes['NotificationDeliveryAttempt']> = ResolversObject<{
  attempt?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  duration_ms?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  status_code?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type NotificationDeliveryConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['NotificationDeliveryConnection'] = ResolversParentTypes['NotificationDeliveryConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['NotificationDeliveryEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['NotificationDelivery']>, ParentType, ContextType>;
  page_info?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  total_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type NotificationDeliveryEdgeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['NotificationDeliveryEdge'] = ResolversParentTypes['NotificationDeliveryEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['NotificationDelivery'], ParentType, ContextType>;
}>;

export type NotificationEventResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['NotificationEvent'] = ResolversParentTypes['NotificationEvent']> = ResolversObject<{
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  humanized_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requires_subscription?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  resource_message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resource_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type NotificationEventConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['NotificationEventConnection'] = ResolversParentTypes['NotificationEventConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['NotificationEventEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['NotificationEvent']>, ParentType, ContextType>;
  page_info?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  total_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type NotificationEventEdgeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['NotificationEventEdge'] = ResolversParentTypes['NotificationEventEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['NotificationEvent'], ParentType, ContextType>;
}>;

export type NotificationSubscriptionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['NotificationSubscription'] = ResolversParentTypes['NotificationSubscription']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  consecutive_failures?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customer_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deactivated_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  discarded_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  endpoint?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  event_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  notification_event_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  notification_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  user_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type NotificationSubscriptionConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['NotificationSubscriptionConnection'] = ResolversParentTypes['NotificationSubscriptionConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['NotificationSubscriptionEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['NotificationSubscription']>, ParentType, ContextType>;
  page_info?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  total_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type NotificationSubscriptionEdgeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['NotificationSubscriptionEdge'] = ResolversParentTypes['NotificationSubscriptionEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['NotificationSubscription'], ParentType, ContextType>;
}>;

export type OrderResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = ResolversObject<{
  address_message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address_verified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  approximate_delivery_date?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  batch_priority?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  billed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  billing_address_1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  billing_address_2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  billing_address_3?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  billing_city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  billing_company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  billing_country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  billing_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  billing_phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  billing_state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  billing_zip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  calculated_time_limit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  carrier_account_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  cf_packingslip_pdf_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contains_alcohol?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  cross_border_ge_order?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  customer_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  customer_provided_label_carrier?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customs_eori_number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customs_info?: Resolver<ResolversTypes['CustomsInfo'], ParentType, ContextType>;
  customs_ioss_number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customs_receiver_tax_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customs_required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  customs_vat_number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  days_in_transit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  days_in_transit_carrier_estimate?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  do_not_bill?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  due_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  estimated_shipping_method_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  expedited?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  first_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  full_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gift?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  humanize_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  incoterm?: Resolver<Maybe<ResolversTypes['Incoterm']>, ParentType, ContextType>;
  insure?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  is_gestating?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  is_workable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items_updateable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  last_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  level1_token?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  level2_token?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta_data?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta_fields?: Resolver<ResolversTypes['MetaFields'], ParentType, ContextType>;
  order_batch_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  order_documents?: Resolver<Array<ResolversTypes['OrderDocument']>, ParentType, ContextType>;
  order_items?: Resolver<Array<ResolversTypes['OrderItem']>, ParentType, ContextType>;
  order_orig?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  order_type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  originator?: Resolver<Maybe<ResolversTypes['Originator']>, ParentType, ContextType>;
  package_label_reference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  packages?: Resolver<Array<ResolversTypes['Package']>, ParentType, ContextType>;
  packingslip_pdf_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  permissions_limited?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  previous_status?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  proto_originator_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  public_note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  purchase_order?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quote_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  req_insurance_value?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  requested_address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  require_adult_signature?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  require_signature?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  residential?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  return_address_1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  return_address_2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  return_address_verified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  return_city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  return_company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  return_country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  return_email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  return_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  return_phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  return_state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  return_time_limit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  return_warehouse_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  return_zip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  saturday_delivery?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  scac?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  serial_numbers?: Resolver<Array<ResolversTypes['SerialNumber']>, ParentType, ContextType>;
  ship_3rdparty_account?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ship_3rdparty_cost?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  ship_3rdparty_country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ship_3rdparty_zip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ship_actual_cost?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  ship_method?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ship_notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shipped_on?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  shipping_address_1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shipping_address_2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shipping_carrier_facility?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shipping_city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shipping_company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shipping_confirmation_sent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  shipping_country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shipping_country_iso2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shipping_documents?: Resolver<Array<ResolversTypes['ShippingDocument']>, ParentType, ContextType>;
  shipping_hold_for_pickup?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  shipping_method?: Resolver<Maybe<ResolversTypes['ShippingMethod']>, ParentType, ContextType>;
  shipping_method_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  shipping_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shipping_phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shipping_state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shipping_zip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shop_created_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  shop_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  shop_shipping_method_currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shop_shipping_method_price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  shop_shipping_method_text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shop_updated_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  shop_warehouse_ids?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  skip_address_verification?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  skip_street_date?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tracking?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  tracking_links?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  warehouse_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  wholesale?: Resolver<Maybe<ResolversTypes['OrderWholesale']>, ParentType, ContextType>;
  within_return_time_limit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  workable_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type OrderBulkJobResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['OrderBulkJob'] = ResolversParentTypes['OrderBulkJob']> = ResolversObject<{
  created?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customer_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  finished_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  processed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refused?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  results?: Resolver<Array<ResolversTypes['BulkResourceResult']>, ParentType, ContextType, Partial<OrderBulkJobResultsArgs>>;
  saved_search?: Resolver<ResolversTypes['SavedSearch'], ParentType, ContextType>;
  saved_search_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  started_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type OrderBulkResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['OrderBulkResult'] = ResolversParentTypes['OrderBulkResult']> = ResolversObject<{
  bulk_job_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  result?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  saved_search_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type OrderConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['OrderConnection'] = ResolversParentTypes['OrderConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['OrderEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  page_info?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  total_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OrderDocumentResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['OrderDocument'] = ResolversParentTypes['OrderDocument']> = ResolversObject<{
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customer_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  document_type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  order_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OrderDocumentConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['OrderDocumentConnection'] = ResolversParentTypes['OrderDocumentConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['OrderDocumentEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['OrderDocument']>, ParentType, ContextType>;
  page_info?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  total_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OrderDocumentEdgeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['OrderDocumentEdge'] = ResolversParentTypes['OrderDocumentEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['OrderDocument'], ParentType, ContextType>;
}>;

export type OrderEdgeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['OrderEdge'] = ResolversParentTypes['OrderEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
}>;

export type OrderEventResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['OrderEvent'] = ResolversParentTypes['OrderEvent']> = ResolversObject<{
  date?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  event_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  saved_by?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  saved_by_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  saved_via?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type OrderEventConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['OrderEventConnection'] = ResolversParentTypes['OrderEventConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['OrderEventEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['OrderEvent']>, ParentType, ContextType>;
  page_info?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  total_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OrderEventEdgeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['OrderEventEdge'] = ResolversParentTypes['OrderEventEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['OrderEvent'], ParentType, ContextType>;
}>;

export type OrderGroupResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['OrderGroup'] = ResolversParentTypes['OrderGroup']> = ResolversObject<{
  held_for_address?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  key?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  late?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  units?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  waiting_for_stock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OrderItemResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['OrderItem'] = ResolversParentTypes['OrderItem']> = ResolversObject<{
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  carton_quantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  case_quantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customer_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  goh?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hazmat?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  is_bundle?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  item?: Resolver<ResolversTypes['Item'], ParentType, ContextType>;
  item_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  meta_fields?: Resolver<ResolversTypes['MetaFields'], ParentType, ContextType>;
  misc?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  order_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  originator?: Resolver<Maybe<ResolversTypes['Originator']>, ParentType, ContextType>;
  package_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  packaging?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  packed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  promo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quote_item_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  request_serial_number?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  retail_fee?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  returnable?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  serial_numbers?: Resolver<Array<ResolversTypes['SerialNumber']>, ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unshippable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  wholesale_cost?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  wholesale_fee?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  wholesale_item?: Resolver<Maybe<ResolversTypes['WholesaleItem']>, ParentType, ContextType>;
}>;

export type OrderItemConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['OrderItemConnection'] = ResolversParentTypes['OrderItemConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['OrderItemEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['OrderItem']>, ParentType, ContextType>;
  page_info?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  total_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OrderItemEdgeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['OrderItemEdge'] = ResolversParentTypes['OrderItemEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['OrderItem'], ParentType, ContextType>;
}>;

export type OrderShippedEventResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['OrderShippedEvent'] = ResolversParentTypes['OrderShippedEvent']> = ResolversObject<{
  event_id?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  occurred_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
  order_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  order_json?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  package_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ship_actual_cost?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  tracking?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tracking_link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type OrderStatusChangedEventResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['OrderStatusChangedEvent'] = ResolversParentTypes['OrderStatusChangedEvent']> = ResolversObject<{
  event_id?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  from_status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  from_status_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  occurred_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
  order_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  order_json?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to_status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  to_status_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OrderWholesaleResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['OrderWholesale'] = ResolversParentTypes['OrderWholesale']> = ResolversObject<{
  cancel_date?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  carrier_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  carrier_service?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customer_account_number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  department?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  department_description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  distribution_center?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  division?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fob_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fob_location_description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fob_location_qualifier?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gift_note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  group?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  merchandise_type_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  order_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  partner?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  po_number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  replenishment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  seller_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sender?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sort_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  start_date?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  store?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  store_address?: Resolver<Maybe<ResolversTypes['StoreAddress']>, ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  vendor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vendor_number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
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

export type PackageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Package'] = ResolversParentTypes['Package']> = ResolversObject<{
  actual_dimensional_weight?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  actual_height?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  actual_length?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  actual_weight?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  actual_width?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  barcode_sscc18?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  batch_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  contents_label_printed_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  manifest_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  order_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  order_item_ids?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  scan_form_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ship_actual_cost?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  ship_actual_currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shipment_created_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  shipment_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shipment_updated_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  shipped_on?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  shipping_documents?: Resolver<Array<ResolversTypes['ShippingDocument']>, ParentType, ContextType>;
  shipping_label_printed_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  shipping_label_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tracking?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tracking_link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ucc128?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type PageInfoResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = ResolversObject<{
  end_cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  has_next_page?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  has_previous_page?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  per_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  start_cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ProjectResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Project'] = ResolversParentTypes['Project']> = ResolversObject<{
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customer_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  project_tasks?: Resolver<ResolversTypes['ProjectTaskConnection'], ParentType, ContextType, Partial<ProjectProject_TasksArgs>>;
  updated_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  warehouse_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type ProjectTaskResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ProjectTask'] = ResolversParentTypes['ProjectTask']> = ResolversObject<{
  cost_per_unit?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customer_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  project_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  warehouse_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type ProjectTaskConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ProjectTaskConnection'] = ResolversParentTypes['ProjectTaskConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['ProjectTaskEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['ProjectTask']>, ParentType, ContextType>;
  page_info?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  total_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ProjectTaskEdgeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ProjectTaskEdge'] = ResolversParentTypes['ProjectTaskEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ProjectTask'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  bundle_item?: Resolver<ResolversTypes['BundleItem'], ParentType, ContextType, RequireFields<QueryBundle_ItemArgs, 'id'>>;
  consumer_return?: Resolver<ResolversTypes['ConsumerReturn'], ParentType, ContextType, RequireFields<QueryConsumer_ReturnArgs, 'id'>>;
  consumer_returns?: Resolver<ResolversTypes['ConsumerReturnConnection'], ParentType, ContextType, Partial<QueryConsumer_ReturnsArgs>>;
  consumer_returns_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<QueryConsumer_Returns_CountArgs>>;
  customer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType, RequireFields<QueryCustomerArgs, 'id'>>;
  customer_actions?: Resolver<Array<ResolversTypes['ResourceAction']>, ParentType, ContextType>;
  customers?: Resolver<ResolversTypes['CustomerConnection'], ParentType, ContextType, Partial<QueryCustomersArgs>>;
  customers_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<QueryCustomers_CountArgs>>;
  document?: Resolver<ResolversTypes['Document'], ParentType, ContextType, RequireFields<QueryDocumentArgs, 'id'>>;
  document_actions?: Resolver<Array<ResolversTypes['ResourceAction']>, ParentType, ContextType>;
  documents?: Resolver<ResolversTypes['DocumentConnection'], ParentType, ContextType, Partial<QueryDocumentsArgs>>;
  event_lag?: Resolver<ResolversTypes['EventLag'], ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['Event']>, ParentType, ContextType, Partial<QueryEventsArgs>>;
  item?: Resolver<ResolversTypes['Item'], ParentType, ContextType, RequireFields<QueryItemArgs, 'id'>>;
  item_actions?: Resolver<Array<ResolversTypes['ResourceAction']>, ParentType, ContextType>;
  item_by_code?: Resolver<Maybe<ResolversTypes['Item']>, ParentType, ContextType, RequireFields<QueryItem_By_CodeArgs, 'code'>>;
  item_transactions_export?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<QueryItem_Transactions_ExportArgs, 'id'>>;
  items?: Resolver<ResolversTypes['ItemConnection'], ParentType, ContextType, Partial<QueryItemsArgs>>;
  items_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<QueryItems_CountArgs>>;
  load_scacs?: Resolver<ResolversTypes['LoadScacConnection'], ParentType, ContextType, Partial<QueryLoad_ScacsArgs>>;
  load_scacs_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<QueryLoad_Scacs_CountArgs>>;
  meta_keys?: Resolver<Array<ResolversTypes['MetaKey']>, ParentType, ContextType, Partial<QueryMeta_KeysArgs>>;
  notification_deliveries?: Resolver<ResolversTypes['NotificationDeliveryConnection'], ParentType, ContextType, Partial<QueryNotification_DeliveriesArgs>>;
  notification_event?: Resolver<ResolversTypes['NotificationEvent'], ParentType, ContextType, RequireFields<QueryNotification_EventArgs, 'id'>>;
  notification_events?: Resolver<ResolversTypes['NotificationEventConnection'], ParentType, ContextType, Partial<QueryNotification_EventsArgs>>;
  notification_subscription?: Resolver<ResolversTypes['NotificationSubscription'], ParentType, ContextType, RequireFields<QueryNotification_SubscriptionArgs, 'id'>>;
  notification_subscriptions?: Resolver<ResolversTypes['NotificationSubscriptionConnection'], ParentType, ContextType, Partial<QueryNotification_SubscriptionsArgs>>;
  notification_subscriptions_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<QueryNotification_Subscriptions_CountArgs>>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<QueryOrderArgs, 'id'>>;
  order_actions?: Resolver<Array<ResolversTypes['ResourceAction']>, ParentType, ContextType>;
  order_bulk_job?: Resolver<ResolversTypes['OrderBulkJob'], ParentType, ContextType, RequireFields<QueryOrder_Bulk_JobArgs, 'id'>>;
  order_document?: Resolver<ResolversTypes['OrderDocument'], ParentType, ContextType, RequireFields<QueryOrder_DocumentArgs, 'id'>>;
  order_documents?: Resolver<ResolversTypes['OrderDocumentConnection'], ParentType, ContextType, RequireFields<QueryOrder_DocumentsArgs, 'order_id'>>;
  order_documents_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<QueryOrder_Documents_CountArgs, 'order_id'>>;
  order_events?: Resolver<ResolversTypes['OrderEventConnection'], ParentType, ContextType, RequireFields<QueryOrder_EventsArgs, 'order_id'>>;
  order_events_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<QueryOrder_Events_CountArgs, 'order_id'>>;
  order_item?: Resolver<ResolversTypes['OrderItem'], ParentType, ContextType, RequireFields<QueryOrder_ItemArgs, 'id'>>;
  order_item_actions?: Resolver<Array<ResolversTypes['ResourceAction']>, ParentType, ContextType>;
  order_item_wholesale_item?: Resolver<ResolversTypes['WholesaleItem'], ParentType, ContextType, RequireFields<QueryOrder_Item_Wholesale_ItemArgs, 'order_item_id'>>;
  order_items?: Resolver<ResolversTypes['OrderItemConnection'], ParentType, ContextType, RequireFields<QueryOrder_ItemsArgs, 'order_id'>>;
  order_items_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<QueryOrder_Items_CountArgs>>;
  order_suggested_items?: Resolver<ResolversTypes['ItemConnection'], ParentType, ContextType, RequireFields<QueryOrder_Suggested_ItemsArgs, 'order_id'>>;
  order_throughput?: Resolver<Array<ResolversTypes['ThroughputBucket']>, ParentType, ContextType, RequireFields<QueryOrder_ThroughputArgs, 'bucket' | 'from'>>;
  order_wholesale?: Resolver<ResolversTypes['OrderWholesale'], ParentType, ContextType, RequireFields<QueryOrder_WholesaleArgs, 'order_id'>>;
  orders?: Resolver<ResolversTypes['OrderConnection'], ParentType, ContextType, Partial<QueryOrdersArgs>>;
  orders_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<QueryOrders_CountArgs>>;
  orders_summary?: Resolver<Array<ResolversTypes['OrderGroup']>, ParentType, ContextType, RequireFields<QueryOrders_SummaryArgs, 'group_by' | 'late_after_hours'>>;
  originators?: Resolver<ResolversTypes['OriginatorConnection'], ParentType, ContextType, RequireFields<QueryOriginatorsArgs, 'originated_type'>>;
  project?: Resolver<ResolversTypes['Project'], ParentType, ContextType, RequireFields<QueryProjectArgs, 'id'>>;
  project_tasks?: Resolver<ResolversTypes['ProjectTaskConnection'], ParentType, ContextType, RequireFields<QueryProject_TasksArgs, 'project_id'>>;
  project_tasks_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<QueryProject_Tasks_CountArgs, 'project_id'>>;
  saved_search?: Resolver<ResolversTypes['SavedSearch'], ParentType, ContextType, RequireFields<QuerySaved_SearchArgs, 'id'>>;
  saved_searches?: Resolver<ResolversTypes['SavedSearchConnection'], ParentType, ContextType, Partial<QuerySaved_SearchesArgs>>;
  shipnotice?: Resolver<ResolversTypes['Shipnotice'], ParentType, ContextType, RequireFields<QueryShipnoticeArgs, 'id'>>;
  shipnotice_actions?: Resolver<Array<ResolversTypes['ResourceAction']>, ParentType, ContextType>;
  shipnotice_item?: Resolver<ResolversTypes['ShipnoticeItem'], ParentType, ContextType, RequireFields<QueryShipnotice_ItemArgs, 'id'>>;
  shipnotice_item_actions?: Resolver<Array<ResolversTypes['ResourceAction']>, ParentType, ContextType>;
  shipnotice_items?: Resolver<ResolversTypes['ShipnoticeItemConnection'], ParentType, ContextType, Partial<QueryShipnotice_ItemsArgs>>;
  shipnotice_items_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<QueryShipnotice_Items_CountArgs>>;
  shipnotice_orders_waiting?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<QueryShipnotice_Orders_WaitingArgs, 'id'>>;
  shipnotices?: Resolver<ResolversTypes['ShipnoticeConnection'], ParentType, ContextType, Partial<QueryShipnoticesArgs>>;
  shipnotices_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<QueryShipnotices_CountArgs>>;
  shipping_documents?: Resolver<ResolversTypes['ShippingDocumentConnection'], ParentType, ContextType, Partial<QueryShipping_DocumentsArgs>>;
  shipping_method?: Resolver<ResolversTypes['ShippingMethod'], ParentType, ContextType, RequireFields<QueryShipping_MethodArgs, 'id'>>;
  shipping_methods?: Resolver<ResolversTypes['ShippingMethodConnection'], ParentType, ContextType, Partial<QueryShipping_MethodsArgs>>;
  stock_at_risk?: Resolver<Array<ResolversTypes['WarehouseStockRisk']>, ParentType, ContextType, RequireFields<QueryStock_At_RiskArgs, 'expiring_within_days'>>;
  template?: Resolver<ResolversTypes['Template'], ParentType, ContextType, RequireFields<QueryTemplateArgs, 'id'>>;
  template_types?: Resolver<Array<ResolversTypes['TemplateType']>, ParentType, ContextType>;
  templates?: Resolver<ResolversTypes['TemplateConnection'], ParentType, ContextType, Partial<QueryTemplatesArgs>>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
  warehouse?: Resolver<ResolversTypes['Warehouse'], ParentType, ContextType, RequireFields<QueryWarehouseArgs, 'id'>>;
  warehouses?: Resolver<ResolversTypes['WarehouseConnection'], ParentType, ContextType, Partial<QueryWarehousesArgs>>;
  webhook_health?: Resolver<Array<ResolversTypes['WebhookHealth']>, ParentType, ContextType, RequireFields<QueryWebhook_HealthArgs, 'recent_hours'>>;
  wholesale_item?: Resolver<ResolversTypes['WholesaleItem'], ParentType, ContextType, RequireFields<QueryWholesale_ItemArgs, 'id'>>;
  wholesale_items?: Resolver<ResolversTypes['WholesaleItemConnection'], ParentType, ContextType, Partial<QueryWholesale_ItemsArgs>>;
  wholesale_items_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<QueryWholesale_Items_CountArgs>>;
}>;

export type ResourceActionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ResourceAction'] = ResolversParentTypes['ResourceAction']> = ResolversObject<{
  allowed_when?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ReturnItemResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ReturnItem'] = ResolversParentTypes['ReturnItem']> = ResolversObject<{
  condition?: Resolver<ResolversTypes['ReturnCondition'], ParentType, ContextType>;
  consumer_return_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  extended_description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  item_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lot_ids?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  lot_numbers?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  order_item_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  originator_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantity_damaged?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantity_good?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['ReturnReason']>, ParentType, ContextType>;
  return_action?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  return_item_originator_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type SavedSearchResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SavedSearch'] = ResolversParentTypes['SavedSearch']> = ResolversObject<{
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customer_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orders?: Resolver<ResolversTypes['OrderConnection'], ParentType, ContextType, Partial<SavedSearchOrdersArgs>>;
  resource?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type SavedSearchConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SavedSearchConnection'] = ResolversParentTypes['SavedSearchConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['SavedSearchEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['SavedSearch']>, ParentType, ContextType>;
  page_info?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  total_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SavedSearchEdgeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SavedSearchEdge'] = ResolversParentTypes['SavedSearchEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['SavedSearch'], ParentType, ContextType>;
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

export type SerialNumberResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SerialNumber'] = ResolversParentTypes['SerialNumber']> = ResolversObject<{
  deleted_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  order_item_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  shipnotice_item_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ShipnoticeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Shipnotice'] = ResolversParentTypes['Shipnotice']> = ResolversObject<{
  arrived_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  bol_proxy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  carrier?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  complete_by?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  completed_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType>;
  customer_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  delivered_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  due_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  easypostable_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  easypostable_type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  eta?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  fully_delivered_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  handling_billed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  inspection_required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  meta_data?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta_fields?: Resolver<ResolversTypes['MetaFields'], ParentType, ContextType>;
  mid_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notes_by_customer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notes_by_service?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  order_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  originator?: Resolver<Maybe<ResolversTypes['Originator']>, ParentType, ContextType>;
  partially_arrived?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  postage_billed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  processing_started_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  purchase_order_numbers?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  quantities_verified?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  received_by?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requires_label?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  sender?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ship_3rdparty_cost?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ship_actual_cost?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ship_actual_currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shipnotice_images?: Resolver<Array<ResolversTypes['ShipnoticeImage']>, ParentType, ContextType>;
  shipnotice_item_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shipnotice_item_quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shipnotice_item_sku_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shipnotice_items?: Resolver<Array<ResolversTypes['ShipnoticeItem']>, ParentType, ContextType>;
  shipping_label_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shipping_method?: Resolver<Maybe<ResolversTypes['ShippingMethod']>, ParentType, ContextType>;
  shipping_method_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  shipping_method_text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  skip_images?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total_boxes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  tracking?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  warehouse?: Resolver<ResolversTypes['Warehouse'], ParentType, ContextType>;
  warehouse_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  zone_status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ShipnoticeConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ShipnoticeConnection'] = ResolversParentTypes['ShipnoticeConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['ShipnoticeEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Shipnotice']>, ParentType, ContextType>;
  page_info?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  total_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ShipnoticeEdgeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ShipnoticeEdge'] = ResolversParentTypes['ShipnoticeEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Shipnotice'], ParentType, ContextType>;
}>;

export type ShipnoticeImageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ShipnoticeImage'] = ResolversParentTypes['ShipnoticeImage']> = ResolversObject<{
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  image_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shipnotice_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type ShipnoticeItemResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ShipnoticeItem'] = ResolversParentTypes['ShipnoticeItem']> = ResolversObject<{
  carton_quantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  case_quantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  extended_description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  goh?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  include_in_published?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  item?: Resolver<ResolversTypes['Item'], ParentType, ContextType>;
  item_currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  item_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  item_image_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  item_lot_control?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  item_scancode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  item_sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  item_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  location_role?: Resolver<ResolversTypes['ReceivingRole'], ParentType, ContextType>;
  lot?: Resolver<Maybe<ResolversTypes['Lot']>, ParentType, ContextType>;
  lot_expires_on?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  lot_number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta_fields?: Resolver<ResolversTypes['MetaFields'], ParentType, ContextType>;
  purchase_order_number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantity_damaged?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantity_good?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  return_action?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shipnotice_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unallocated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unit_cost?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  warehouse_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ShipnoticeItemConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ShipnoticeItemConnection'] = ResolversParentTypes['ShipnoticeItemConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['ShipnoticeItemEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['ShipnoticeItem']>, ParentType, ContextType>;
  page_info?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  total_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ShipnoticeItemEdgeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ShipnoticeItemEdge'] = ResolversParentTypes['ShipnoticeItemEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ShipnoticeItem'], ParentType, ContextType>;
}>;

export type ShippingDocumentResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ShippingDocument'] = ResolversParentTypes['ShippingDocument']> = ResolversObject<{
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  document_format?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  document_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  electronically_submitted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label_provider?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  order_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  owner_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  owner_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  package_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  provider_document_type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  provider_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  resolved_url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ShippingDocumentConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ShippingDocumentConnection'] = ResolversParentTypes['ShippingDocumentConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['ShippingDocumentEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['ShippingDocument']>, ParentType, ContextType>;
  page_info?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  total_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ShippingDocumentEdgeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ShippingDocumentEdge'] = ResolversParentTypes['ShippingDocumentEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ShippingDocument'], ParentType, ContextType>;
}>;

export type ShippingMethodResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ShippingMethod'] = ResolversParentTypes['ShippingMethod']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  carrier?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expedited?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  extended_description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  flat_rate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  international?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  multi_parcel?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  origins?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  scac?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  service?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  trackable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type ShippingMethodConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ShippingMethodConnection'] = ResolversParentTypes['ShippingMethodConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['ShippingMethodEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['ShippingMethod']>, ParentType, ContextType>;
  page_info?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  total_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ShippingMethodEdgeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ShippingMethodEdge'] = ResolversParentTypes['ShippingMethodEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ShippingMethod'], ParentType, ContextType>;
}>;

export type ShopResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Shop'] = ResolversParentTypes['Shop']> = ResolversObject<{
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customer_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sync_enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sync_secret?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sync_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type StoreAddressResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['StoreAddress'] = ResolversParentTypes['StoreAddress']> = ResolversObject<{
  address_1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address_2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address_type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  context?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country_iso2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type SubscriptionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = ResolversObject<{
  events?: SubscriptionResolver<ResolversTypes['Event'], "events", ParentType, ContextType, Partial<SubscriptionEventsArgs>>;
  item_inventory_changed?: SubscriptionResolver<ResolversTypes['ItemInventoryChangedEvent'], "item_inventory_changed", ParentType, ContextType, Partial<SubscriptionItem_Inventory_ChangedArgs>>;
  order_shipped?: SubscriptionResolver<ResolversTypes['OrderShippedEvent'], "order_shipped", ParentType, ContextType, Partial<SubscriptionOrder_ShippedArgs>>;
  order_status_changed?: SubscriptionResolver<ResolversTypes['OrderStatusChangedEvent'], "order_status_changed", ParentType, ContextType, Partial<SubscriptionOrder_Status_ChangedArgs>>;
}>;

export type TemplateResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Template'] = ResolversParentTypes['Template']> = ResolversObject<{
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customer_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  customizable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  default?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  template_type?: Resolver<ResolversTypes['TemplateType'], ParentType, ContextType>;
  template_type_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  valid_sizes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type TemplateConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['TemplateConnection'] = ResolversParentTypes['TemplateConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['TemplateEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Template']>, ParentType, ContextType>;
  page_info?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  total_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type TemplateEdgeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['TemplateEdge'] = ResolversParentTypes['TemplateEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Template'], ParentType, ContextType>;
}>;

export type TemplateTypeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['TemplateType'] = ResolversParentTypes['TemplateType']> = ResolversObject<{
  display_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  format?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resource_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  valid_sizes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ThroughputBucketResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ThroughputBucket'] = ResolversParentTypes['ThroughputBucket']> = ResolversObject<{
  cancelled?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  created?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  returned?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shipped?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  starts_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type ViewerResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer']> = ResolversObject<{
  customer_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  scopes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  shop_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  staff?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type WarehouseResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Warehouse'] = ResolversParentTypes['Warehouse']> = ResolversObject<{
  accepting_new_customers?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  bin_cubic_volume_max?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  bin_total_count_max?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  carrier_a_carrier_facility?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  carrier_a_shipper_number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  carrier_b_pickup_time?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contact_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contact_phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  default_pick_strategy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  delivery_appointment_required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  domestic_return_labels?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  international_return_labels?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label_format?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  latitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  loading_dock_quantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  locations?: Resolver<ResolversTypes['LocationConnection'], ParentType, ContextType, Partial<WarehouseLocationsArgs>>;
  longitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  number_of_groups?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  packaging_customer_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  partner_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  pickup_hours?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  projected_quantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  quantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  receiving_hours?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  receiving_special_instructions?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sellable_quantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  shipping_address_1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shipping_address_2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shipping_city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shipping_country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shipping_country_iso2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shipping_label_format?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shipping_state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shipping_zip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  single_item_batch_size?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  square_footage?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['ItemLocationConnection'], ParentType, ContextType, Partial<WarehouseStockArgs>>;
  timezone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  timezone_raw?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  vat?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  warehouse_features?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type WarehouseConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['WarehouseConnection'] = ResolversParentTypes['WarehouseConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['WarehouseEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Warehouse']>, ParentType, ContextType>;
  page_info?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  total_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type WarehouseEdgeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['WarehouseEdge'] = ResolversParentTypes['WarehouseEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Warehouse'], ParentType, ContextType>;
}>;

export type WarehouseStockRiskResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['WarehouseStockRisk'] = ResolversParentTypes['WarehouseStockRisk']> = ResolversObject<{
  inbound_units?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items_low?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items_out?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items_stocked?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lots_expiring?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  open_shipnotices?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shipnotices_past_eta?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  units_expiring?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  warehouse_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  warehouse_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type WebhookHealthResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['WebhookHealth'] = ResolversParentTypes['WebhookHealth']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  consecutive_failures?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  customer_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  delivered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  endpoint?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  event?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  last_delivered_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  oldest_undelivered_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  pending?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  retrying?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subscription_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type WholesaleItemResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['WholesaleItem'] = ResolversParentTypes['WholesaleItem']> = ResolversObject<{
  alternate_barcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  alternate_item_number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  alternate_sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  buyer_part_number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  color_description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  consumer_package_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ean?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ih_category?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  inner_pack_value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  item_alias?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  item_color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  item_size?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  line_no?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lot?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  order_item_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  outer_pack_value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  size_description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  style?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  upc?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  vendor_part_number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type WholesaleItemConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['WholesaleItemConnection'] = ResolversParentTypes['WholesaleItemConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['WholesaleItemEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['WholesaleItem']>, ParentType, ContextType>;
  page_info?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  total_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type WholesaleItemEdgeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['WholesaleItemEdge'] = ResolversParentTypes['WholesaleItemEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['WholesaleItem'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = RequestContext> = ResolversObject<{
  ApiClientRevocation?: ApiClientRevocationResolvers<ContextType>;
  BulkResourceResult?: BulkResourceResultResolvers<ContextType>;
  BulkResult?: BulkResultResolvers<ContextType>;
  BundleItem?: BundleItemResolvers<ContextType>;
  ConsumerReturn?: ConsumerReturnResolvers<ContextType>;
  ConsumerReturnConnection?: ConsumerReturnConnectionResolvers<ContextType>;
  ConsumerReturnEdge?: ConsumerReturnEdgeResolvers<ContextType>;
  Customer?: CustomerResolvers<ContextType>;
  CustomerConnection?: CustomerConnectionResolvers<ContextType>;
  CustomerEdge?: CustomerEdgeResolvers<ContextType>;
  CustomerInvitation?: CustomerInvitationResolvers<ContextType>;
  CustomsInfo?: CustomsInfoResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  Document?: DocumentResolvers<ContextType>;
  DocumentConnection?: DocumentConnectionResolvers<ContextType>;
  DocumentEdge?: DocumentEdgeResolvers<ContextType>;
  Event?: EventResolvers<ContextType>;
  EventLag?: EventLagResolvers<ContextType>;
  Item?: ItemResolvers<ContextType>;
  ItemConnection?: ItemConnectionResolvers<ContextType>;
  ItemEdge?: ItemEdgeResolvers<ContextType>;
  ItemInventoryChangedEvent?: ItemInventoryChangedEventResolvers<ContextType>;
  ItemLocation?: ItemLocationResolvers<ContextType>;
  ItemLocationConnection?: ItemLocationConnectionResolvers<ContextType>;
  ItemLocationEdge?: ItemLocationEdgeResolvers<ContextType>;
  ItemTransaction?: ItemTransactionResolvers<ContextType>;
  ItemTransactionConnection?: ItemTransactionConnectionResolvers<ContextType>;
  ItemTransactionEdge?: ItemTransactionEdgeResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  LoadScac?: LoadScacResolvers<ContextType>;
  LoadScacConnection?: LoadScacConnectionResolvers<ContextType>;
  LoadScacEdge?: LoadScacEdgeResolvers<ContextType>;
  Location?: LocationResolvers<ContextType>;
  LocationConnection?: LocationConnectionResolvers<ContextType>;
  LocationEdge?: LocationEdgeResolvers<ContextType>;
  Long?: GraphQLScalarType;
  Lot?: LotResolvers<ContextType>;
  Message?: MessageResolvers<ContextType>;
  MetaFields?: MetaFieldsResolvers<ContextType>;
  MetaKey?: MetaKeyResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NotificationDelivery?: NotificationDeliveryResolvers<ContextType>;
  NotificationDeliveryAttempt?: NotificationDeliveryAttemptResolvers<ContextType>;
  NotificationDeliveryConnection?: NotificationDeliveryConnectionResolvers<ContextType>;
  NotificationDeliveryEdge?: NotificationDeliveryEdgeResolvers<ContextType>;
  NotificationEvent?: NotificationEventResolvers<ContextType>;
  NotificationEventConnection?: NotificationEventConnectionResolvers<ContextType>;
  NotificationEventEdge?: NotificationEventEdgeResolvers<ContextType>;
  NotificationSubscription?: NotificationSubscriptionResolvers<ContextType>;
  NotificationSubscriptionConnection?: NotificationSubscriptionConnectionResolvers<ContextType>;
  NotificationSubscriptionEdge?: NotificationSubscriptionEdgeResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderBulkJob?: OrderBulkJobResolvers<ContextType>;
  OrderBulkResult?: OrderBulkResultResolvers<ContextType>;
  OrderConnection?: OrderConnectionResolvers<ContextType>;
  OrderDocument?: OrderDocumentResolvers<ContextType>;
  OrderDocumentConnection?: OrderDocumentConnectionResolvers<ContextType>;
  OrderDocumentEdge?: OrderDocumentEdgeResolvers<ContextType>;
  OrderEdge?: OrderEdgeResolvers<ContextType>;
  OrderEvent?: OrderEventResolvers<ContextType>;
  OrderEventConnection?: OrderEventConnectionResolvers<ContextType>;
  OrderEventEdge?: OrderEventEdgeResolvers<ContextType>;
  OrderGroup?: OrderGroupResolvers<ContextType>;
  OrderItem?: OrderItemResolvers<ContextType>;
  OrderItemConnection?: OrderItemConnectionResolvers<ContextType>;
  OrderItemEdge?: OrderItemEdgeResolvers<ContextType>;
  OrderShippedEvent?: OrderShippedEventResolvers<ContextType>;
  OrderStatusChangedEvent?: OrderStatusChangedEventResolvers<ContextType>;
  OrderWholesale?: OrderWholesaleResolvers<ContextType>;
  Originator?: OriginatorResolvers<ContextType>;
  OriginatorConnection?: OriginatorConnectionResolvers<ContextType>;
  OriginatorEdge?: OriginatorEdgeResolvers<ContextType>;
  Package?: PackageResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Project?: ProjectResolvers<ContextType>;
  ProjectTask?: ProjectTaskResolvers<ContextType>;
  ProjectTaskConnection?: ProjectTaskConnectionResolvers<ContextType>;
  ProjectTaskEdge?: ProjectTaskEdgeResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ResourceAction?: ResourceActionResolvers<ContextType>;
  ReturnItem?: ReturnItemResolvers<ContextType>;
  SavedSearch?: SavedSearchResolvers<ContextType>;
  SavedSearchConnection?: SavedSearchConnectionResolvers<ContextType>;
  SavedSearchEdge?: SavedSearchEdgeResolvers<ContextType>;
  Scancode?: ScancodeResolvers<ContextType>;
  ScancodeConnection?: ScancodeConnectionResolvers<ContextType>;
  ScancodeEdge?: ScancodeEdgeResolvers<ContextType>;
  SerialNumber?: SerialNumberResolvers<ContextType>;
  Shipnotice?: ShipnoticeResolvers<ContextType>;
  ShipnoticeConnection?: ShipnoticeConnectionResolvers<ContextType>;
  ShipnoticeEdge?: ShipnoticeEdgeResolvers<ContextType>;
  ShipnoticeImage?: ShipnoticeImageResolvers<ContextType>;
  ShipnoticeItem?: ShipnoticeItemResolvers<ContextType>;
  ShipnoticeItemConnection?: ShipnoticeItemConnectionResolvers<ContextType>;
  ShipnoticeItemEdge?: ShipnoticeItemEdgeResolvers<ContextType>;
  ShippingDocument?: ShippingDocumentResolvers<ContextType>;
  ShippingDocumentConnection?: ShippingDocumentConnectionResolvers<ContextType>;
  ShippingDocumentEdge?: ShippingDocumentEdgeResolvers<ContextType>;
  ShippingMethod?: ShippingMethodResolvers<ContextType>;
  ShippingMethodConnection?: ShippingMethodConnectionResolvers<ContextType>;
  ShippingMethodEdge?: ShippingMethodEdgeResolvers<ContextType>;
  Shop?: ShopResolvers<ContextType>;
  StoreAddress?: StoreAddressResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  Template?: TemplateResolvers<ContextType>;
  TemplateConnection?: TemplateConnectionResolvers<ContextType>;
  TemplateEdge?: TemplateEdgeResolvers<ContextType>;
  TemplateType?: TemplateTypeResolvers<ContextType>;
  ThroughputBucket?: ThroughputBucketResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
  Warehouse?: WarehouseResolvers<ContextType>;
  WarehouseConnection?: WarehouseConnectionResolvers<ContextType>;
  WarehouseEdge?: WarehouseEdgeResolvers<ContextType>;
  WarehouseStockRisk?: WarehouseStockRiskResolvers<ContextType>;
  WebhookHealth?: WebhookHealthResolvers<ContextType>;
  WholesaleItem?: WholesaleItemResolvers<ContextType>;
  WholesaleItemConnection?: WholesaleItemConnectionResolvers<ContextType>;
  WholesaleItemEdge?: WholesaleItemEdgeResolvers<ContextType>;
}>;

export type DirectiveResolvers<ContextType = RequestContext> = ResolversObject<{
  sensitive?: SensitiveDirectiveResolver<any, any, ContextType>;
}>;
