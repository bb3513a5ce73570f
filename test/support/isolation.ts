import type { GraphQLObjectType, GraphQLSchema } from 'graphql';
import { buildSchema } from '../../src/graphql/schema';
import { routes } from '../../src/rest/routes';
import { startTestApp, type Answer, type TestApp } from './app';
import { type ChangeLog, installChangeLog } from './change-log';
import { type GqlCase, type IdPick, type Ids, OperationGenerator, type RestCase, type Slot, isWrite, kindOf, rootField, routeVariables } from './operations';
import { startReceiver, type Receiver } from './receiver';
import { SHARED_KINDS, buildTenant, sharedIds, type Tenant } from './tenant-fixtures';
import { eventually } from './wait';

/**
 * The isolation matrix's world: a server with customers A and B, each with a resource of every kind,
 * the REST route table and GraphQL root fields as cases, and probes that send any case as any caller
 * with any customer's ids and tell whether the answer shows anything of A's.
 */

export interface Caller {
  name: string;
  token?: string;
  headers?: Record<string, string>;
}

/** One request of the matrix, REST or GraphQL, built for a choice of ids and sent as a caller. */
export interface Probe {
  label: string;
  write: boolean;
  slots: Slot[];
  /** The root field the operation calls. */
  field: string;
  /** `tweak` may edit the body (REST) or variables (GraphQL) before they are sent. */
  send(caller: Caller, pick: IdPick, as: Ids, tweak?: (sent: any) => void): Promise<{ res: Answer; sent: unknown }>;
  /** Refused: 404/403, NOT_FOUND/FORBIDDEN, an input error naming the slot (not in the path), or for GraphQL null or nothing. */
  refuses(res: Answer, slot: Slot): boolean;
  /** The answer shows nothing: an empty list, a zero count, null. */
  isEmpty(res: Answer): boolean;
  succeeded(res: Answer): boolean;
}

export const codeOf = (res: Answer) => res.body?.errors?.[0]?.extensions?.code;

export const errorFields = (body: any): string[] => [
  ...(body?.errors ?? []).map((e: any) => e.field),
  ...(body?.errors ?? []).flatMap((e: any) => [e.extensions?.field, ...(e.extensions?.errors ?? []).map((x: any) => x.field)]),
].filter(Boolean);

/** The error names the slot's field (`input.order_items.0.item_id` → `order_items.0.item_id`). */
export const namesSlot = (body: any, slot: Slot) => {
  const path = slot.path.replace(/^input\./, '');
  const leaf = path.split('.').pop()!;
  return errorFields(body).some((f) => f === path || f === leaf || f.endsWith(`.${leaf}`));
};

const isEmptyAnswer = (body: unknown) => (Array.isArray(body) && body.length === 0) || (body as any)?.count === 0;

/** A GraphQL value that shows nothing: null, an empty list or connection, a zero count. */
function isEmptyData(value: unknown): boolean {
  if (value == null) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'number') return value === 0;
  if (typeof value === 'object' && 'nodes' in (value as object)) return (value as { nodes: unknown[] }).nodes.length === 0;
  return false;
}

/** Runs fn over items, `width` at a time: for checks whose requests are independent of each other. */
export async function inParallel<T>(items: T[], width: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: width }, async () => {
    while (next < items.length) await fn(items[next++]);
  }));
}

export class Isolation {
  readonly figures = { restCalls: 0, gqlCalls: 0, variants: 0, missingCompared: 0, controls: 0, subscriptions: 0, staffOnlyChecks: 0 };
  restCases: RestCase[] = [];
  gqlCases: GqlCase[] = [];

  private constructor(
    readonly app: TestApp,
    readonly receiver: Receiver,
    readonly schema: GraphQLSchema,
    readonly A: Tenant,
    readonly B: Tenant,
    private readonly shared: Record<string, number>,
    readonly tenantKinds: string[],
    readonly gen: OperationGenerator,
    readonly db: ChangeLog,
  ) {}

  static async start(): Promise<Isolation> {
    const app = await startTestApp({ webhooks: { retryBaseMs: 5 } });
    const receiver = await startReceiver();
    const schema = buildSchema();
    const A = await buildTenant(app, 'a', receiver);
    const B = await buildTenant(app, 'b', receiver);
    const tenantKinds = [...new Set([...Object.keys(A.ids), ...Object.keys(A.codes)])];
    const gen = new OperationGenerator({ schema, tenantKinds, sharedKinds: Object.keys(SHARED_KINDS) });
    const world = new Isolation(app, receiver, schema, A, B, await sharedIds(app), tenantKinds, gen, await installChangeLog(app));
    await world.collectCases();
    return world;
  }

