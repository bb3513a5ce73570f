/**
 * Address verification: the rules an order's shipping address must meet before the warehouse may
 * pick and ship it (README, "Address verification"). Pure: no database, no clock, so the rules are
 * unit-tested on their own and read the same at create, at update and when a message is rendered.
 *
 * An address that fails is not refused: the order is accepted and held in Processing (it keeps its
 * stock) until the address is fixed or staff set skip_address_verification. Only
 * package_label_reference, which is printed as given, is an input rule (a 422 at create/update).
 */

import isEmail from 'validator/lib/isEmail';
import isPostalCode, { locales as POSTAL_CODE_LOCALES, type PostalCodeLocale } from 'validator/lib/isPostalCode';
import { isSupportedCountry, parsePhoneNumberFromString, validatePhoneNumberLength } from 'libphonenumber-js';
import { countryCode, isCountryCode } from '../common/countries';

/** The order columns the rules read: an address is verified from these alone (orders/reads.ts: address_message reads them). */
export const ADDRESS_FIELDS = [
  'shipping_name', 'full_name', 'first_name', 'last_name', 'shipping_company', 'shipping_address_1', 'shipping_city', 'shipping_state', 'shipping_zip',
  'shipping_country', 'shipping_country_iso2', 'shipping_phone', 'email',
] as const;

export type AddressFields = { [K in (typeof ADDRESS_FIELDS)[number]]?: string | null };

const codes = (list: string): ReadonlySet<string> => new Set(list.split(' '));

/** The state or province codes carriers take (USPS, Canada Post, Australia Post): a country listed here requires one. */
const STATES: Record<string, ReadonlySet<string>> = {
  US: codes(
    'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT ' +
      'VA WA WV WI WY DC AS GU MP PR VI UM FM MH PW AA AE AP',
  ),
  CA: codes('AB BC MB NB NL NS NT NU ON PE QC SK YT'),
  AU: codes('ACT NSW NT QLD SA TAS VIC WA'),
};

/**
 * Where carriers refuse a label without a postal code: a policy, not reference data (what a code of
 * each country looks like is validator's). Elsewhere a postal code is optional.
 */
const POSTAL_CODE_REQUIRED = codes('US CA AU GB DE FR IT ES MX NL BE AT CH DK NO SE PL JP BR IN');

/** The countries validator knows the postal code shape of. */
const POSTAL_CODE_SHAPES: ReadonlySet<string> = new Set(POSTAL_CODE_LOCALES);

/** A postal code of a country validator does not know: a short run of letters, digits, spaces and dashes. */
const ANY_ZIP = /^[A-Z\d][A-Z\d -]{0,9}$/;

function zipProblem(zip: string, country: string): string | null {
  const shaped = POSTAL_CODE_SHAPES.has(country) ? isPostalCode(zip, country as PostalCodeLocale) : ANY_ZIP.test(zip);
  return shaped ? null : `is not a postal code of ${country || 'any country'}`;
}

/** validator's isEmail with its defaults: RFC 5321 lengths, a dot-atom (or UTF-8) local part, a domain of labels with a TLD. */
export function emailProblem(email: string): string | null {
  return isEmail(email) ? null : `email "${email}" is not a valid address`;
}

const PHONE_PROBLEMS: Record<string, string> = {
  TOO_SHORT: 'too short',
  TOO_LONG: 'too long',
  INVALID_LENGTH: 'a length no number there has',
  INVALID_COUNTRY: 'give it with + and the country calling code: the address names no country known here',
};

/**
 * A phone number a carrier can dial, by libphonenumber-js (Google's numbering plans): the whole text
 * is a number of `country` in its national form, or of any country with + and its calling code,
 * with an optional extension (x123, ext. 123). Possible (a length the country's numbers have), not
 * "valid" (in a range assigned today): numbering plans change faster than releases, and a number
 * the metadata does not know yet should not hold an order.
 */
export function phoneProblem(phone: string, country?: string | null): string | null {
  const defaultCountry = country && isSupportedCountry(country) ? country : undefined;
  if (parsePhoneNumberFromString(phone, { defaultCountry, extract: false })?.isPossible()) return null;
  const why = PHONE_PROBLEMS[validatePhoneNumberLength(phone, { defaultCountry }) ?? ''] ?? 'not a number';
  return `shipping_phone "${phone}" is not a phone number${defaultCountry ? ` of ${defaultCountry}` : ''} (${why})`;
}

/** Printed on the carrier's label as given: at most 35 printable ASCII characters (carrier label fields are ASCII). */
export function packageLabelReferenceProblem(reference: string): string | null {
  if (reference.length > 35) return 'is longer than 35 characters';
  if (!/^[\x20-\x7E]*$/.test(reference)) return 'must be printable ASCII characters (it is printed on carrier labels)';
  return null;
}

const blank = (value: string | null | undefined) => !value?.trim();

/**
 * The country the address is in: shipping_country_iso2, or for an order stored before the code was
 * derived from shipping_country (order create and update now derive it), the country that names.
 */
export const addressCountry = (address: AddressFields): string | null =>
  blank(address.shipping_country_iso2) ? countryCode(address.shipping_country) : address.shipping_country_iso2!.trim().toUpperCase();

/** Everything wrong with the address, in a stable order; an empty list means verified. */
export function addressProblems(address: AddressFields): string[] {
  const problems: string[] = [];
  const hasName = !blank(address.shipping_name) || !blank(address.full_name) || !blank(address.shipping_company) ||
    (!blank(address.first_name) && !blank(address.last_name));
  if (!hasName) problems.push('a recipient is required: shipping_name, full_name, first_name and last_name, or shipping_company');
  const country = addressCountry(address) ?? '';
  const missing: string[] = (['shipping_address_1', 'shipping_city'] as const).filter((f) => blank(address[f]));
  if (!country && !blank(address.shipping_country)) {
    problems.push(`shipping_country "${address.shipping_country}" names no country known here: give shipping_country_iso2`);
  } else if (!country) missing.push('shipping_country_iso2');
  if (country && !isCountryCode(country)) problems.push(`shipping_country_iso2 "${address.shipping_country_iso2}" is not an ISO 3166-1 alpha-2 country code`);
  const zipRequired = POSTAL_CODE_REQUIRED.has(country);
  const states = STATES[country];
  if (zipRequired && blank(address.shipping_zip)) missing.push('shipping_zip');
  if (states && blank(address.shipping_state)) missing.push('shipping_state');
  if (missing.length) problems.push(`${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} required${zipRequired || states ? ` for ${country}` : ''}`);
  const zip = address.shipping_zip?.trim().toUpperCase();
  const zipWrong = zip ? zipProblem(zip, country) : null;
  if (zipWrong) problems.push(`shipping_zip "${address.shipping_zip}" ${zipWrong}`);
  const state = address.shipping_state?.trim().toUpperCase();
  if (state && states && !states.has(state)) problems.push(`shipping_state "${address.shipping_state}" is not a state or province code of ${country}`);
  if (!blank(address.email)) problems.push(...[emailProblem(address.email!.trim())].filter((p): p is string => !!p));
  if (!blank(address.shipping_phone)) problems.push(...[phoneProblem(address.shipping_phone!, country)].filter((p): p is string => !!p));
  return problems;
}
