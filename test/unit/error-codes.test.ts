import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ApolloServerErrorCode, ApolloServerValidationErrorCode } from '@apollo/server/errors';
import { type GraphQLEnumType, isEnumType } from 'graphql';
import { HTTP_STATUS } from '../../src/graphql/error-codes';
import { buildSchema } from '../../src/graphql/schema';
import { codeWordOf, statusOf } from '../../src/rest/errors';
import { openApiDocument } from '../../src/rest/openapi/document';
import { compileRoute } from '../../src/rest/router';
import { routes } from '../../src/rest/routes';

/**
 * The schema's `enum ErrorCode` (schema/errors.graphql) is the list of every `extensions.code` the
 * service answers: each code the source throws or passes on is in it, each value is documented and has
 * an HTTP status whose REST word the OpenAPI Error schema declares, and the README lists them all.
 */

const root = path.join(__dirname, '../..');
const schema = buildSchema();
const enumType = schema.getType('ErrorCode') as GraphQLEnumType;
const schemaCodes = enumType.getValues().map((v) => v.name);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return file.endsWith('.ts') && !file.endsWith('generated.ts') ? [file] : [];
  });
}

/** Node's errno codes that src/ compares with: never an answer's code. */
const NOT_ANSWERS = new Set(['EPERM']);

/** Every code src/ throws (`new ForkliftError('X'`), sets (`code: 'X'`) or tests for (`code === 'X'`). */
function codesInSource(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of sourceFiles(path.join(root, 'src'))) {
    const text = readFileSync(file, 'utf8');
    for (const [, code] of text.matchAll(/(?:ForkliftError\(\s*|\bcode(?::\s*|\s*===\s*))'([A-Z][A-Z_]+)'/g)) {
      if (!NOT_ANSWERS.has(code)) found.set(code, path.relative(root, file));
    }
  }
  return found;
}

/** Apollo's codes it never answers with here, and why. */
const APOLLO_NEVER: Record<string, string> = {
  PERSISTED_QUERY_NOT_SUPPORTED: 'automatic persisted queries are on (src/server.ts leaves persistedQueries at its default)',
  INTROSPECTION_DISABLED: 'introspection is on (src/server.ts)',
  MAX_RECURSIVE_SELECTIONS_EXCEEDED: 'maxRecursiveSelections is not set; src/limits bounds depth and cost itself',
};

describe('enum ErrorCode', () => {
  it('is an enum whose every value says when it is answered', () => {
    expect(isEnumType(enumType)).toBe(true);
    expect(enumType.description).toBeTruthy();
    const undocumented = enumType.getValues().filter((v) => !v.description?.trim()).map((v) => v.name);
    expect(undocumented).toEqual([]);
  });

  it('holds every code the source throws, sets or tests for', () => {
    const found = codesInSource();
    expect(found.size).toBeGreaterThan(8);
    const missing = [...found].filter(([code]) => !schemaCodes.includes(code)).map(([code, file]) => `${code} (${file})`);
    expect(missing).toEqual([]);
  });

  it("holds every code Apollo Server answers with, but for those this server's configuration rules out", () => {
    const apollo = [...Object.values(ApolloServerErrorCode), ...Object.values(ApolloServerValidationErrorCode)] as string[];
    expect(apollo.filter((code) => !(code in APOLLO_NEVER) && !schemaCodes.includes(code))).toEqual([]);
    expect(Object.keys(APOLLO_NEVER).filter((code) => schemaCodes.includes(code) || !apollo.includes(code))).toEqual([]);
  });

  it('holds nothing that is never answered: each value is in the source or is one of Apollo’s', () => {
    const answered = new Set([...codesInSource().keys(), ...(Object.values(ApolloServerErrorCode) as string[])]);
    expect(schemaCodes.filter((code) => !answered.has(code))).toEqual([]);
  });

  it('gives each code an HTTP status, and the REST word for it is in the OpenAPI Error schema', () => {
    // The refusals of a record's state keep the original's statuses but differ in their word.
    const refusals = ['INVALID_TRANSITION', 'NOT_EDITABLE', 'INSUFFICIENT_STOCK', 'ADDRESS_UNVERIFIED'] as const;
    expect(refusals.map((code) => [statusOf({ code, message: '', errors: [] }, true), statusOf({ code, message: '', errors: [] })])).toEqual(refusals.map(() => [405, 422]));
    expect(new Set(refusals.map((code) => codeWordOf({ code, message: '', errors: [] }))).size).toBe(refusals.length);
    expect(Object.keys(HTTP_STATUS).sort()).toEqual([...schemaCodes].sort());
    const doc = openApiDocument(schema, routes.map((route) => compileRoute(schema, route))) as { components: { schemas: Record<string, { properties: { code: { enum: string[] } } }> } };
    const words = doc.components.schemas.Error.properties.code.enum;
    for (const code of schemaCodes) {
      for (const isAction of [false, true]) {
        const error = { code: code as keyof typeof HTTP_STATUS, message: '', errors: [] };
        const status = statusOf(error, isAction);
        expect({ code, status, word: codeWordOf(error, isAction) }).toEqual({ code, status, word: expect.any(String) });
        expect(words).toContain(codeWordOf(error, isAction));
      }
    }
  });

  it("is listed in the README's Errors section", () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    const section = /\n## Errors\n([\s\S]*?)\n## /.exec(readme)?.[1] ?? '';
    expect(schemaCodes.filter((code) => !section.includes(`\`${code}\``))).toEqual([]);
  });
});
