import { type ASTNode, type DocumentNode, GraphQLError, type GraphQLSchema, getNamedType, TypeInfo, validate, visit, visitWithTypeInfo } from 'graphql';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { createComplexityRule } from 'graphql-query-complexity';
import { ForkliftError } from '../shared/errors';
import { costEstimator, isConnection } from './cost';
import type { LimitOptions } from './options';

export interface OperationCheck {
  /**
   * The operation's requested cost. Variables that do not size a page cannot change it, so a request
   * whose other variables are invalid (execution refuses them by name) is charged what a valid one of
   * its document and paging was; 0 while none has been.
   */
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
  // The same document (parsed once and cached by Apollo) with the same operation and the same values
  // of the variables that can change the outcome is checked once: the check walks the whole document
  // with three validation rules, and coerces every variable (an order create's whole input).
  const documents = new WeakMap<DocumentNode, { sizing: string[]; outcomes: Map<string, OperationCheck> }>();
  const check = checkOnce(schema, limits, estimator);
  return (document: DocumentNode, operationName: string | undefined, variables: Record<string, unknown> | undefined): OperationCheck => {
    let known = documents.get(document);
    if (!known) documents.set(document, (known = { sizing: sizingVariables(schema, document), outcomes: new Map() }));
    // A variable left out (its default applies) is told apart from one given as null: [] against [null].
    const key = JSON.stringify([operationName ?? null, known.sizing.map((name) => (variables && Object.hasOwn(variables, name) ? [variables[name]] : []))]);
    let result = known.outcomes.get(key);
    if (!result) {
      const fresh = check(document, operationName, variables);
      if (fresh.variablesValid && known.outcomes.size < 100) known.outcomes.set(key, fresh.result);
      result = fresh.result;
    }
    return result;
  };
}

/**
 * The variables the check's outcome can depend on: those in a connection's arguments (its page
 * size is the cost's factor, and paging refuses bad values) and in directives (@skip and @include
 * drop fields). Depth and aliases are the document's alone.
 */
function sizingVariables(schema: GraphQLSchema, document: DocumentNode): string[] {
  const names = new Set<string>();
  const collect = (nodes: readonly ASTNode[] | undefined) => nodes?.forEach((node) => visit(node, { Variable: (v) => void names.add(v.name.value) }));
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field: (field) => {
        const type = typeInfo.getType();
        if (type && isConnection(getNamedType(type))) collect(field.arguments);
      },
      Directive: (directive) => collect(directive.arguments),
    }),
  );
  return [...names].sort();
}

function checkOnce(schema: GraphQLSchema, limits: Pick<LimitOptions, 'maxDepth' | 'maxAliases' | 'maxCost'>, estimator: ReturnType<typeof costEstimator>) {
  return (document: DocumentNode, operationName: string | undefined, variables: Record<string, unknown> | undefined): { result: OperationCheck; variablesValid: boolean } => {
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
    let reports: readonly GraphQLError[];
    try {
      // Only these rules: the schema's own validation has passed already. Their other reports (a bad
      // variable) are left to execution, which names the field.
      reports = validate(schema, document, rules);
    } catch (e) {
      // Paging the list would refuse when it ran (cost.ts pageSize): refused now, in the list's own words.
      if (e instanceof ForkliftError) return { result: { cost: 0, refusal: e }, variablesValid: true };
      if (!(e instanceof GraphQLError)) throw e;
      return { result: { cost: 0, refusal: refusal(`query selects more than ${MAX_FIELDS} fields once its fragments are expanded`) }, variablesValid: true };
    }
    if (!refusals.length && cost > limits.maxCost) {
      refusals.push(refusal(`query cost ${cost} exceeds the limit of ${limits.maxCost} points; ask for smaller pages (first, per_page)`));
    }
    // The rules refuse through onReject; what validation reports is the variables' coercion errors, in
    // which case the cost was not computed: not an outcome to keep for valid variables.
    return { result: { cost, refusal: refusals[0] ?? null }, variablesValid: reports.length === 0 };
  };
}
