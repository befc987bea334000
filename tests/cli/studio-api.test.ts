import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { projectPaths } from '../../cli/lib/project';
import type { Tenant } from '../../schema/tenant';
import { validateTenant } from '../../schema/validate';
import type { DraftCheck, SaveAnswer, TenantSummary } from '../../studio/shared/api-types';
import { studioRequestHandler } from '../../studio/server/request-handler';
import { StudioState } from '../../studio/server/studio-state';
import { makeProject, tempLeftovers, writeFakeApp } from './helpers';

/** The tenants the studio handed to the preview platform, last first. */
const served: Tenant[][] = [];
let project: ReturnType<typeof makeProject>;
let server: Server;
let base: string;
let state: StudioState;

beforeAll(async () => {
  project = makeProject(['perlas']);
  writeFakeApp(project.root);
  const paths = projectPaths(project.root, path.join(project.root, 'dist'));
  state = new StudioState(paths, {
    setTenants: async (tenants) => void served.unshift(tenants),
  });
  let port = 0;
  server = createServer(
    studioRequestHandler(
      { paths, state, previewPort: 1 },
      () => port,
      (_, response) => {
        response.end('page');
      },
    ),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  project.cleanup();
});

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

/** fetch() keeps Host to the URL's: a DNS-rebinding page names its own host, sent here by hand. */
const statusWithHost = (host: string) =>
  new Promise<number>((resolve, reject) => {
    const url = new URL('/api/tenants', base);
    request(url, { headers: { host } }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    })
      .on('error', reject)
      .end();
  });

const acmeFile = () => path.join(project.root, 'tenants', 'acme', 'tenant.json');
const acmeJson = () => JSON.parse(readFileSync(acmeFile(), 'utf8')) as Record<string, unknown>;
const withTheme = (draft: Record<string, unknown>, theme: Record<string, unknown>) => ({
  ...draft,
  theme: { ...(draft.theme as object), ...theme },
});

