import { checkColumns, columnKinds, columnSpec, writableColumns } from '../../src/domain/common/columns';

const SPEC = columnSpec({
  name: 'string',
  code: { kind: 'string', length: 3 },
  notes: 'text',
  count: { kind: 'integer', min: 0 },
  quantity: { kind: 'integer', nullable: false, required: true, min: 1, max: 1000 },
  ratio: { kind: 'double', min: 2 },
  label: { kind: 'string', singleLine: true },
  code_name: { kind: 'string', filled: true, trimmed: true, singleLine: true },
  flag: 'boolean',
  maybe: { kind: 'boolean', nullable: true },
  secret: { kind: 'boolean', staffOnly: true },
  account: { kind: 'integer', staffOnly: true },
  later: { kind: 'text', create: false },
  currency: { kind: 'string', length: 3, format: 'currency' },
  meta: { kind: 'text', format: 'json' },
  since: { kind: 'datetime', staffOnly: true },
});

describe('columnSpec', () => {
  test('fills in the defaults: 255 wide strings, nullable but for flags, writable on create and update', () => {
    expect(SPEC.name).toEqual({
      kind: 'string', length: 255, nullable: true, required: false, filled: false, trimmed: false, singleLine: false, create: true, update: true, staffOnly: false, default: null,
    });
    expect(SPEC.notes.length).toBeUndefined();
    expect(SPEC.flag).toMatchObject({ nullable: false, default: false });
    expect(SPEC.maybe).toMatchObject({ nullable: true, default: null });
    expect(SPEC.quantity.default).toBeUndefined();
  });

  test('kinds for list specs, writable names per operation', () => {
    expect(columnKinds(SPEC)).toMatchObject({ name: 'string', count: 'integer', flag: 'boolean' });
    expect(writableColumns(SPEC, 'create')).not.toContain('later');
    expect(writableColumns(SPEC, 'update')).toContain('later');
  });
});

