import { startTestApp, type TestApp } from './support/app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const api = (method: string, path: string, token = app.tokens.a, json?: unknown, headers?: Record<string, string>) =>
  app.rest(method, `/api/v2${path}`, { token, json, headers });
const q = (terms: object) => encodeURIComponent(JSON.stringify(terms));

describe('load SCACs', () => {
  it('GET /load_scacs: the seeded carriers with the spec fields, by name; search, sort, paging, count', async () => {
    const all = await api('GET', '/load_scacs?per_page=100&page_total=true');
    expect(all.status).toBe(200);
    expect(all.headers.get('x-total-count')).toBe('14');
    expect(all.body.length).toBe(14);
    expect(Object.keys(all.body[0]).sort()).toEqual(['context', 'id', 'name', 'owner_name', 'scac']);
    const names = all.body.map((s: any) => s.name);
    expect(names).toEqual([...names].sort((x: string, y: string) => x.localeCompare(y, 'en', { sensitivity: 'base' })));
    expect(all.body).toContainEqual({ id: expect.any(Number), name: 'Old Dominion Freight Line', context: 'LTL', owner_name: 'Old Dominion Freight Line, Inc.', scac: 'ODFL' });
    expect(all.body.every((s: any) => /^[A-Z]{4}$/.test(s.scac))).toBe(true);

    expect((await api('GET', `/load_scacs?search=${q({ scac_eq: 'SAIA' })}`)).body.map((s: any) => s.name)).toEqual(['Saia LTL Freight']);
    expect((await api('GET', `/load_scacs?search=${q({ owner_name_cont: 'fedex' })}&sort=scac desc`)).body.map((s: any) => s.scac)).toEqual(['FXNL', 'FXFE']);
    expect((await api('GET', '/load_scacs/count')).body).toEqual({ count: 14 });
    expect((await api('GET', `/load_scacs/count?search=${q({ context_eq: 'FTL' })}`)).body).toEqual({ count: 2 });
    const page = await api('GET', '/load_scacs?sort=scac asc&per_page=5&page=2&page_links=true');
    expect(page.body.map((s: any) => s.scac)).toEqual(all.body.map((s: any) => s.scac).sort().slice(5, 10));
    expect(page.headers.get('link')).toContain('rel="next"');
    expect((await api('GET', '/load_scacs?fields=scac')).body[0]).toEqual({ scac: expect.any(String) });
    const bad = await api('GET', `/load_scacs?search=${q({ customer_id_eq: 1 })}`);
    expect([bad.status, bad.body.errors[0].field]).toEqual([422, 'search.customer_id_eq']);
  });

  it('is shared reference data: every customer, staff and a read-only token read the same list; GraphQL too', async () => {
    const mine = (await api('GET', '/load_scacs?per_page=100')).body;
    expect((await api('GET', '/load_scacs?per_page=100', app.tokens.b)).body).toEqual(mine);
    expect((await api('GET', '/load_scacs?per_page=100', app.tokens.aRead)).body).toEqual(mine);
    expect((await api('GET', '/load_scacs?per_page=100', app.tokens.staff, undefined, { 'X-Customer-Id': String(app.customers.b) })).body).toEqual(mine);
    const gql = await app.gql('{ load_scacs(search: "{\\"scac_start\\":\\"FX\\"}", sort: "scac asc") { total_count nodes { scac name } } load_scacs_count }', {}, app.tokens.b);
    expect(gql.body.data).toEqual({
      load_scacs: { total_count: 2, nodes: [{ scac: 'FXFE', name: 'FedEx Freight Priority' }, { scac: 'FXNL', name: 'FedEx Freight Economy' }] },
      load_scacs_count: 14,
    });
    expect((await app.rest('GET', '/api/v2/load_scacs')).status).toBe(401);
  });
});

const PROJECT = 'id customer_id warehouse_id name description';
const TASK = 'id project_id label description quantity cost_per_unit customer_id warehouse_id';

async function createProject(input: Record<string, unknown>, token = app.tokens.staff, headers?: Record<string, string>) {
  return app.gql(`mutation ($input: ProjectCreateInput!) { project_create(input: $input) { ${PROJECT} } }`, { input }, token, headers);
}
async function createTask(projectId: number, input: Record<string, unknown>, token = app.tokens.staff) {
  return app.gql(`mutation ($id: Int!, $input: ProjectTaskCreateInput!) { project_task_create(project_id: $id, input: $input) { ${TASK} } }`, { id: projectId, input }, token);
}
const count = async (table: string) => Number((await app.sql(`select count(*) from ${table}`))[0].count);

