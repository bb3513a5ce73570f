import * as countries from 'i18n-iso-countries/index';
import english from 'i18n-iso-countries/langs/en.json';
import type { FieldError } from '../../shared/errors';

/**
 * Countries as callers name them: ISO 3166-1 codes and English names from i18n-iso-countries (its
 * core and English names only: the package's main entry loads every language it has). Pure.
 */
countries.registerLocale(english);

/** Case, accents, punctuation and a leading "the" do not tell two names apart ("Côte d'Ivoire", "cote d ivoire"). */
const simple = (name: string) =>
  name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim().replace(/^the /, '').replace(/^st /, 'saint ');

/**
 * Names V2 callers send that the library's English list lacks (it has "USA", "United States of
 * America", "UK", "Great Britain" and the like already). A name is here only when it means one
 * country; "Korea" or "America" are not.
 */
const ALIASES: Record<string, string> = {
  holland: 'NL', england: 'GB', scotland: 'GB', wales: 'GB', 'northern ireland': 'GB', britain: 'GB',
  'united kingdom of great britain and northern ireland': 'GB', 'republic of ireland': 'IE', 'vatican city': 'VA', vatican: 'VA',
  macedonia: 'MK', burma: 'MM', swaziland: 'SZ', macau: 'MO', bosnia: 'BA', 'viet nam': 'VN', laos: 'LA', syria: 'SY',
  moldova: 'MD', brunei: 'BN', 'cabo verde': 'CV', 'east timor': 'TL', micronesia: 'FM', 'falkland islands': 'FK',
  'sint maarten': 'SX', 'us virgin islands': 'VI', 'british virgin islands': 'VG', 'dr congo': 'CD', drc: 'CD',
};

/** Every English name of a country, simplified, to its code; a name two countries share ("Congo") names neither. */
const BY_NAME = (() => {
  const codes = new Map<string, Set<string>>();
  for (const [code, names] of Object.entries(countries.getNames('en', { select: 'all' }))) {
    for (const name of names) codes.set(simple(name), (codes.get(simple(name)) ?? new Set()).add(code));
  }
  const unique = new Map([...codes].filter(([, found]) => found.size === 1).map(([name, found]) => [name, [...found][0]]));
  for (const [alias, code] of Object.entries(ALIASES)) if (!unique.has(alias)) unique.set(alias, code);
  return unique;
})();

/** An assigned ISO 3166-1 alpha-2 code (and XK, Kosovo's, which carriers take), in any case. */
export const isCountryCode = (code: string) => /^[A-Za-z]{2}$/.test(code) && countries.isValid(code.toUpperCase());

/**
 * The alpha-2 code of a country given as its alpha-2 or alpha-3 code or an English name or alias,
 * in any case; null when it names none (or more than one).
 */
export function countryCode(value: string | null | undefined): string | null {
  const given = value?.trim() ?? '';
  const upper = given.toUpperCase();
  if (isCountryCode(upper)) return upper;
  if (/^[A-Z]{3}$/.test(upper) && countries.alpha3ToAlpha2(upper)) return countries.alpha3ToAlpha2(upper)!;
  return BY_NAME.get(simple(given)) ?? null;
}

/** The names of an address's two country fields: the free-text country and its 2-letter code. */
export interface CountryFieldNames {
  country: string;
  iso2: string;
}

export interface SettledCountry {
  /** The code to write, under the code's field name: derived from a country given without one, or null to clear it; empty to leave it. */
  changes: Record<string, string | null>;
  errors: FieldError[];
}

const filled = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * The country code an address holds once `given` (a create's or an update's fields) is written over
 * `stored` (null on create). A country given without a code brings its code; one that names no
 * country known here clears a code it replaces, so an order never ships under the old country's.
 * A code given beside a country (given or stored) that names another assigned country is a
 * conflict, refused naming both fields: which one the caller meant cannot be told. A code that is
 * not an assigned one is not judged here: address verification holds the order saying so.
 */
export function settleCountryCode(
  given: Record<string, unknown>, stored: Record<string, unknown> | null, names: CountryFieldNames, prefix = '',
): SettledCountry {
  const code = filled(given[names.iso2])?.toUpperCase();
  if (code) {
    const country = filled(given[names.country] !== undefined ? given[names.country] : stored?.[names.country]);
    const named = countryCode(country);
    if (!named || !isCountryCode(code) || named === code) return { changes: {}, errors: [] };
    const advice = 'give one of them, or both naming the same country';
    return {
      changes: {},
      errors: [
        { field: `${prefix}${names.country}`, message: `"${country}" is ${named}, but ${names.iso2} is "${code}": ${advice}` },
        { field: `${prefix}${names.iso2}`, message: `"${code}" is not the country of ${names.country} "${country}" (${named}): ${advice}` },
      ],
    };
  }
  const country = filled(given[names.country]);
  if (!country) return { changes: {}, errors: [] };
  // Given again as it is stored (a V2 caller sends the whole address), the country keeps the code stored beside it.
  if (country === filled(stored?.[names.country]) && filled(stored?.[names.iso2])) return { changes: {}, errors: [] };
  return { changes: { [names.iso2]: countryCode(country) }, errors: [] };
}