describe('checkColumns', () => {
  const create = { creating: true };

  test('a good input has no problems; fields the spec does not name are left alone', () => {
    expect(checkColumns(SPEC, { name: 'x'.repeat(255), code: 'EUR', count: 0, quantity: 1, ratio: 2, unknown: 'y'.repeat(999) }, create)).toEqual([]);
  });

  test('collects every problem at once, each with its field and the words the API has always used', () => {
    const errors = checkColumns(SPEC, { name: 'x'.repeat(256), code: 'EURO', count: -1, quantity: 0, ratio: 1.5, flag: null }, create);
    expect(errors).toEqual([
      { field: 'name', message: 'is longer than 255 characters' },
      { field: 'code', message: 'is longer than 3 characters' },
      { field: 'count', message: 'must not be negative' },
      { field: 'quantity', message: 'must be greater than 0' },
      { field: 'ratio', message: 'must be at least 2' },
      { field: 'flag', message: 'must not be null' },
    ]);
  });

  test('a most value: at it is fine, above it is named', () => {
    expect(checkColumns(SPEC, { quantity: 1000 }, create)).toEqual([]);
    expect(checkColumns(SPEC, { quantity: 1001 }, create)).toEqual([{ field: 'quantity', message: 'must be at most 1000' }]);
    expect(checkColumns(SPEC, { quantity: 2147483647 }, { creating: false, prefix: 'order_items.0.' })).toEqual([{ field: 'order_items.0.quantity', message: 'must be at most 1000' }]);
  });

  describe('text rules', () => {
    const problems = (input: Record<string, unknown>) => checkColumns(SPEC, input, { creating: false }).map((e) => `${e.field}: ${e.message}`);

    test('one line: no C0 or C1 control character, DEL or Unicode line separator; other Unicode is fine', () => {
      for (const bad of ['a\tb', 'a\nb', 'a\rb', '\u0000', 'a\u001bb', 'a\u007fb', 'a\u0085b', 'a\u009fb', 'a\u2028b', 'a\u2029b']) {
        expect([JSON.stringify(bad), problems({ label: bad })]).toEqual([JSON.stringify(bad), ['label: must be one line: no tabs, line breaks or other control characters']]);
      }
      expect(problems({ label: 'Truck 🚚 — größe, 日本' })).toEqual([]);
      // A plain string column keeps taking what it always took.
      expect(problems({ name: 'a\tb\n' })).toEqual([]);
    });

    test('filled: never blank (after trimming, whatever the whitespace), never cleared on update; one problem each', () => {
      for (const blank of ['', ' ', '   ', '\t', '\n', ' \r\n\t ', '\u00a0', '\u3000']) {
        expect([JSON.stringify(blank), problems({ code_name: blank })]).toEqual([JSON.stringify(blank), ['code_name: must not be blank']]);
      }
      expect(problems({ code_name: null })).toEqual(['code_name: must not be null']);
      expect(problems({})).toEqual([]);
    });

    test('trimmed: no whitespace at either end, inner spaces are fine', () => {
      expect(problems({ code_name: ' SKU-1' })).toEqual(['code_name: must not begin or end with whitespace']);
      expect(problems({ code_name: 'SKU-1\u00a0' })).toEqual(['code_name: must not begin or end with whitespace']);
      expect(problems({ code_name: 'SKU 1' })).toEqual([]);
    });
  });

  test('on update, a value sent as stored is no problem: a row stored before a rule survives a GET → PUT round trip', () => {
    const current = { code_name: null, label: 'a\tb', quantity: 5000 };
    expect(checkColumns(SPEC, { code_name: null, label: 'a\tb', quantity: 5000 }, { creating: false, current })).toEqual([]);
    expect(checkColumns(SPEC, { code_name: ' ', label: 'a\nb', quantity: 5001 }, { creating: false, current }).map((e) => e.field)).toEqual(['quantity', 'label', 'code_name']);
  });

  test('a column of a format is checked against it (common/formats.ts), after its width and text rules', () => {
    expect(checkColumns(SPEC, { currency: 'usd', meta: '{"a":1}' }, { creating: false })).toEqual([{ field: 'currency', message: 'must be a 3-letter ISO 4217 code' }]);
    expect(checkColumns(SPEC, { currency: 'USDT', meta: '{a:1}' }, { creating: false })).toEqual([
      { field: 'currency', message: 'is longer than 3 characters' },
      { field: 'currency', message: 'must be a 3-letter ISO 4217 code' },
      { field: 'meta', message: 'must be stringified JSON' },
    ]);
    // A value stored before the rule passes sent back as it is.
    expect(checkColumns(SPEC, { currency: 'usd' }, { creating: false, current: { currency: 'usd' } })).toEqual([]);
  });

  test('a value as stored is judged by common/same-value.ts: an instant by its moment, an empty text is not null', () => {
    const current = { since: new Date('2030-01-15T00:00:00Z'), code_name: null };
    expect(checkColumns(SPEC, { since: new Date('2030-01-15T00:00:00.000Z') }, { creating: false, staff: false, current })).toEqual([]);
    expect(checkColumns(SPEC, { since: new Date('2030-01-16T00:00:00Z') }, { creating: false, staff: false, current })).toEqual([{ field: 'since', message: 'is for staff only' }]);
    expect(checkColumns(SPEC, { code_name: '' }, { creating: false, current })).toEqual([{ field: 'code_name', message: 'must not be blank' }]);
  });

  test('text has no width', () => {
    expect(checkColumns(SPEC, { notes: 'x'.repeat(100_000), quantity: 1 }, create)).toEqual([]);
  });

  test('required on create (missing or null), not null on update, absent on update is fine', () => {
    expect(checkColumns(SPEC, {}, create)).toEqual([{ field: 'quantity', message: 'is required' }]);
    expect(checkColumns(SPEC, { quantity: null }, create)).toEqual([{ field: 'quantity', message: 'is required' }]);
    expect(checkColumns(SPEC, { quantity: null }, { creating: false })).toEqual([{ field: 'quantity', message: 'must not be null' }]);
    expect(checkColumns(SPEC, {}, { creating: false })).toEqual([]);
  });

  test('a tri-state flag may be null, a plain one may not', () => {
    expect(checkColumns(SPEC, { maybe: null, flag: null }, { creating: false })).toEqual([{ field: 'flag', message: 'must not be null' }]);
  });

  test('the prefix places the fields in the request', () => {
    expect(checkColumns(SPEC, { count: -2 }, { creating: false, prefix: 'lines.3.' })).toEqual([{ field: 'lines.3.count', message: 'must not be negative' }]);
  });

  describe('staff only', () => {
    test('checked only when the service says who calls', () => {
      expect(checkColumns(SPEC, { secret: true, quantity: 1 }, create)).toEqual([]);
      expect(checkColumns(SPEC, { secret: true, quantity: 1 }, { ...create, staff: true })).toEqual([]);
      expect(checkColumns(SPEC, { secret: true, account: 7, quantity: 1 }, { ...create, staff: false })).toEqual([
        { field: 'secret', message: 'is for staff only' },
        { field: 'account', message: 'is for staff only' },
      ]);
    });

    test('another caller may send a staff-only field at its default, or on update at its stored value', () => {
      expect(checkColumns(SPEC, { secret: false, account: null, quantity: 1 }, { ...create, staff: false })).toEqual([]);
      const current = { secret: true, account: 7 };
      expect(checkColumns(SPEC, { secret: true, account: 7 }, { creating: false, staff: false, current })).toEqual([]);
      expect(checkColumns(SPEC, { account: 8 }, { creating: false, staff: false, current })).toEqual([{ field: 'account', message: 'is for staff only' }]);
    });
  });

  test('pure: the input is not changed', () => {
    const input = Object.freeze({ name: 'x'.repeat(300), quantity: 1 });
    expect(checkColumns(SPEC, input, create)).toHaveLength(1);
  });
});