describe('projects', () => {
  it('staff open projects and record tasks; customers list them at GET /projects/{id}/project_tasks', async () => {
    const [warehouse] = await app.sql('select warehouse_id from customer_warehouses where customer_id = $1 order by created_at, warehouse_id limit 1', [app.customers.a]);
    const created = await createProject({ customer_id: app.customers.a, name: 'Holiday kitting', description: 'Gift sets' });
    expect(created.body.errors).toBeUndefined();
    const project = created.body.data.project_create;
    expect(project).toEqual({ id: expect.any(Number), customer_id: app.customers.a, warehouse_id: warehouse.warehouse_id, name: 'Holiday kitting', description: 'Gift sets' });
    // X-Customer-Id names the customer as well.
    const viaHeader = await createProject({ name: 'Relabel' }, app.tokens.staff, { 'X-Customer-Id': String(app.customers.a) });
    expect(viaHeader.body.data.project_create.customer_id).toBe(app.customers.a);

    const tasks = [
      { label: 'kitting', description: 'Assemble gift sets', quantity: 120, cost_per_unit: 0.45 },
      { label: 'custom', description: 'Hand-written notes', quantity: 40, cost_per_unit: 1.5 },
      { label: 'labelling' },
    ];
    const ids: number[] = [];
    for (const task of tasks) {
      const res = await createTask(project.id, task);
      expect(res.body.errors).toBeUndefined();
      ids.push(res.body.data.project_task_create.id);
    }
    const list = await api('GET', `/projects/${project.id}/project_tasks?page_total=true`);
    expect(list.status).toBe(200);
    expect(list.headers.get('x-total-count')).toBe('3');
    expect(list.body[0]).toEqual({
      id: ids[0], project_id: project.id, description: 'Assemble gift sets', label: 'kitting', quantity: 120, cost_per_unit: 0.45,
      customer_id: app.customers.a, warehouse_id: warehouse.warehouse_id, created_at: expect.any(String), updated_at: expect.any(String),
    });
    expect(list.body[2]).toMatchObject({ label: 'labelling', quantity: 0, cost_per_unit: null, description: null });
    expect((await api('GET', `/projects/${project.id}/project_tasks?sort=quantity desc&per_page=2`)).body.map((t: any) => t.id)).toEqual([ids[0], ids[1]]);
    expect((await api('GET', `/projects/${project.id}/project_tasks?search=${q({ label_eq: 'custom' })}`)).body.map((t: any) => t.id)).toEqual([ids[1]]);
    expect((await api('GET', `/projects/${project.id}/project_tasks?search=${q({ cost_per_unit_gt: 1 })}`)).body.map((t: any) => t.id)).toEqual([ids[1]]);
    expect((await api('GET', `/projects/${project.id}/project_tasks?sort=secret asc`)).status).toBe(422);
    expect((await api('GET', `/projects/${viaHeader.body.data.project_create.id}/project_tasks`)).body).toEqual([]);

    const gql = await app.gql(`{
      project(id: ${project.id}) { name project_tasks(sort: "id desc", per_page: 2) { total_count nodes { id } } }
      project_tasks(project_id: ${project.id}, search: "{\\"label_start\\":\\"lab\\"}") { nodes { id label } }
      project_tasks_count(project_id: ${project.id})
    }`, {}, app.tokens.a);
    expect(gql.body.data).toEqual({
      project: { name: 'Holiday kitting', project_tasks: { total_count: 3, nodes: [{ id: ids[2] }, { id: ids[1] }] } },
      project_tasks: { nodes: [{ id: ids[2], label: 'labelling' }] },
      project_tasks_count: 3,
    });
  });

  it('refuses bad input with 422 naming the field, and writes nothing', async () => {
    const project = (await createProject({ customer_id: app.customers.a, name: 'P' })).body.data.project_create;
    const before = { projects: await count('projects'), tasks: await count('project_tasks') };
    const projectCases: [Record<string, unknown>, string][] = [
      [{ customer_id: app.customers.a, name: '  ' }, 'name'],
      [{ customer_id: app.customers.a, name: 'x'.repeat(256) }, 'name'],
      [{ name: 'no customer' }, 'customer_id'],
      [{ customer_id: 999999, name: 'P' }, 'customer_id'],
      [{ customer_id: app.customers.a, name: 'P', warehouse_id: 999999 }, 'warehouse_id'],
    ];
    for (const [input, field] of projectCases) {
      const res = await createProject(input);
      expect([input, res.body.errors?.[0]?.extensions]).toEqual([input, expect.objectContaining({ code: 'BAD_USER_INPUT', field })]);
    }
    const taskCases: [Record<string, unknown>, string][] = [
      [{ label: '' }, 'label'],
      [{ label: 'k', quantity: -1 }, 'quantity'],
      [{ label: 'k', quantity: null }, 'quantity'],
      [{ label: 'k', cost_per_unit: -0.5 }, 'cost_per_unit'],
      [{ label: 'k', warehouse_id: 999999 }, 'warehouse_id'],
      [{ quantity: 1 }, 'label'],
    ];
    for (const [input, field] of taskCases) {
      const res = await createTask(project.id, input);
      expect([input, res.body.errors?.[0]?.extensions]).toEqual([input, expect.objectContaining({ code: 'BAD_USER_INPUT', field })]);
    }
    expect((await createTask(999999, { label: 'k' })).body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect({ projects: await count('projects'), tasks: await count('project_tasks') }).toEqual(before);
  });

  it('writes are for staff (customers get 403); reads are tenant data (another customer gets 404)', async () => {
    const project = (await createProject({ customer_id: app.customers.a, name: 'Tenancy' })).body.data.project_create;
    await createTask(project.id, { label: 'kitting', quantity: 3 });
    const before = { projects: await count('projects'), tasks: await count('project_tasks') };
    for (const token of [app.tokens.a, app.tokens.b, app.tokens.aRead]) {
      expect((await createProject({ name: 'Mine' }, token)).body.errors[0].extensions.code).toBe('FORBIDDEN');
      expect((await createTask(project.id, { label: 'mine' }, token)).body.errors[0].extensions.code).toBe('FORBIDDEN');
    }
    expect({ projects: await count('projects'), tasks: await count('project_tasks') }).toEqual(before);

    expect((await api('GET', `/projects/${project.id}/project_tasks`, app.tokens.b)).status).toBe(404);
    expect((await app.gql(`{ project(id: ${project.id}) { id } }`, {}, app.tokens.b)).body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await api('GET', `/projects/${project.id}/project_tasks`, app.tokens.aRead)).body).toHaveLength(1);
    expect((await api('GET', '/projects/999999/project_tasks')).status).toBe(404);
    // Staff acting for customer b do not see customer a's project either.
    expect((await api('GET', `/projects/${project.id}/project_tasks`, app.tokens.staff, undefined, { 'X-Customer-Id': String(app.customers.b) })).status).toBe(404);
  });
});
