import { sameValue } from '../../src/domain/common/same-value';

/** Whether a field sent at a value asks for no change (src/domain/common/same-value.ts): columns.ts and the V2 tolerance both ask it. */

describe('sameValue', () => {
  it('takes a form’s text for the number, flag or instant stored', () => {
    expect(sameValue('5', 5)).toBe(true);
    expect(sameValue('5.0', 5)).toBe(true);
    expect(sameValue(5, '5.0')).toBe(true);
    expect(sameValue('true', true)).toBe(true);
    expect(sameValue('2030-01-15T00:00:00Z', '2030-01-15T00:00:00.000Z')).toBe(true);
    expect(sameValue('2030-01-15T00:00:00+01:00', '2030-01-14T23:00:00.000Z')).toBe(true);
  });

  it('compares instants by the moment, as text or as Date', () => {
    expect(sameValue(new Date('2030-01-15T00:00:00Z'), new Date('2030-01-15T00:00:00.000Z'))).toBe(true);
    expect(sameValue('2030-01-15T00:00:00Z', new Date('2030-01-15T00:00:00Z'))).toBe(true);
    expect(sameValue(new Date('2030-01-15T00:00:00Z'), new Date('2030-01-15T00:00:01Z'))).toBe(false);
    expect(sameValue(new Date('2030-01-15T00:00:00Z'), 'soon')).toBe(false);
    expect(sameValue(new Date(Number.NaN), new Date(Number.NaN))).toBe(false);
  });

  it('takes null and undefined as the same absence; the empty text too only where asked (a form has no null)', () => {
    for (const sent of [null, undefined]) for (const stored of [null, undefined]) expect(sameValue(sent, stored)).toBe(true);
    expect(sameValue('', null)).toBe(false);
    expect(sameValue(null, '')).toBe(false);
    const form = { emptyTextIsNull: true };
    for (const sent of [null, undefined, '']) for (const stored of [null, undefined, '']) expect(sameValue(sent, stored, form)).toBe(true);
    expect(sameValue('', 0, form)).toBe(false);
    expect(sameValue(0, null, form)).toBe(false);
    expect(sameValue({ city: '' }, { city: null }, form)).toBe(true);
  });

  it('compares lists element by element and objects on the keys sent', () => {
    expect(sameValue(['1', 2], [1, 2])).toBe(true);
    expect(sameValue([1], [1, 2])).toBe(false);
    expect(sameValue({ city: 'Columbus' }, { city: 'Columbus', zip: '43215' })).toBe(true);
    expect(sameValue({ city: 'Dayton' }, { city: 'Columbus' })).toBe(false);
    expect(sameValue({}, [])).toBe(false);
    expect(sameValue([], {})).toBe(false);
  });

  it('tells different values apart', () => {
    expect(sameValue('6', 5)).toBe(false);
    expect(sameValue(' ', 0)).toBe(false);
    expect(sameValue('5', '5.0')).toBe(false);
    expect(sameValue(true, 1)).toBe(false);
    expect(sameValue('2030-01-15', '2030-01-16T00:00:00.000Z')).toBe(false);
    expect(sameValue('x', { a: 1 })).toBe(false);
  });
});
