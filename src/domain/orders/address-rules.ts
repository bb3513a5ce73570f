/**
 * Address verification: the rules an order's shipping address must meet before the warehouse may
 * pick and ship it (README, "Address verification"). Pure: no database, no clock, so the rules are
 * unit-tested on their own and read the same at create, at update and when a message is rendered.
 *
 * An address that fails is not refused: the order is accepted and held in Processing (it keeps its
 * stock) until the address is fixed or staff set skip_address_verification. Only
 * package_label_reference, which is printed as given, is an input rule (a 422 at create/update).
 */

export interface AddressFields {
  shipping_name?: string | null;
  full_name?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  shipping_company?: string | null;
  shipping_address_1?: string | null;
  shipping_city?: string | null;
  shipping_state?: string | null;
  shipping_zip?: string | null;
  shipping_country_iso2?: string | null;
  shipping_phone?: string | null;
  email?: string | null;
}

/** Every officially assigned ISO 3166-1 alpha-2 code (249). */
const ISO_3166_ALPHA_2 = new Set(
  `AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI
   CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ
   GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS
   LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG
   PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK
   TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW`.split(/\s+/),
);

interface CountryRule {
  /** The postal code's shape; a country listed here requires one. */
  zip: RegExp;
  /** The state or province codes a carrier accepts; a country listed with them requires one. */
  states?: ReadonlySet<string>;
}

const codes = (list: string) => new Set(list.split(' '));

/** Countries whose postal codes (and, for some, states) carriers check. Others take any short zip. */
const COUNTRY_RULES: Record<string, CountryRule> = {
  US: {
    zip: /^\d{5}(-\d{4})?$/,
    states: codes(
      'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT ' +
        'VA WA WV WI WY DC AS GU MP PR VI UM FM MH PW AA AE AP',
    ),
  },
  CA: { zip: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/, states: codes('AB BC MB NB NL NS NT NU ON PE QC SK YT') },
  AU: { zip: /^\d{4}$/, states: codes('ACT NSW NT QLD SA TAS VIC WA') },
  GB: { zip: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/ },
  DE: { zip: /^\d{5}$/ },
  FR: { zip: /^\d{5}$/ },
  IT: { zip: /^\d{5}$/ },
  ES: { zip: /^\d{5}$/ },
  MX: { zip: /^\d{5}$/ },
  NL: { zip: /^\d{4} ?[A-Z]{2}$/ },
  BE: { zip: /^\d{4}$/ },
  AT: { zip: /^\d{4}$/ },
  CH: { zip: /^\d{4}$/ },
  DK: { zip: /^\d{4}$/ },
  NO: { zip: /^\d{4}$/ },
  SE: { zip: /^\d{3} ?\d{2}$/ },
  PL: { zip: /^\d{2}-\d{3}$/ },
  JP: { zip: /^\d{3}-?\d{4}$/ },
  BR: { zip: /^\d{5}-?\d{3}$/ },
  IN: { zip: /^\d{6}$/ },
};

/** Anywhere else a postal code is optional, but if given it is a short run of letters, digits, spaces and dashes. */
const ANY_ZIP = /^[A-Z\d][A-Z\d -]{0,9}$/;

/** local@domain: RFC 5321 lengths, a dot-atom local part, a domain of labels with a letter TLD. */
export function emailProblem(email: string): string | null {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const label = /^[A-Za-z\d](?:[A-Za-z\d-]{0,61}[A-Za-z\d])?$/;
  const valid =
    at > 0 && email.length <= 254 && local.length <= 64 &&
    /^[A-Za-z\d!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z\d!#$%&'*+/=?^_`{|}~-]+)*$/.test(local) &&
    domain.split('.').length >= 2 && domain.split('.').every((l) => label.test(l)) && /\.[A-Za-z]{2,}$/.test(domain);
  return valid ? null : `email "${email}" is not a valid address`;
}

/**
 * A phone number a carrier can dial: an optional leading +, digits with spaces, dots, dashes or
 * parentheses between them, 7 to 15 digits (E.164's most), and an optional extension (x123, ext. 123).
 */
export function phoneProblem(phone: string): string | null {
  const [, number] = /^(.*?)(?:\s*(?:x|ext\.?)\s*\d{1,6})?$/i.exec(phone.trim())!;
  const digits = number.replace(/\D/g, '').length;
  const valid = /^\+?[\d\s().-]+$/.test(number) && digits >= 7 && digits <= 15;
  return valid ? null : `shipping_phone "${phone}" is not a phone number (7-15 digits, optional + and extension)`;
}

/** Printed on the carrier's label as given: at most 35 printable ASCII characters (carrier label fields are ASCII). */
export function packageLabelReferenceProblem(reference: string): string | null {
  if (reference.length > 35) return 'is longer than 35 characters';
  if (!/^[\x20-\x7E]*$/.test(reference)) return 'must be printable ASCII characters (it is printed on carrier labels)';
  return null;
}

const blank = (value: string | null | undefined) => !value?.trim();

/** Everything wrong with the address, in a stable order; an empty list means verified. */
export function addressProblems(address: AddressFields): string[] {
  const problems: string[] = [];
  const hasName = !blank(address.shipping_name) || !blank(address.full_name) || !blank(address.shipping_company) ||
    (!blank(address.first_name) && !blank(address.last_name));
  if (!hasName) problems.push('a recipient is required: shipping_name, full_name, first_name and last_name, or shipping_company');
  const missing: string[] = (['shipping_address_1', 'shipping_city', 'shipping_country_iso2'] as const).filter((f) => blank(address[f]));
  const country = address.shipping_country_iso2?.trim().toUpperCase() ?? '';
  if (country && !ISO_3166_ALPHA_2.has(country)) problems.push(`shipping_country_iso2 "${address.shipping_country_iso2}" is not an ISO 3166-1 alpha-2 country code`);
  const rule = COUNTRY_RULES[country];
  if (rule && blank(address.shipping_zip)) missing.push('shipping_zip');
  if (rule?.states && blank(address.shipping_state)) missing.push('shipping_state');
  if (missing.length) problems.push(`${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} required${rule ? ` for ${country}` : ''}`);
  const zip = address.shipping_zip?.trim().toUpperCase();
  if (zip && !(rule?.zip ?? ANY_ZIP).test(zip)) problems.push(`shipping_zip "${address.shipping_zip}" is not a postal code of ${country || 'any country'}`);
  const state = address.shipping_state?.trim().toUpperCase();
  if (state && rule?.states && !rule.states.has(state)) problems.push(`shipping_state "${address.shipping_state}" is not a state or province code of ${country}`);
  if (!blank(address.email)) problems.push(...[emailProblem(address.email!.trim())].filter((p): p is string => !!p));
  if (!blank(address.shipping_phone)) problems.push(...[phoneProblem(address.shipping_phone!)].filter((p): p is string => !!p));
  return problems;
}
