import { badInput } from '../../shared/errors';

export const DEFAULT_PER_PAGE = 25;
export const MAX_PER_PAGE = 250;

export interface PageArgs {
  page?: number | null;
  per_page?: number | null;
  /** Relay-style alternative: `first` rows after the opaque cursor `after`. */
  first?: number | null;
  after?: string | null;
}

export interface Window {
  offset: number;
  limit: number;
}

export const encodeCursor = (offset: number) => Buffer.from(`offset:${offset}`).toString('base64url');

function decodeCursor(cursor: string): number {
  const match = /^offset:(\d{1,9})$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match) throw badInput('after', 'is not a cursor this API issued');
  return Number(match[1]);
}

function bounded(field: string, value: number, min: number, max: number): number {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw badInput(field, `must be an integer from ${min} to ${max}`);
  }
  return value;
}

export function pageWindow(args: PageArgs): Window {
  const limit = bounded(args.first != null ? 'first' : 'per_page', args.first ?? args.per_page ?? DEFAULT_PER_PAGE, 1, MAX_PER_PAGE);
  if (args.after != null) return { limit, offset: decodeCursor(args.after) + 1 };
  const page = bounded('page', args.page ?? 1, 1, 10_000_000);
  return { limit, offset: (page - 1) * limit };
}
