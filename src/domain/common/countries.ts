import * as countries from 'i18n-iso-countries/index';
import english from 'i18n-iso-countries/langs/en.json';

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
