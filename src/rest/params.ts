import { ForkliftError } from '../shared/errors';

/** Objects without a prototype: a key named __proto__ or constructor is just a key. */
type Params = Record<string, unknown>;
const makeParams = (): Params => Object.create(null);
/** A JSON object (not an array): a level of parameters, a resource, a request body of fields. */
export const isObject = (v: unknown): v is Params => typeof v === 'object' && v !== null && !Array.isArray(v);

const MAX_DEPTH = 32;

function malformed(message: string): ForkliftError {
  return new ForkliftError('BAD_REQUEST', message, [{ field: 'query', message }]);
}

function hasKey(params: Params, key: string): boolean {
  // `a[][b][c]=1`: the child key is `b][c`; it is present when the whole path is.
  const steps = key.split(/\]\[|\]|\[/).filter(Boolean);
  let node: unknown = params;
  for (const step of steps) {
    if (!isObject(node) || !(step in node)) return false;
    node = node[step];
  }
  return true;
}

/**
 * Rack's nested-parameter rules, which V2 callers are written against:
 * `order_items[][item_id]=7&order_items[][quantity]=2` is one element with both keys, and a
 * repeated key starts the next element.
 */
function normalize(params: Params, name: string, value: string, depth: number): Params {
  if (depth > MAX_DEPTH) throw malformed('parameters are nested too deeply');
  const match = /^[[\]]*([^[\]]+)\]*/.exec(name);
  const key = match?.[1] ?? '';
  const after = match ? name.slice(match[0].length) : '';
  if (!key) return params;
  const existing = params[key];
  if (after === '') {
    params[key] = value;
  } else if (after === '[]') {
    if (existing !== undefined && !Array.isArray(existing)) throw malformed(`parameter ${key} is both a value and a list`);
    params[key] = [...((existing as unknown[]) ?? []), value];
  } else if (after.startsWith('[]')) {
    const child = /^\[\]\[([^[\]]+)\]$/.exec(after)?.[1] ?? after.slice(2);
    if (existing !== undefined && !Array.isArray(existing)) throw malformed(`parameter ${key} is both a value and a list`);
    const list = (existing as unknown[]) ?? [];
    const last = list[list.length - 1];
    if (isObject(last) && !hasKey(last, child)) normalize(last, child, value, depth + 1);
    else list.push(normalize(makeParams(), child, value, depth + 1));
    params[key] = list;
  } else {
    if (existing !== undefined && !isObject(existing)) throw malformed(`parameter ${key} is both a value and an object`);
    params[key] = normalize((existing as Params) ?? makeParams(), after, value, depth + 1);
  }
  return params;
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    throw malformed(`"${text.slice(0, 40)}" is not valid percent-encoding`);
  }
}

export function parseNestedParams(query: string): Params {
  const params = makeParams();
  for (const pair of query.split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    normalize(params, decode(eq < 0 ? pair : pair.slice(0, eq)), decode(eq < 0 ? '' : pair.slice(eq + 1)), 0);
  }
  return params;
}
