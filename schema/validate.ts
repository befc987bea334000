import { readdir, readFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import Ajv, { type ErrorObject } from 'ajv';

import { closestName } from './closest';
import { LANGUAGE_CODES } from './constants';
import { completeLanguages } from './dictionaries';
import type { Tenant } from './tenant';
import { tenantSchema } from './tenant.schema';
import { themeContrastProblems } from './theme-contrast';

export interface TenantProblem {
  file: string;
  /** JSON pointer of the offending value ('' for the whole document). */
  pointer: string;
  message: string;
  hint?: string;
}

export type ValidationResult =
  { ok: true; tenant: Tenant } | { ok: false; problems: TenantProblem[] };

export const TENANTS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'tenants');
export const TENANT_FILE = 'tenant.json';

const ajv = new Ajv({ allErrors: true, useDefaults: true, strict: true });
const compiled = ajv.compile(tenantSchema);

const isLanguageCode = (code: string) => (LANGUAGE_CODES as readonly string[]).includes(code);

const kindOf = (data: unknown) =>
  data === null ? 'null' : Array.isArray(data) ? 'an array' : `a ${typeof data}`;

/** Validates (and fills defaults of) one parsed tenant document. */
export function validateTenant(data: unknown, file: string): ValidationResult {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    const message = `must be a JSON object of tenant settings, not ${kindOf(data)}`;
    const hint = 'start from cli/templates/tenant/tenant.json, or scaffold one with wl new <code>';
    return { ok: false, problems: [{ file, pointer: '', message, hint }] };
  }
  const copy: unknown = structuredClone(data);
  const valid = compiled(copy);
  const problems = valid
    ? []
    : (compiled.errors ?? []).map((error) => toProblem(error, copy, file));
  problems.push(...crossFieldProblems(copy as Partial<Tenant>, file));
  return problems.length ? { ok: false, problems } : { ok: true, tenant: copy as Tenant };
}

/** Rules JSON Schema cannot say; checked even when the schema failed, so every problem is listed at once. */
function crossFieldProblems(tenant: Partial<Tenant>, file: string): TenantProblem[] {
  const problems: TenantProblem[] = [];
  const defaultLanguage = tenant.languages?.default;
  const available: unknown = tenant.languages?.available;
  if (defaultLanguage && Array.isArray(available) && !available.includes(defaultLanguage)) {
    problems.push({
      file,
      pointer: '/languages/default',
      message: `default language "${defaultLanguage}" is not in languages.available`,
      hint: `add "${defaultLanguage}" to /languages/available`,
    });
  }
  problems.push(...incompleteLanguageProblems(tenant, file));
  problems.push(...themeContrastProblems(tenant.theme, file));
  if (tenant.copyright && tenant.copyright.from > tenant.copyright.to) {
    problems.push({ file, pointer: '/copyright', message: 'copyright.from is after copyright.to' });
  }
  const folder = basename(dirname(file));
  if (basename(file) === TENANT_FILE && typeof tenant.code === 'string' && folder !== tenant.code) {
    problems.push({
      file,
      pointer: '/code',
      message: `code "${tenant.code}" does not match its folder "${folder}"`,
      hint: `rename the folder to tenants/${tenant.code} or set "code": "${folder}"`,
    });
  }
  return problems;
}

/** A tenant may only offer languages the site speaks completely (`src/locales/<lang>/`). */
export function incompleteLanguageProblems(
  tenant: Partial<Tenant>,
  file: string,
  complete: readonly string[] = completeLanguages(),
): TenantProblem[] {
  const hint = `complete languages: ${complete.join(', ')}`;
  const offered: unknown = tenant.languages?.available;
  const entries: [pointer: string, code: unknown][] = [
    ['/languages/default', tenant.languages?.default],
    ...(Array.isArray(offered) ? offered : []).map((code: unknown, index): [string, unknown] => [
      `/languages/available/${index}`,
      code,
    ]),
  ];
  return entries
    .filter(
      ([, code]) => typeof code === 'string' && isLanguageCode(code) && !complete.includes(code),
    )
    .map(([pointer, code]) => ({
      file,
      pointer,
      message: `language "${String(code)}" has no complete dictionary in src/locales/${String(code)}/`,
      hint,
    }));
}

/** A key as one JSON pointer segment (RFC 6901: `~` → `~0`, `/` → `~1`). */
const pointerSegment = (key: string) => key.replaceAll('~', '~0').replaceAll('/', '~1');

