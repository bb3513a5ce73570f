/** An SQL identifier as the engines write them (names of the entities' own tables, columns and aliases, never a caller's text). */
export const quote = (name: string) => `"${name}"`;

/** Knex spreads a JS array into a list of bindings; a PostgreSQL array literal binds as one value. */
export const pgArray = (values: readonly (number | string)[]) => `{${values.join(',')}}`;
