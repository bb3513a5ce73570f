import { sameValue, settleDropped } from '../../src/rest/tolerance';

/** The tolerant V2 facade's comparison of a sent value with the stored one (src/rest/tolerance.ts). */

describe('sameValue', () => {
  it('takes a form’s text for the number, flag or instant stored', () => {
    expect(sameValue('5', 5)).toBe(true);
    expect(sameValue('5.0', 5)).toBe(true);
    expect(sameValue('true', true)).toBe(true);
    expect(sameValue('2030-01-15T00:00:00Z', '2030-01-15T00:00:00.000Z')).toBe(true);
    expect(sameValue('2030-01-15T00:00:00+01:00', '2030-01-14T23:00:00.000Z')).toBe(true);
  });

  it('takes null, undefined and the empty string as the same absence', () => {
    for (const sent of [null, undefined, '']) for (const stored of [null, undefined, '']) expect(sameValue(sent, stored)).toBe(true);
    expect(sameValue('', 0)).toBe(false);
    expect(sameValue(0, null)).toBe(false);
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
    expect(sameValue('2030-01-15', '2030-01-16T00:00:00.000Z')).toBe(false);
    expect(sameValue('x', { a: 1 })).toBe(false);
  });
});

describe('settleDropped', () => {
  const dropped = [
    { field: 'id', value: '7', readOnly: true },
    { field: 'address.city', value: 'Dayton', readOnly: true },
    { field: 'tms_id', value: 'x', readOnly: false },
  ];

  it('on a create drops and names every such field', async () => {
    expect(await settleDropped(dropped, null)).toEqual({ ignored: ['id', 'address.city', 'tms_id'], errors: [] });
  });

  it('on an update passes read-only fields at their stored value and refuses the others by name', async () => {
    const stored = async () => ({ id: 7, address: { city: 'Columbus' } });
    expect(await settleDropped(dropped, stored)).toEqual({
      ignored: ['tms_id'],
      errors: [{ field: 'address.city', message: 'is response-only: it may be sent only at its current value' }],
    });
  });

  it('when the resource cannot be read, names them all as ignored (the write itself answers 404)', async () => {
    expect(await settleDropped(dropped, async () => undefined)).toEqual({ ignored: ['id', 'address.city', 'tms_id'], errors: [] });
  });
});