  async close(): Promise<void> {
    await this.app.close();
    await this.receiver.close();
  }

  /** Every route of the route table and root field of the schema; an action route or field once per action its resource lists. */
  private async collectCases(): Promise<void> {
    for (const route of routes) {
      const vars = routeVariables(this.schema, route);
      const label = `${route.method} ${route.path}`;
      if (!vars.some((v) => v.name === 'action' && v.inPath)) {
        this.restCases.push({ route, vars, label });
        continue;
      }
      const idVar = vars.find((v) => v.name === 'id');
      for (const name of await this.actionsOf(idVar ? kindOf(idVar.fieldName, idVar.argName, this.tenantKinds) : null)) {
        this.restCases.push({ route, vars, action: name, label: `${route.method} ${route.path.replace(':action', name)}` });
      }
    }
    for (const operation of ['query', 'mutation'] as const) {
      const root = (operation === 'query' ? this.schema.getQueryType() : this.schema.getMutationType()) as GraphQLObjectType;
      for (const field of Object.values(root.getFields())) {
        if (!field.args.some((a) => a.name === 'action')) {
          this.gqlCases.push({ operation, field, fixed: {}, label: `${operation} ${field.name}` });
          continue;
        }
        for (const name of await this.actionsOf(kindOf(field.name, 'id', this.tenantKinds))) {
          this.gqlCases.push({ operation, field, fixed: { action: name }, label: `${operation} ${field.name}(${name})` });
        }
      }
    }
  }

  private async actionsOf(kind: string | null): Promise<string[]> {
    const field = `${kind}_actions`;
    if (!kind || !this.schema.getQueryType()!.getFields()[field]) throw new Error(`no ${field} query lists the actions of ${kind}`);
    const res = await this.gql({ name: 'a', token: this.app.tokens.a }, `{ ${field} { name } }`, {});
    return res.body.data[field].map((x: { name: string }) => x.name);
  }

  idsOf(t: Tenant): Ids {
    return {
      tenant: (kind) => {
        const value = t.codes[kind] ?? t.ids[kind];
        if (value === undefined) throw new Error(`the fixtures have no ${kind}`);
        return value;
      },
      shared: (kind) => this.shared[kind],
      marker: t.marker,
      endpoint: `${this.receiver.url}/${t.marker}/generated`,
    };
  }

  /** Ids nobody has: what a foreign id must be indistinguishable from. */
  missingIds(): Ids {
    return { ...this.idsOf(this.B), tenant: (kind) => (kind in this.B.codes ? `${this.B.marker}-missing` : 2_000_000_000) };
  }

  /** B's own request: B's id in every required slot, optional ones left out. */
  readonly ownPick: IdPick = (slot) => (slot.optional ? null : this.idsOf(this.B));
  /** A's own request: A's id in every required slot. */
  readonly aPick: IdPick = (slot) => (slot.optional ? null : this.idsOf(this.A));

  async rest(caller: Caller, method: string, path: string, json?: unknown): Promise<Answer> {
    this.figures.restCalls += 1;
    return this.app.rest(method, path, { token: caller.token, json, headers: caller.headers });
  }

  async gql(caller: Caller, query: string, variables: Record<string, unknown>): Promise<Answer> {
    this.figures.gqlCalls += 1;
    return this.app.rest('POST', '/graphql', { token: caller.token, json: { query, variables }, headers: caller.headers });
  }

  /** Waits for background work a request started (a bulk create's job), so it is not mistaken for a later request's. */
  async settle(): Promise<void> {
    const unfinished = async () => (await this.app.sql("select count(*)::int as n from order_bulk_jobs where status <> 'completed'"))[0].n;
    await eventually(async () => (await unfinished()) === 0, 'bulk jobs to complete', 30_000, 20);
  }

  /** Every string of A's that must not reach B: its markers, secrets and tokens. */
  forbiddenText(): string[] {
    return [...this.A.secrets, this.app.tokens.a, this.app.tokens.aRead];
  }

  /**
   * A's ids where a value names a resource by key: `"order_id": <A's order>`. Ids are unique per
   * table across customers, so one of A's in B's answer is A's resource, whatever its text.
   */
  foreignIds(value: unknown): string[] {
    if (Array.isArray(value)) return value.flatMap((v) => this.foreignIds(v));
    if (!value || typeof value !== 'object') return [];
    return Object.entries(value).flatMap(([key, v]) => {
      const kind = /_id$/.test(key) ? kindOf('', key, this.tenantKinds) : null;
      if (kind && typeof v === 'number' && this.A.ids[kind] === v) return [`${key}: ${v}`];
      return this.foreignIds(v);
    });
  }

