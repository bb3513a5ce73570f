import type { Order } from '../orders/entities';
import { addressCountry } from '../orders/address-rules';
import type { OrderCustomsInfo } from './entities';
// Loaded for its effect: orders take customs_info_attributes through it (orders/extensions.ts).
import './attributes';

/** The spec's Customs info of an order: the order's customs columns and what customs_info_attributes stored beside them. */
export interface CustomsInfo {
  id: number;
  order_id: number;
  customer_id: number;
  importer_of_record_id: number | null;
  send_electonic_trade_docs: boolean;
  signer: string | null;
  au_vat_number: string | null;
  eu_vat_number: string | null;
  misc_vat_number: string | null;
  uk_vat_number: string | null;
  ioss_number: string | null;
  eori_number: string | null;
  receiver_tax_id: string | null;
  created_at: Date;
  updated_at: Date;
}

/** The VAT regime a parcel is imported under, by its destination. */
type VatRegime = 'eu' | 'uk' | 'au' | 'misc';

/** EU member states (Greece is GR in ISO 3166, EL only in VAT numbers). */
const EU = new Set(['AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE']);
/** Great Britain (UK is the code callers often send), and the Isle of Man, which is in the UK VAT area. */
const UK = new Set(['GB', 'UK', 'IM']);

function vatRegime(order: Order): VatRegime {
  const country = addressCountry(order);
  if (country && EU.has(country)) return 'eu';
  if (country && UK.has(country)) return 'uk';
  if (country === 'AU') return 'au';
  return 'misc';
}

/**
 * The order's customs info. The order carries one sender VAT number (customs_vat_number), while
 * customs info has a field per VAT regime. Which registration a parcel is declared under is
 * decided by where it is imported: an EU destination needs the seller's EU VAT number, Great
 * Britain its UK VAT number (separate since Brexit), Australia its GST number for low-value
 * imports; anywhere else it is misc_vat_number. So the one number goes to the field of the
 * destination's regime, and the other VAT fields stay empty rather than repeating it. A number
 * set for a regime through customs_info_attributes (`stored`) is shown as set, and wins.
 */
export function customsInfoOf(order: Order, stored: OrderCustomsInfo | null): CustomsInfo {
  const regime = vatRegime(order);
  const vat = (r: VatRegime) => stored?.[`${r}_vat_number`] ?? (regime === r ? order.customs_vat_number : null);
  return {
    id: order.id,
    order_id: order.id,
    customer_id: order.customer_id,
    importer_of_record_id: stored?.importer_of_record_id ?? null,
    send_electonic_trade_docs: stored?.send_electonic_trade_docs ?? false,
    signer: stored?.signer ?? null,
    au_vat_number: vat('au'),
    eu_vat_number: vat('eu'),
    misc_vat_number: vat('misc'),
    uk_vat_number: vat('uk'),
    ioss_number: order.customs_ioss_number,
    eori_number: order.customs_eori_number,
    receiver_tax_id: order.customs_receiver_tax_id,
    created_at: order.created_at,
    updated_at: stored && stored.updated_at > order.updated_at ? stored.updated_at : order.updated_at,
  };
}
