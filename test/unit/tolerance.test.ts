import { settleDropped } from '../../src/rest/tolerance';

/** What the tolerant V2 facade makes of the fields a body carried that nothing writes (src/rest/tolerance.ts). */

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

  it('takes a form\'s empty value for the null stored', async () => {
    const stored = async () => ({ id: 7, shipped_at: null });
    expect(await settleDropped([{ field: 'shipped_at', value: '', readOnly: true }], stored)).toEqual({ ignored: [], errors: [] });
  });

  it('when the resource cannot be read, names them all as ignored (the write itself answers 404)', async () => {
    expect(await settleDropped(dropped, async () => undefined)).toEqual({ ignored: ['id', 'address.city', 'tms_id'], errors: [] });
  });
});
