import { addressProblems, emailProblem, packageLabelReferenceProblem, phoneProblem } from '../src/domain/orders/address-rules';
import { VALID_ADDRESS } from './support/address';

/** The address rules on their own: pure functions, no database. */
describe('addressProblems', () => {
  it('verifies the shared valid address, and a minimal one for a country without postal rules', () => {
    expect(addressProblems(VALID_ADDRESS)).toEqual([]);
    expect(addressProblems({ full_name: 'A B', shipping_address_1: '1 Queen\'s Rd', shipping_city: 'Hong Kong', shipping_country_iso2: 'hk' })).toEqual([]);
    expect(addressProblems({ first_name: 'Jo', last_name: 'Li', shipping_address_1: '1 Rue X', shipping_city: 'Paris', shipping_zip: '75001', shipping_country_iso2: 'FR' })).toEqual([]);
    expect(addressProblems({ ...VALID_ADDRESS, shipping_country_iso2: 'CA', shipping_state: 'on', shipping_zip: 'k1a 0b1' })).toEqual([]);
    expect(addressProblems({ ...VALID_ADDRESS, shipping_zip: '43215-1234', shipping_phone: '(614) 555.0100 ext. 12' })).toEqual([]);
  });

  it('names everything missing from an empty address', () => {
    expect(addressProblems({})).toEqual([
      'a recipient is required: shipping_name, full_name, first_name and last_name, or shipping_company',
      'shipping_address_1, shipping_city, shipping_country_iso2 are required',
    ]);
    expect(addressProblems({ ...VALID_ADDRESS, shipping_name: ' ', first_name: 'Only' })).toEqual([expect.stringMatching(/^a recipient is required/)]);
  });

  it('requires the zip and state a country\'s carriers check', () => {
    expect(addressProblems({ ...VALID_ADDRESS, shipping_zip: null, shipping_state: '' })).toEqual(['shipping_zip, shipping_state are required for US']);
    expect(addressProblems({ ...VALID_ADDRESS, shipping_zip: '4321' })).toEqual(['shipping_zip "4321" is not a postal code of US']);
    expect(addressProblems({ ...VALID_ADDRESS, shipping_state: 'Ohio' })).toEqual(['shipping_state "Ohio" is not a state or province code of US']);
    expect(addressProblems({ ...VALID_ADDRESS, shipping_country_iso2: 'GB', shipping_state: null, shipping_zip: 'SW1A 1AA' })).toEqual([]);
    expect(addressProblems({ ...VALID_ADDRESS, shipping_country_iso2: 'DE', shipping_state: null, shipping_zip: '1011' })).toEqual(['shipping_zip "1011" is not a postal code of DE']);
    expect(addressProblems({ ...VALID_ADDRESS, shipping_country_iso2: 'NZ', shipping_state: null, shipping_zip: '<>' })).toEqual(['shipping_zip "<>" is not a postal code of NZ']);
  });

  it('takes only assigned ISO 3166-1 alpha-2 codes', () => {
    expect(addressProblems({ ...VALID_ADDRESS, shipping_country_iso2: 'ZZ', shipping_state: null })).toEqual(['shipping_country_iso2 "ZZ" is not an ISO 3166-1 alpha-2 country code']);
    expect(addressProblems({ ...VALID_ADDRESS, shipping_country_iso2: 'UK', shipping_state: null })).toHaveLength(1);
    expect(addressProblems({ ...VALID_ADDRESS, shipping_country_iso2: 'gb', shipping_state: null, shipping_zip: 'EC1A 1BB' })).toEqual([]);
  });

  it('checks email and phone syntax when given', () => {
    expect(addressProblems({ ...VALID_ADDRESS, email: 'not-an-email', shipping_phone: '12' })).toEqual([
      'email "not-an-email" is not a valid address',
      'shipping_phone "12" is not a phone number (7-15 digits, optional + and extension)',
    ]);
    expect(addressProblems({ ...VALID_ADDRESS, email: null, shipping_phone: null })).toEqual([]);
  });
});

describe('emailProblem', () => {
  it.each(['a@b.co', 'first.last+tag@sub.example.org', "o'neil@example.ie"])('accepts %s', (email) => expect(emailProblem(email)).toBeNull());
  it.each(['plain', '@example.com', 'a@', 'a@b', 'a..b@example.com', '.a@example.com', 'a@-x.com', 'a b@example.com', 'a@example.c0m', `${'x'.repeat(65)}@example.com`])(
    'refuses %s', (email) => expect(emailProblem(email)).toMatch(/is not a valid address/),
  );
});

describe('phoneProblem', () => {
  it.each(['+16145550100', '614-555-0100', '+44 20 7946 0958', '(614) 555 0100 x123', '030 1234567'])('accepts %s', (phone) => expect(phoneProblem(phone)).toBeNull());
  it.each(['555', 'call me', '+1 614 555 0100 0000 0000', '614+5550100', '12-34'])('refuses %s', (phone) => expect(phoneProblem(phone)).not.toBeNull());
});

describe('packageLabelReferenceProblem', () => {
  it('takes up to 35 printable ASCII characters', () => {
    expect(packageLabelReferenceProblem('PO-4711 / box 2')).toBeNull();
    expect(packageLabelReferenceProblem('x'.repeat(35))).toBeNull();
    expect(packageLabelReferenceProblem('x'.repeat(36))).toBe('is longer than 35 characters');
    expect(packageLabelReferenceProblem('caf\u00e9')).toMatch(/printable ASCII/);
    expect(packageLabelReferenceProblem('tab\there')).toMatch(/printable ASCII/);
  });
});
