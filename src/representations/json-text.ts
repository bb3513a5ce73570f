import { randomBytes } from 'node:crypto';

/**
 * A value of an answer that is already JSON text (a page PostgreSQL wrote, db/json-rows.ts): written
 * into the answer as it is by stringifyAnswer, never parsed. Anything else that serializes the
 * answer (JSON.stringify, a logger) gets the value it stands for.
 */
export class JsonText {
  constructor(readonly text: string) {}

  toJSON(): unknown {
    if (splicing) {
      splicing.push(this.text);
      return `${MARK}${splicing.length - 1}`;
    }
    return JSON.parse(this.text);
  }
}

/** Set while stringifyAnswer runs (it is synchronous): the texts met, in order. */
let splicing: string[] | null = null;

/** A stand-in no stored text can hold (PostgreSQL stores no NUL), made unguessable besides. */
const MARK = `\u0000json-text-${randomBytes(6).toString('hex')}:`;
const STAND_IN = new RegExp(`"${JSON.stringify(MARK).slice(1, -1).replace(/\\/g, '\\\\')}(\\d+)"`, 'g');

/** JSON.stringify of an answer, each JsonText in it written as its text. */
export function stringifyAnswer(value: unknown): string {
  const texts: string[] = [];
  splicing = texts;
  let json: string;
  try {
    json = JSON.stringify(value);
  } finally {
    splicing = null;
  }
  return texts.length ? json.replace(STAND_IN, (_, i: string) => texts[Number(i)]) : json;
}

const PAGES = Symbol('json pages');

interface Delivered {
  path: readonly (string | number)[];
  text: string;
}

/** The root value of an execution that takes pages as JSON text: resolvers hand theirs to it (graphql/look-ahead.ts jsonNodes). */
export interface JsonPagesRoot {
  [PAGES]: Delivered[];
}

export const jsonPagesRoot = (): JsonPagesRoot => ({ [PAGES]: [] });

/** Where a resolver hands the JSON text of the list at `path` of the answer, or null when the execution does not take it. */
export function jsonPageSink(rootValue: unknown): ((path: readonly (string | number)[], text: string) => void) | null {
  const pages = (rootValue as Partial<JsonPagesRoot> | null | undefined)?.[PAGES];
  return pages ? (path, text) => pages.push({ path, text }) : null;
}

/** `data` with each delivered page's text in place of the (empty) list the execution left at its path. */
export function withJsonPages(root: JsonPagesRoot, data: unknown): void {
  for (const { path, text } of root[PAGES]) {
    let holder = data as Record<string | number, unknown> | null | undefined;
    for (const key of path.slice(0, -1)) holder = holder?.[key] as typeof holder;
    const last = path[path.length - 1];
    if (holder && Array.isArray(holder[last])) holder[last] = new JsonText(text);
  }
}

const ANSWER = Symbol('answer as payload text');

/**
 * The root value of a write the REST facade runs for its answer's text (rest/router.ts): the
 * mutation hands over the payload its unit rendered for the resource it answers with
 * (graphql/schema.ts answerOf), the resource as its GET shows it, so the facade sends that text
 * instead of GraphQL resolving the resource field by field.
 */
export interface PayloadAnswerRoot {
  [ANSWER]: { text: string | null };
}

export const payloadAnswerRoot = (): PayloadAnswerRoot => ({ [ANSWER]: { text: null } });

/** Where a mutation hands its answer's payload, or null when the execution does not take it. */
export function payloadAnswerSink(rootValue: unknown): ((payload: unknown) => void) | null {
  const answer = (rootValue as Partial<PayloadAnswerRoot> | null | undefined)?.[ANSWER];
  return answer ? (payload) => void (answer.text = JSON.stringify(payload)) : null;
}

/** The payload text handed over, or null when the write rendered none for its resource. */
export const payloadAnswerText = (root: PayloadAnswerRoot) => root[ANSWER].text;
