/** Knex spreads a JS array into a list of bindings; a PostgreSQL array literal binds as one value. */
export const pgArray = (values: readonly (number | string)[]) => `{${values.join(',')}}`;
