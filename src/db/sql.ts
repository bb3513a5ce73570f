/** An SQL identifier as the engines write them (names of the entities' own tables, columns and aliases, never a caller's text). */
export const quote = (name: string) => `"${name}"`;

/** An SQL string literal of a constant of the code's own (a status name, a GraphQL type's name), never a caller's text. */
export const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** Knex spreads a JS array into a list of bindings; a PostgreSQL array literal binds as one value. */
export const pgArray = (values: readonly (number | string)[]) => `{${values.join(',')}}`;
