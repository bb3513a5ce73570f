import { formatProblem } from '../../src/domain/common/formats';

/** Text formats of columns (src/domain/common/formats.ts), checked by checkColumns where a column names one. */

describe('formatProblem', () => {
  it('currency: three capital letters, as ISO 4217 writes a code', () => {
    for (const good of ['USD', 'EUR', 'GBP']) expect(formatProblem('currency', good)).toBeNull();
    for (const bad of ['usd', 'US', 'USDT', 'US$', ' USD', '']) {
      expect([bad, formatProblem('currency', bad)]).toEqual([bad, 'must be a 3-letter ISO 4217 code']);
    }
  });

  it('json: text that parses as JSON, whatever it holds', () => {
    for (const good of ['{"gift":true}', '[]', '"text"', '12', 'null']) expect(formatProblem('json', good)).toBeNull();
    for (const bad of ['{gift: true}', '', "{'a':1}", '{"a":1']) expect([bad, formatProblem('json', bad)]).toEqual([bad, 'must be stringified JSON']);
  });
});
