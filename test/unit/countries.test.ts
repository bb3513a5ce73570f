import { countryCode, isCountryCode, settleCountryCode } from '../../src/domain/common/countries';

/** Countries as callers name them (src/domain/common/countries.ts): pure, no database. */
describe('countryCode', () => {
  it.each([
    ['US', 'US'], ['us', 'US'], [' usa ', 'US'], ['United States', 'US'], ['united states of america', 'US'], ['The United States of America', 'US'], ['U.S.A.', 'US'],
    ['UK', 'GB'], ['United Kingdom', 'GB'], ['Great Britain', 'GB'], ['GBR', 'GB'], ['England', 'GB'],
    ['Holland', 'NL'], ['The Netherlands', 'NL'], ['nld', 'NL'],
    ['Germany', 'DE'], ['deu', 'DE'], ['Côte d’Ivoire', 'CI'], ["cote d'ivoire", 'CI'], ['Ivory Coast', 'CI'], ['St. Lucia', 'LC'], ['Türkiye', 'TR'], ['Turkey', 'TR'],
    ['South Korea', 'KR'], ['Viet Nam', 'VN'], ['hk', 'HK'],
  ])('%s is %s', (given, code) => expect(countryCode(given)).toBe(code));

  it.each(['Narnia', 'ZZ', 'XYZ', 'Korea', 'Congo', '', '   ', null, undefined])('%p names no one country', (given) => expect(countryCode(given)).toBeNull());
});

describe('isCountryCode', () => {
  it('takes assigned alpha-2 codes in any case, and nothing else', () => {
    expect(['US', 'gb', 'Hk', 'XK'].map(isCountryCode)).toEqual([true, true, true, true]);
    expect(['UK', 'ZZ', 'USA', '840', 'U', ''].map(isCountryCode)).toEqual([false, false, false, false, false, false]);
  });
});

describe('settleCountryCode', () => {
  const ORDER = { country: 'shipping_country', iso2: 'shipping_country_iso2' };
  const settle = (given: Record<string, unknown>, stored: Record<string, unknown> | null = null) => settleCountryCode(given, stored, ORDER);

  it('derives the code from a country given without one', () => {
    expect(settle({ shipping_country: 'United States' })).toEqual({ changes: { shipping_country_iso2: 'US' }, errors: [] });
    expect(settle({ shipping_country: 'Holland', shipping_country_iso2: '' })).toEqual({ changes: { shipping_country_iso2: 'NL' }, errors: [] });
    expect(settle({ shipping_country: 'Germany' }, { shipping_country: 'United States', shipping_country_iso2: 'US' })).toEqual({ changes: { shipping_country_iso2: 'DE' }, errors: [] });
  });

  it('leaves the code as it is when no country is given, the country is cleared, or it is given again as stored', () => {
    expect(settle({ shipping_city: 'Columbus' }, { shipping_country: 'United States', shipping_country_iso2: 'US' })).toEqual({ changes: {}, errors: [] });
    expect(settle({ shipping_country: null }, { shipping_country: 'United States', shipping_country_iso2: 'US' })).toEqual({ changes: {}, errors: [] });
    expect(settle({ shipping_country: 'Republik Österreich' }, { shipping_country: 'Republik Österreich', shipping_country_iso2: 'AT' })).toEqual({ changes: {}, errors: [] });
  });

  it('clears the code of a country replaced by one it cannot name, rather than ship under the old one', () => {
    expect(settle({ shipping_country: 'Untied States' }, { shipping_country: 'United States', shipping_country_iso2: 'US' })).toEqual({ changes: { shipping_country_iso2: null }, errors: [] });
    expect(settle({ shipping_country: 'Narnia' })).toEqual({ changes: { shipping_country_iso2: null }, errors: [] });
  });

  it('takes a code that agrees with the country, or that the country cannot contradict', () => {
    expect(settle({ shipping_country: 'United States', shipping_country_iso2: 'us' })).toEqual({ changes: {}, errors: [] });
    expect(settle({ shipping_country: 'Narnia', shipping_country_iso2: 'US' })).toEqual({ changes: {}, errors: [] });
    // Not an assigned code: address verification holds the order saying so.
    expect(settle({ shipping_country: 'United States', shipping_country_iso2: 'ZZ' })).toEqual({ changes: {}, errors: [] });
    expect(settle({ shipping_country_iso2: 'DE' }, { shipping_country: 'Deutschland', shipping_country_iso2: 'US' })).toEqual({ changes: {}, errors: [] });
  });

  it('refuses two countries, naming both fields, given together or the code against the stored country', () => {
    const both = settle({ shipping_country: 'Germany', shipping_country_iso2: 'US' });
    expect(both.errors).toEqual([
      { field: 'shipping_country', message: '"Germany" is DE, but shipping_country_iso2 is "US": give one of them, or both naming the same country' },
      { field: 'shipping_country_iso2', message: '"US" is not the country of shipping_country "Germany" (DE): give one of them, or both naming the same country' },
    ]);
    expect(settle({ shipping_country_iso2: 'FR' }, { shipping_country: 'Germany', shipping_country_iso2: 'DE' }).errors.map((e) => e.field)).toEqual(['shipping_country', 'shipping_country_iso2']);
    const store = settleCountryCode({ country: 'UK', country_iso2: 'IE' }, null, { country: 'country', iso2: 'country_iso2' }, 'wholesale_attributes.store_address_attributes.');
    expect(store.errors.map((e) => e.field)).toEqual(['wholesale_attributes.store_address_attributes.country', 'wholesale_attributes.store_address_attributes.country_iso2']);
  });
});
