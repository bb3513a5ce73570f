/**
 * Text a column holds in a format of its own, beyond its kind and width (common/columns.ts `format`):
 * each rule said once here, checked by checkColumns wherever the column is written.
 */
export type TextFormat = 'currency' | 'json';

/**
 * A currency code as ISO 4217 writes it: three capital letters (USD, EUR). An order line copies its
 * item's currency into a 3-character column, and carriers read it back, so "usd" or "US$" is refused
 * where it is written rather than met later.
 */
function currencyProblem(text: string): string | null {
  return /^[A-Z]{3}$/.test(text) ? null : 'must be a 3-letter ISO 4217 code';
}

/** Stringified JSON, as the original V2 API keeps meta_data: stored as text, handed back as sent, parsed by the caller. */
function jsonTextProblem(text: string): string | null {
  try {
    JSON.parse(text);
    return null;
  } catch {
    return 'must be stringified JSON';
  }
}

const RULES: Record<TextFormat, (text: string) => string | null> = { currency: currencyProblem, json: jsonTextProblem };

/** What is wrong with `text` for its format, if anything. */
export const formatProblem = (format: TextFormat, text: string): string | null => RULES[format](text);
