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

  it('checks email and phone syntax when given, the phone as a number of the address\'s country', () => {
    expect(addressProblems({ ...VALID_ADDRESS, email: 'not-an-email', shipping_phone: '12' })).toEqual([
      'email "not-an-email" is not a valid address',
      'shipping_phone "12" is not a phone number of US (too short)',
    ]);
    expect(addressProblems({ ...VALID_ADDRESS, email: null, shipping_phone: null })).toEqual([]);
    // A national number is read as one of the address's country: a German one is too short for the US.
    const berlin = { ...VALID_ADDRESS, shipping_country: 'Germany', shipping_country_iso2: 'DE', shipping_state: null, shipping_zip: '10115', shipping_phone: '030 12345678' };
    expect(addressProblems(berlin)).toEqual([]);
    expect(addressProblems({ ...berlin, shipping_country: 'United States', shipping_country_iso2: 'US', shipping_state: 'OH', shipping_zip: '43215' })).toEqual([
      'shipping_phone "030 12345678" is not a phone number of US (too long)',
    ]);
  });

  it('takes the country from shipping_country when no code is given: codes, alpha-3, English names and aliases', () => {
    const { shipping_country_iso2: _code, ...uncoded } = VALID_ADDRESS;
    for (const country of ['United States', 'united states of america', 'USA', 'us', 'U.S.A.']) expect(addressProblems({ ...uncoded, shipping_country: country })).toEqual([]);
    const london = { ...uncoded, shipping_state: null, shipping_zip: 'SW1A 1AA', shipping_phone: '+44 20 7946 0958' };
    for (const country of ['United Kingdom', 'UK', 'Great Britain', 'GBR', 'england']) expect(addressProblems({ ...london, shipping_country: country })).toEqual([]);
    // The derived country's own rules apply: a UK postcode is no US zip.
    expect(addressProblems({ ...london, shipping_country: 'United States', shipping_state: 'OH' })).toEqual(['shipping_zip "SW1A 1AA" is not a postal code of US']);
    expect(addressProblems({ ...uncoded, shipping_country: 'Narnia' })).toEqual(['shipping_country "Narnia" names no country known here: give shipping_country_iso2']);
  });

  it('knows the postal code shapes of the countries validator knows, beyond the 20 that require one', () => {
    const abroad = (country: string, zip: string) => addressProblems({ ...VALID_ADDRESS, shipping_country_iso2: country, shipping_state: null, shipping_zip: zip, shipping_phone: null });
    expect(abroad('PT', '1000-001')).toEqual([]);
    expect(abroad('PT', '1000')).toEqual(['shipping_zip "1000" is not a postal code of PT']);
    expect(abroad('KR', '03187')).toEqual([]);
    expect(abroad('FI', '0010')).toEqual(['shipping_zip "0010" is not a postal code of FI']);
    expect(abroad('HK', '999077')).toEqual([]);
  });
});

describe('emailProblem', () => {
  it.each(['a@b.co', 'first.last+tag@sub.example.org', "o'neil@example.ie"])('accepts %s', (email) => expect(emailProblem(email)).toBeNull());
  it.each(['plain', '@example.com', 'a@', 'a@b', 'a..b@example.com', '.a@example.com', 'a@-x.com', 'a b@example.com', 'a@example.c0m', `${'x'.repeat(65)}@example.com`])(
    'refuses %s', (email) => expect(emailProblem(email)).toMatch(/is not a valid address/),
  );
});

describe('phoneProblem', () => {
  it.each([
    ['+16145550100', 'US'], ['614-555-0100', 'US'], ['+44 20 7946 0958', 'US'], ['(614) 555 0100 x123', 'US'], ['030 1234567', 'DE'],
    ['020 7946 0958', 'GB'], ['+852 2345 6789', null], ['+16145550100', 'ZZ'],
  ])('accepts %s in %s', (phone, country) => expect(phoneProblem(phone, country)).toBeNull());
  it.each([
    ['555', 'US'], ['call me', 'US'], ['+1 614 555 0100 0000 0000', 'US'], ['614+5550100', 'US'], ['12-34', 'US'], ['call me at 614-555-0100', 'US'],
    ['614-555-0100', null],
  ])('refuses %s in %s', (phone, country) => expect(phoneProblem(phone, country)).not.toBeNull());
  it('says why', () => {
    expect(phoneProblem('555', 'US')).toBe('shipping_phone "555" is not a phone number of US (too short)');
    expect(phoneProblem('+1 614 555 0100 0000 0000', 'US')).toBe('shipping_phone "+1 614 555 0100 0000 0000" is not a phone number of US (too long)');
    expect(phoneProblem('call me', 'US')).toBe('shipping_phone "call me" is not a phone number of US (not a number)');
    expect(phoneProblem('614-555-0100', null)).toBe(
      'shipping_phone "614-555-0100" is not a phone number (give it with + and the country calling code: the address names no country known here)',
    );
  });
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
