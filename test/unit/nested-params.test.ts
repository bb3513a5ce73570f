import { ForkliftError } from '../../src/shared/errors';
import { parseNestedParams } from '../../src/rest/params';

/** Rack's nested query parameters, as V2 callers write them (src/rest/params.ts). */

const plain = (value: unknown) => JSON.parse(JSON.stringify(value));

describe('parseNestedParams', () => {
  it('reads flat, bracketed and repeated keys the way Rack does', () => {
    expect(plain(parseNestedParams('sku=A+1&title=caf%C3%A9&empty=&flag'))).toEqual({ sku: 'A 1', title: 'café', empty: '', flag: '' });
    expect(plain(parseNestedParams('ids[]=1&ids[]=2'))).toEqual({ ids: ['1', '2'] });
    expect(plain(parseNestedParams('order[shipping][city]=Columbus&order[email]=a%40b.co'))).toEqual({ order: { shipping: { city: 'Columbus' }, email: 'a@b.co' } });
  });

  it('groups `list[][key]` into elements, a repeated key starting the next one', () => {
    const q = 'order_items[][item_id]=7&order_items[][quantity]=2&order_items[][item_id]=8&order_items[][quantity]=1';
    expect(plain(parseNestedParams(q))).toEqual({ order_items: [{ item_id: '7', quantity: '2' }, { item_id: '8', quantity: '1' }] });
    expect(plain(parseNestedParams('a[][b][c]=1&a[][b][d]=2&a[][b][c]=3'))).toEqual({ a: [{ b: { c: '1', d: '2' } }, { b: { c: '3' } }] });
  });

  it('keeps __proto__ and constructor as plain keys', () => {
    const params = parseNestedParams('__proto__[polluted]=1&constructor=x');
    expect(Object.getPrototypeOf(params)).toBeNull();
    expect(Object.keys(params)).toEqual(['__proto__', 'constructor']);
    expect(plain(params['__proto__'])).toEqual({ polluted: '1' });
    expect(params.constructor).toBe('x');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses with 400 naming query: bad percent-encoding, a key both value and list, nesting too deep', () => {
    const refusal = (query: string) => {
      try {
        parseNestedParams(query);
      } catch (e) {
        return e instanceof ForkliftError ? { code: e.code, field: e.field, message: e.message } : e;
      }
      return 'accepted';
    };
    expect(refusal('a=%E0%A4%A')).toEqual({ code: 'BAD_REQUEST', field: 'query', message: '"%E0%A4%A" is not valid percent-encoding' });
    expect(refusal('a=1&a[]=2')).toEqual({ code: 'BAD_REQUEST', field: 'query', message: 'parameter a is both a value and a list' });
    expect(refusal('a=1&a[b]=2')).toEqual({ code: 'BAD_REQUEST', field: 'query', message: 'parameter a is both a value and an object' });
    expect(refusal(`a${'[b]'.repeat(40)}=1`)).toEqual({ code: 'BAD_REQUEST', field: 'query', message: 'parameters are nested too deeply' });
  });
});