describe('wl studio API', () => {
  it('creates a tenant with the choices of wl new and refuses what wl new refuses', async () => {
    const created = await post('/api/tenants', { code: 'acme', name: 'Acme', languages: ['en'] });
    expect(created.status).toBe(201);
    expect(acmeJson()).toMatchObject({ code: 'acme', name: 'Acme', merchantCode: 'ACME' });

    const again = await post('/api/tenants', { code: 'acme' });
    expect(again.status).toBe(400);
    expect(((await again.json()) as { error: string }).error).toMatch(/already exists/);
    const slug = await post('/api/tenants', { code: '../evil' });
    expect(((await slug.json()) as { error: string }).error).toMatch(/not a valid tenant code/);
    expect(existsSync(path.join(project.root, 'evil'))).toBe(false);
  });

  it('lists every tenant with its brand, languages, templates and validity', async () => {
    mkdirSync(path.join(project.root, 'tenants', 'broken'));
    writeFileSync(path.join(project.root, 'tenants', 'broken', 'tenant.json'), '{"code":"broken"}');
    const list = (await (await fetch(`${base}/api/tenants`)).json()) as TenantSummary[];
    expect(list.map((tenant) => [tenant.code, tenant.valid])).toEqual([
      ['acme', true],
      ['broken', false],
      ['perlas', true],
    ]);
    const perlas = list.find((tenant) => tenant.code === 'perlas')!;
    expect(perlas.colours.primary).toMatch(/^#[0-9a-f]{6}$/i);
    expect(perlas.languages).toContain('en');
    expect(perlas.templates).toEqual({ mem_cen: 0, dep_func: 0 });
    expect(list.find((tenant) => tenant.code === 'broken')!.problems[0]!.message).toMatch(
      /missing required key/,
    );
  });

  it('checks a draft with the messages and hints of wl validate, and previews only valid drafts', async () => {
    const faint = withTheme(acmeJson(), { primary: '#8fb5ff' });
    const answer = (await (await post('/api/tenants/acme/draft', faint)).json()) as DraftCheck;
    const expected = validateTenant(faint, acmeFile());
    expect(expected.ok).toBe(false);
    if (!expected.ok)
      expect(answer.problems).toEqual(
        expected.problems.map(({ pointer, message, hint }) => ({ pointer, message, hint })),
      );
    expect(answer.problems[0]!.pointer).toBe('/theme/primary');
    expect(answer.explain).toBeNull();
    const servedBefore = served.length;

    const flagOff = { ...acmeJson(), flags: { ...(acmeJson().flags as object), DEPRECM3: false } };
    const valid = (await (await post('/api/tenants/acme/draft', flagOff)).json()) as DraftCheck;
    expect(valid.problems).toEqual([]);
    expect(valid.previewVersion).toBeGreaterThan(answer.previewVersion);
    const row = valid.explain!.rows.find((entry) => entry.surface === 'member centre')!;
    const member = valid.explain!.viewers.indexOf('Member (type 0)');
    expect(row.cells[member]).toContain('withdrawReport');
    expect(row.cells[member]).not.toContain('vouReport');
    await expect.poll(() => served.length).toBeGreaterThan(servedBefore);
    expect(served[0]!.find((tenant) => tenant.code === 'acme')!.flags.DEPRECM3).toBe(false);
  });

  it('refuses a merchant code another tenant uses, as wl validate does', async () => {
    const taken = { ...acmeJson(), merchantCode: 'PERLASPH' };
    const answer = (await (await post('/api/tenants/acme/draft', taken)).json()) as DraftCheck;
    expect(answer.problems.map((problem) => problem.message)).toContain(
      '"PERLASPH" is already used by tenant perlas',
    );
  });

  it('never writes an invalid draft, and saves a valid one with $schema first, then builds it', async () => {
    const before = readFileSync(acmeFile(), 'utf8');
    const refused = await post(
      '/api/tenants/acme/save',
      withTheme(acmeJson(), { primary: '#8fb5ff' }),
    );
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as SaveAnswer).saved).toBe(false);
    expect(readFileSync(acmeFile(), 'utf8')).toBe(before);

    const { $schema: _, ...withoutSchema } = acmeJson();
    const draft = withTheme(withoutSchema, { primary: '#1f4fbf', accent: '#f5b301' });
    const diff = (await (
      await post('/api/tenants/acme/diff', { ...draft, name: 'Acme Ltd' })
    ).json()) as {
      kind: string;
      text: string;
    }[];
    expect(diff.filter((line) => line.kind !== 'same')).toEqual([
      { kind: 'removed', text: '  "name": "Acme",' },
      { kind: 'added', text: '  "name": "Acme Ltd",' },
    ]);
    const saved = await post('/api/tenants/acme/save', { ...draft, name: 'Acme Ltd' });
    const answer = (await saved.json()) as SaveAnswer;
    expect(answer).toMatchObject({ saved: true, build: { ok: true } });
    const text = readFileSync(acmeFile(), 'utf8');
    expect(text.startsWith('{\n  "$schema": "../../schema/tenant.schema.json",\n')).toBe(true);
    expect(validateTenant(JSON.parse(text), acmeFile()).ok).toBe(true);
    expect(readFileSync(path.join(project.root, 'dist', 'acme', 'index.html'), 'utf8')).toContain(
      '<title>Acme Ltd</title>',
    );
    expect(tempLeftovers(path.dirname(acmeFile()))).toEqual([]);
  });

  it('hands the preview platform tenant files edited on disk while the studio runs', async () => {
    await state.tenants();
    const file = path.join(project.root, 'tenants', 'perlas', 'tenant.json');
    const edited = { ...(JSON.parse(readFileSync(file, 'utf8')) as object), name: 'Perlas Edited' };
    writeFileSync(file, `${JSON.stringify(edited, null, 2)}\n`);
    await state.syncedWithDisk();
    expect(served[0]!.find((tenant) => tenant.code === 'perlas')!.name).toBe('Perlas Edited');
  });

  it('refuses requests that are not the studio page talking JSON to its own host', async () => {
    const port = new URL(base).port;
    const foreignHost = await statusWithHost(`evil.test:${port}`);
    expect(foreignHost).toBe(403);
    expect(await statusWithHost(`localhost:${port}`)).toBe(200);
    const form = await fetch(`${base}/api/tenants`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'code=formed',
    });
    expect(form.status).toBe(403);
    const foreignOrigin = await post(
      '/api/tenants',
      { code: 'crossed' },
      { origin: 'http://evil.test' },
    );
    expect(foreignOrigin.status).toBe(403);
    const traversal = await post('/api/tenants/..%2F..%2Fetc/save', acmeJson());
    // Normalised to /etc/save: not an API path at all, so the page answers and nothing is written.
    expect(await traversal.text()).toBe('page');
    const badSlug = await post('/api/tenants/Not_A_Slug/save', acmeJson());
    expect(badSlug.status).toBe(400);
    expect(existsSync(path.join(project.root, 'tenants', 'formed'))).toBe(false);
    expect(existsSync(path.join(project.root, 'tenants', 'crossed'))).toBe(false);
  });
});