  /** Whatever of A's an answer shows: a marker, secret or token in its body or headers, or one of A's ids. */
  leaks(res: Answer): string[] {
    const headers = [...res.headers.entries()].map(([k, v]) => `${k}: ${v}`).join('\n');
    const text = `${typeof res.body === 'string' ? res.body : JSON.stringify(res.body)}\n${headers}`;
    return [...this.forbiddenText().filter((s) => text.includes(s)), ...this.foreignIds(res.body)];
  }

  /** One line per failure, so a failing run reads as a list. */
  report(label: string, res: Answer, extra: { caller?: string; slot?: Slot; changed?: string[]; variables?: unknown } = {}): string {
    const where = extra.slot ? ` ${extra.slot.path}=A's ${extra.slot.kind}` : '';
    const found = this.leaks(res);
    return `${label} [${extra.caller ?? '-'}]${where} → ${res.status} ${String(JSON.stringify(res.body)).slice(0, 400)}`
      + `${found.length ? ` LEAKS ${found.join(',')}` : ''}${extra.changed?.length ? ` CHANGED ${extra.changed.join(',')}` : ''}`
      + `${extra.variables ? ` sent ${JSON.stringify(extra.variables).slice(0, 300)}` : ''}`;
  }

  /**
   * A bulk create answers at once, one result per resource: refused there, or queued for a job that
   * refuses it later. Either way the refusal must name the slot's field.
   */
  async bulkRefused(res: Answer, slot: Slot): Promise<boolean> {
    const data = res.body?.data;
    const list = Array.isArray(res.body) ? res.body : data && Object.values(data).find(Array.isArray);
    const results: unknown[] = (list ?? []).map((r: { result?: unknown }) => r?.result);
    if (!results.length || !results.every((r) => typeof r === 'string')) return false;
    const leaf = slot.path.split('.').pop()!;
    await this.settle();
    for (const result of results as string[]) {
      const queued = /queued in bulk job (\d+)/.exec(result);
      const final = queued ? (await this.app.sql('select result from order_bulk_resources where job_id = $1', [Number(queued[1])]))[0]?.result : result;
      if (!/refused: /.test(final ?? '') || !final.includes(leaf)) return false;
    }
    return true;
  }

  restProbe(c: RestCase): Probe {
    return {
      label: c.label,
      write: isWrite(c.route),
      slots: this.gen.restRequest(c, this.ownPick, this.idsOf(this.B)).slots,
      field: rootField(c.route),
      send: async (caller, pick, as, tweak) => {
        const built = this.gen.restRequest(c, pick, as);
        tweak?.(built.json);
        return { res: await this.rest(caller, built.method, built.path, built.json), sent: { path: built.path, json: built.json } };
      },
      refuses: (res, slot) => [403, 404].includes(res.status) || (!slot.inPath && res.status === 422 && namesSlot(res.body, slot)),
      isEmpty: (res) => res.status === 200 && isEmptyAnswer(res.body),
      succeeded: (res) => res.status >= 200 && res.status < 300,
    };
  }

  gqlProbe(c: GqlCase): Probe {
    const empty = (res: Answer) => !res.body.errors && isEmptyData(res.body.data?.[c.field.name]);
    return {
      label: c.label,
      write: c.operation === 'mutation',
      slots: this.gen.gqlRequest(c, this.ownPick, this.idsOf(this.B)).slots,
      field: c.field.name,
      send: async (caller, pick, as, tweak) => {
        const built = this.gen.gqlRequest(c, pick, as);
        tweak?.(built.variables);
        return { res: await this.gql(caller, built.query, built.variables), sent: built.variables };
      },
      // A nullable field may answer a foreign id with null, a list with nothing.
      refuses: (res, slot) => ['NOT_FOUND', 'FORBIDDEN'].includes(codeOf(res)) || (codeOf(res) === 'BAD_USER_INPUT' && namesSlot(res.body, slot)) || empty(res),
      isEmpty: empty,
      succeeded: (res) => res.status === 200 && !res.body.errors,
    };
  }

  probes(): Probe[] {
    return [...this.restCases.map((c) => this.restProbe(c)), ...this.gqlCases.map((c) => this.gqlProbe(c))];
  }
}