function toProblem(error: ErrorObject, data: unknown, file: string): TenantProblem {
  const pointer = error.instancePath;
  switch (error.keyword) {
    case 'additionalProperties': {
      const name = String(error.params.additionalProperty);
      const allowed = Object.keys(schemaAt(pointer)?.properties ?? {});
      return {
        file,
        pointer: `${pointer}/${pointerSegment(name)}`,
        message: `unknown key "${name}"`,
        hint: hintFor(name, allowed),
      };
    }
    case 'enum': {
      const allowed = (error.params.allowedValues as unknown[]).map(String);
      const value = valueAt(data, pointer);
      return {
        file,
        pointer,
        message: `must be one of: ${allowed.join(', ')}`,
        // Names get a did-you-mean hint; numbers and two-letter codes would only get a random neighbour.
        hint: typeof value === 'string' && value.length > 2 ? hintFor(value, allowed) : undefined,
      };
    }
    case 'required': {
      const name = String(error.params.missingProperty);
      return {
        file,
        pointer: `${pointer}/${pointerSegment(name)}`,
        message: `missing required key "${name}"`,
      };
    }
    case 'pattern':
      return {
        file,
        pointer,
        message: `"${String(valueAt(data, pointer))}" ${error.message ?? ''}`,
        hint: schemaAt(pointer)?.description,
      };
    default:
      return { file, pointer, message: error.message ?? error.keyword };
  }
}

function hintFor(name: string, allowed: string[]): string | undefined {
  const closest = closestName(name, allowed);
  return closest ? `did you mean ${closest}?` : undefined;
}

const segmentsOf = (pointer: string) =>
  pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'));

function valueAt(data: unknown, pointer: string): unknown {
  let value = data;
  for (const segment of segmentsOf(pointer)) {
    value =
      value && typeof value === 'object' ? (value as Record<string, unknown>)[segment] : undefined;
  }
  return value;
}

interface SchemaNode {
  description?: string;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
}

/** The schema node that describes the value at `pointer` (array indexes step into `items`). */
function schemaAt(pointer: string): SchemaNode | undefined {
  let node: SchemaNode | undefined = tenantSchema as unknown as SchemaNode;
  for (const segment of segmentsOf(pointer)) {
    node = /^\d+$/.test(segment) ? node?.items : node?.properties?.[segment];
  }
  return node;
}

export function formatProblem(problem: TenantProblem): string {
  const where = `${problem.file}${problem.pointer ? ` at ${problem.pointer}` : ''}`;
  return `${where}: ${problem.message}${problem.hint ? ` (${problem.hint})` : ''}`;
}

export async function loadTenantFile(file: string): Promise<ValidationResult> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    return {
      ok: false,
      problems: [{ file, pointer: '', message: `cannot read file: ${errorText(error)}` }],
    };
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return {
      ok: false,
      problems: [
        {
          file,
          pointer: '',
          message: `invalid JSON: ${errorText(error)}`,
          hint: 'check commas and quotes',
        },
      ],
    };
  }
  return validateTenant(data, file);
}

/** Every tenant under `dir` (one folder each, holding tenant.json), sorted by code. */
export async function loadTenants(
  dir: string = TENANTS_DIR,
): Promise<{ tenants: Tenant[]; problems: TenantProblem[] }> {
  const entries = await readdir(dir, { withFileTypes: true });
  const folders = entries
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort();
  const results = await Promise.all(
    folders.map((folder) => loadTenantFile(join(dir, folder, TENANT_FILE))),
  );
  const tenants: Tenant[] = [];
  const problems: TenantProblem[] = [];
  for (const result of results) {
    if (result.ok) tenants.push(result.tenant);
    else problems.push(...result.problems);
  }
  problems.push(...duplicateProblems(tenants, dir));
  return { tenants: tenants.sort((a, b) => a.code.localeCompare(b.code)), problems };
}

/** Merchant codes, trial merchant codes and domains used by two tenants. */
export function duplicateProblems(tenants: Tenant[], dir: string): TenantProblem[] {
  const seen = new Map<string, string>();
  const problems: TenantProblem[] = [];
  for (const tenant of tenants) {
    for (const code of [tenant.merchantCode, tenant.trialMerchantCode, ...tenant.domains]) {
      const owner = seen.get(code);
      if (owner && owner !== tenant.code) {
        problems.push({
          file: join(dir, tenant.code, TENANT_FILE),
          pointer: '',
          message: `"${code}" is already used by tenant ${owner}`,
          hint: 'merchant codes and domains must be unique across tenants',
        });
      }
      seen.set(code, tenant.code);
    }
  }
  return problems;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
