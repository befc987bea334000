import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

import { UserError } from '../../cli/lib/errors';
import type { ProjectPaths } from '../../cli/lib/project';
import { scaffoldTenant } from '../../cli/lib/scaffold';
import { completeLanguages } from '../../schema/dictionaries';
import type { DraftCheck, NewTenantRequest, StudioInfo } from '../shared/api-types';
import { PREVIEW_ROUTES } from '../shared/preview-routes';
import { explainTable } from './explain-table';
import { readBody, sendFile, sendJson } from './http-helpers';
import { PREVIEW_VIEWERS } from './preview/sessions';
import type { StudioState } from './studio-state';
import { asTenantObject, tenantFolder } from './tenant-json';
import { checkDraft, diffDraft, listTenants, readTenantText, saveDraft } from './tenant-store';

export interface ApiContext {
  paths: ProjectPaths;
  state: StudioState;
  previewPort: number;
}

const TENANT_ROUTE = /^\/api\/tenants\/([^/]+)(?:\/(logo|draft|diff|save))?$/;

/** The studio's JSON API; a UserError answers 400 with its message. */
export async function handleApi(
  context: ApiContext,
  request: IncomingMessage,
  response: ServerResponse,
  urlPath: string,
): Promise<void> {
  try {
    await route(context, request, response, urlPath);
  } catch (error) {
    if (error instanceof UserError) return sendJson(response, 400, { error: error.message });
    throw error;
  }
}

async function route(
  { paths, state, previewPort }: ApiContext,
  request: IncomingMessage,
  response: ServerResponse,
  urlPath: string,
): Promise<void> {
  const method = request.method ?? 'GET';
  if (method === 'GET' && urlPath === '/api/info') {
    const info: StudioInfo = {
      previewPort,
      viewers: PREVIEW_VIEWERS,
      routes: PREVIEW_ROUTES.map((entry) => ({ ...entry })),
      languages: [...completeLanguages()],
    };
    return sendJson(response, 200, info);
  }
  if (urlPath === '/api/tenants') {
    if (method === 'GET') return sendJson(response, 200, await listTenants(paths));
    if (method === 'POST') {
      const options = newTenantRequest(await jsonBody(request));
      const { tenant } = await scaffoldTenant(paths.tenantsDir, options);
      state.dropDraft(tenant.code);
      return sendJson(response, 201, { code: tenant.code });
    }
  }
  const match = TENANT_ROUTE.exec(urlPath);
  if (!match) return sendJson(response, 404, { error: `no route ${method} ${urlPath}` });
  const code = match[1]!;
  const dir = tenantFolder(paths.tenantsDir, code);
  const action = match[2];
  if (method === 'GET' && !action) {
    const text = await readTenantText(paths, code);
    return sendJson(response, 200, { text, json: parseOrNull(text) });
  }
  if (method === 'GET' && action === 'logo') {
    const tenant = await state.tenant(code);
    return sendFile(response, path.join(dir, tenant?.theme.logo ?? 'logo.svg'), 'no-cache');
  }
  if (method !== 'POST' || !action || action === 'logo')
    return sendJson(response, 405, { error: `${method} ${urlPath} is not allowed` });
  const draft = asTenantObject(await jsonBody(request));
  if (action === 'draft') {
    const { tenant, problems } = await checkDraft(paths, code, draft);
    const answer: DraftCheck = {
      problems,
      explain: tenant ? explainTable(tenant) : null,
      previewVersion: tenant ? state.setDraft(tenant) : state.version,
    };
    return sendJson(response, 200, answer);
  }
  if (action === 'diff') return sendJson(response, 200, await diffDraft(paths, code, draft));
  const saved = await saveDraft(paths, code, draft);
  if (saved.saved) state.dropDraft(code);
  return sendJson(response, saved.saved ? 200 : 422, saved);
}

async function jsonBody(request: IncomingMessage): Promise<unknown> {
  const body = await readBody(request);
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    throw new UserError('the request body is not JSON');
  }
}

function parseOrNull(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

const optionalText = (value: unknown, name: string): string | undefined => {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw new UserError(`${name} must be text`);
  return value;
};

/** The "new tenant" form's fields, typed as `wl new` takes them (it checks the values). */
function newTenantRequest(body: unknown): NewTenantRequest {
  const fields = asTenantObject(body);
  const code = optionalText(fields.code, 'code');
  if (!code) throw new UserError('a tenant code is required');
  const languages = fields.languages;
  if (
    languages !== undefined &&
    !(Array.isArray(languages) && languages.every((l) => typeof l === 'string'))
  )
    throw new UserError('languages must be a list of language codes');
  return {
    code,
    name: optionalText(fields.name, 'name'),
    merchantCode: optionalText(fields.merchantCode, 'merchantCode'),
    primary: optionalText(fields.primary, 'primary'),
    accent: optionalText(fields.accent, 'accent'),
    languages: languages as string[] | undefined,
    defaultLanguage: optionalText(fields.defaultLanguage, 'defaultLanguage'),
  };
}
