/**
 * Whether a value sent for a field is the value the field holds, so that sending it asks for no
 * change. Two places ask: checkColumns (common/columns.ts), where a column sent at its stored value
 * is no problem (a staff-only column from another caller, a row stored before a rule), and the V2
 * facade (rest/tolerance.ts), where a read-only field sent back at its value (a body read from a GET
 * and sent back) passes silently.
 *
 * Values are taken as a V2 body carries them: text for a number, a flag or an instant (a form sends
 * every scalar as text, a JSON client may send a number as a string); an instant by the moment it
 * names (2030-01-15T00:00:00Z and 2030-01-15T00:00:00.000Z, or a Date); a list element by element;
 * an object on the keys sent.
 */
export interface SameValueOptions {
  /**
   * An empty text stands for no value (null), as in a form, which has no null. Only where the value
   * is not written (the V2 facade's read-only fields): a column written '' holds '', not null.
   */
  emptyTextIsNull?: boolean;
}

export function sameValue(sent: unknown, stored: unknown, options: SameValueOptions = {}): boolean {
  const absent = (v: unknown) => v === null || v === undefined || (options.emptyTextIsNull === true && v === '');
  if (absent(sent) || absent(stored)) return absent(sent) && absent(stored);
  if (Array.isArray(sent)) return Array.isArray(stored) && sent.length === stored.length && sent.every((v, i) => sameValue(v, stored[i], options));
  if (sent instanceof Date || stored instanceof Date) return sameInstant(sent, stored);
  if (typeof sent === 'object') {
    return typeof stored === 'object' && !Array.isArray(stored) && Object.entries(sent as object).every(([k, v]) => sameValue(v, (stored as Record<string, unknown>)[k], options));
  }
  if (typeof stored === 'object') return false;
  if (String(sent) === String(stored)) return true;
  // A number and its text (5 and "5.0"); two texts are compared as text ("5" is not "5.0").
  if (typeof sent === 'string' && typeof stored === 'string') return sameInstant(sent, stored);
  const text = typeof sent === 'string' ? sent : typeof stored === 'string' ? stored : null;
  return text !== null && text.trim() !== '' && (typeof sent === 'number' || typeof stored === 'number') && Number(sent) === Number(stored);
}

/** The moment a Date or an ISO 8601 text names (NaN for anything else). */
function instant(value: unknown): number {
  if (value instanceof Date) return value.getTime();
  return typeof value === 'string' && /^\d{4}-\d\d-\d\d/.test(value) ? Date.parse(value) : Number.NaN;
}

function sameInstant(a: unknown, b: unknown): boolean {
  const [t, u] = [instant(a), instant(b)];
  return !Number.isNaN(t) && t === u;
}
