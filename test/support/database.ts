/** The migrated database each test file clones (see global-setup.ts). */
export const TEMPLATE = 'forklift_test_template';

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
