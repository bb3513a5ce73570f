import { countryCode, isCountryCode } from '../../src/domain/common/countries';

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
