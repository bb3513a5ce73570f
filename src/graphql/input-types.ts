import { type GraphQLSchema, coerceInputValue, isInputObjectType, isObjectType } from 'graphql';

/**
 * True when `field` is not writable through the input type but exists on the resource it writes
 * (ItemCreateInput → Item): the caller tried to set a response-only field.
 */
export function isResponseOnly(schema: GraphQLSchema | undefined, inputTypeName: string, field: string): boolean {
  const output = schema?.getType(inputTypeName.replace(/(Create|Update)?Input$/, ''));
  return !!output && isObjectType(output) && field in output.getFields();
}

/**
 * Bulk requests take their resources as JSON so that one bad resource fails alone: each is
 * coerced to the input type here and either becomes an input or names its own problems.
 */
export function coerceEach<T>(schema: GraphQLSchema, inputTypeName: string, values: unknown[]): ({ input: T } | { error: string })[] {
  const type = schema.getType(inputTypeName);
  if (!type || !isInputObjectType(type)) throw new Error(`coerceEach: ${inputTypeName} is not an input type`);
  return values.map((value) => {
    const problems: string[] = [];
    const input = coerceInputValue(value, type, (path, _invalid, error) => {
      const field = path.join('.');
      problems.push(field ? `${field}: ${error.message}` : error.message);
    });
    return problems.length ? { error: problems.join('; ') } : { input: input as T };
  });
}
