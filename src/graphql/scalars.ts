import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** Years PostgreSQL reads back from an ISO string: it has no year 0, and writes 10000 as +010000. */
const storable = (date: Date) => date.getUTCFullYear() >= 1 && date.getUTCFullYear() <= 9999;

function parseDateTime(value: unknown): Date {
  if (typeof value === 'string' && ISO_DATE_TIME.test(value)) {
    const date = new Date(value);
    if (!Number.isNaN(date.getTime()) && storable(date)) return date;
  }
  throw new GraphQLError(`DateTime must be an ISO 8601 date-time, got ${JSON.stringify(value)}`);
}

export const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  serialize: (value) => (value instanceof Date ? value.toISOString() : new Date(value as string).toISOString()),
  parseValue: parseDateTime,
  parseLiteral: (ast) => parseDateTime(ast.kind === Kind.STRING ? ast.value : undefined),
});

function parseDate(value: unknown): string {
  if (typeof value === 'string' && ISO_DATE.test(value) && !Number.isNaN(new Date(`${value}T00:00:00Z`).getTime())) {
    const date = new Date(`${value}T00:00:00Z`);
    if (date.toISOString().startsWith(value) && storable(date)) return value;
  }
  throw new GraphQLError(`Date must be a calendar date YYYY-MM-DD, got ${JSON.stringify(value)}`);
}

export const DateScalar = new GraphQLScalarType({
  name: 'Date',
  serialize: (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value)),
  parseValue: parseDate,
  parseLiteral: (ast) => parseDate(ast.kind === Kind.STRING ? ast.value : undefined),
});

function literal(ast: import('graphql').ValueNode): unknown {
  switch (ast.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
      return ast.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(ast.value);
    case Kind.OBJECT:
      return Object.fromEntries(ast.fields.map((f) => [f.name.value, literal(f.value)]));
    case Kind.LIST:
      return ast.values.map(literal);
    default:
      return null;
  }
}

export const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: literal,
});

function parseLong(value: unknown): number {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  if (typeof value === 'string' && /^-?\d{1,16}$/.test(value) && Number.isSafeInteger(Number(value))) return Number(value);
  throw new GraphQLError(`Long must be an integer, got ${JSON.stringify(value)}`);
}

/** Event ids: bigint in PostgreSQL, safe JavaScript integers in practice (2^53). */
export const LongScalar = new GraphQLScalarType({
  name: 'Long',
  serialize: (value) => Number(value),
  parseValue: parseLong,
  parseLiteral: (ast) => parseLong(ast.kind === Kind.INT || ast.kind === Kind.STRING ? ast.value : undefined),
});
