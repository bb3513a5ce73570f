import { type GraphQLSchema, isObjectType } from 'graphql';

/**
 * True when `field` is not writable through the input type but exists on the resource it writes
 * (ItemCreateInput → Item): the caller tried to set a response-only field.
 */
export function isResponseOnly(schema: GraphQLSchema | undefined, inputTypeName: string, field: string): boolean {
  const output = schema?.getType(inputTypeName.replace(/(Create|Update)?Input$/, ''));
  return !!output && isObjectType(output) && field in output.getFields();
}
