import { type DocumentNode, GraphQLError, type GraphQLSchema, validate } from 'graphql';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { createComplexityRule } from 'graphql-query-complexity';
import { ForkliftError } from '../shared/errors';
import { costEstimator } from './cost';
import type { LimitOptions } from './options';

export interface OperationCheck {
  /** The operation's requested cost (0 when its variables are invalid: execution then refuses them by name). */
  cost: number;
  /** Why it may not run (depth, aliases, cost, size or paging), or null. */
  refusal: ForkliftError | null;
}

/** Fields (fragments expanded) costed at most: a document of fragment spreads can multiply far past its size. */
const MAX_FIELDS = 10_000;

const refusal = (message: string) => new ForkliftError('BAD_USER_INPUT', message, [{ field: 'query', message }]);

/** graphql-armor says "…limit of 10 exceeded, found 12."; the number found, for our own words. */
const found = (error: GraphQLError) => /found (\d+)/.exec(error.message)?.[1];

/**
 * Checks a parsed, schema-valid operation against the depth, alias and cost limits, in one pass over
 * the document and before anything runs: /graphql over HTTP and graphql-ws alike.
 */
export function operationChecker(schema: GraphQLSchema, limits: Pick<LimitOptions, 'maxDepth' | 'maxAliases' | 'maxCost'>) {
  const estimator = costEstimator(schema);
  // The same document (parsed once and cached by Apollo) with the same operation and variables is
  // checked once: the check walks the whole document with three validation rules.
  const checked = new WeakMap<DocumentNode, Map<string, OperationCheck>>();
  const check = checkOnce(schema, limits, estimator);
  return (document: DocumentNode, operationName: string | undefined, variables: Record<string, unknown> | undefined): OperationCheck => {
    const key = JSON.stringify([operationName ?? null, variables ?? null]);
    let byKey = checked.get(document);
    if (!byKey) checked.set(document, (byKey = new Map()));
    let result = byKey.get(key);
    if (!result) {
      result = check(document, operationName, variables);
      if (byKey.size < 100) byKey.set(key, result);
    }
    return result;
  };
}

function checkOnce(schema: GraphQLSchema, limits: Pick<LimitOptions, 'maxDepth' | 'maxAliases' | 'maxCost'>, estimator: ReturnType<typeof costEstimator>) {
  return (document: DocumentNode, operationName: string | undefined, variables: Record<string, unknown> | undefined): OperationCheck => {
    let cost = 0;
    const refusals: ForkliftError[] = [];
    const rules = [
      maxDepthRule({
        n: limits.maxDepth,
        // A fragment is its fields, not a level of its own.
        flattenFragments: true,
        propagateOnRejection: false,
        onReject: [(_ctx, e) => void refusals.push(refusal(`query depth ${found(e) ? `${found(e)} ` : ''}is over the limit of ${limits.maxDepth}`))],
      }),
      maxAliasesRule({
        n: limits.maxAliases,
        propagateOnRejection: false,
        onReject: [(_ctx, e) => void refusals.push(refusal(`query has ${found(e) ? `${found(e)} aliases, over` : 'more aliases than'} the limit of ${limits.maxAliases}`))],
      }),
      createComplexityRule({
        maximumComplexity: Infinity,
        estimators: [estimator],
        operationName,
        variables,
        maxQueryNodes: MAX_FIELDS,
        onComplete: (complexity: number) => void (cost = complexity),
      }),
    ];
    try {
      // Only these rules: the schema's own validation has passed already. Their other reports (a bad
      // variable) are left to execution, which names the field.
      validate(schema, document, rules);
    } catch (e) {
      // Paging the list would refuse when it ran (cost.ts pageSize): refused now, in the list's own words.
      if (e instanceof ForkliftError) return { cost: 0, refusal: e };
      if (!(e instanceof GraphQLError)) throw e;
      return { cost: 0, refusal: refusal(`query selects more than ${MAX_FIELDS} fields once its fragments are expanded`) };
    }
    if (!refusals.length && cost > limits.maxCost) {
      refusals.push(refusal(`query cost ${cost} exceeds the limit of ${limits.maxCost} points; ask for smaller pages (first, per_page)`));
    }
    return { cost, refusal: refusals[0] ?? null };
  };
}
