import { access, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Tenant } from '../../schema/tenant';
import { tenantSchema } from '../../schema/tenant.schema';
import { TENANT_FILE, validateTenant } from '../../schema/validate';
import { UserError } from './errors';
import { writeFolderAtomically } from './fs-atomic';
import type { TemplateValues } from './template';
import { escapeXml, fillJson, fillText } from './template';

export const TENANT_TEMPLATE_DIR = fileURLToPath(new URL('../templates/tenant', import.meta.url));

/** What `wl new` may set; everything else comes from the template. */
export interface NewTenantOptions {
  code: string;
  name?: string;
  merchantCode?: string;
  primary?: string;
  accent?: string;
  languages?: string[];
  defaultLanguage?: string;
}

const CODE_PATTERN = new RegExp(tenantSchema.properties.code.pattern);

/**
 * Creates `tenants/<code>/` from cli/templates/tenant. Refuses an invalid slug or an existing
 * folder, validates the result before writing, and writes through a temp folder and a rename.
 */
export async function scaffoldTenant(
  tenantsDir: string,
  options: NewTenantOptions,
): Promise<{ dir: string; tenant: Tenant }> {
  const { code } = options;
  if (!CODE_PATTERN.test(code)) {
    throw new UserError(
      `"${code}" is not a valid tenant code: use 2-31 lower-case letters, digits or "-", starting with a letter`,
    );
  }
  const dir = path.join(tenantsDir, code);
  if (
    await access(dir).then(
      () => true,
      () => false,
    )
  ) {
    throw new UserError(`tenant "${code}" already exists in ${dir}`);
  }
  const values = templateValues(options);
  const data = fillJson(await readTemplate(TENANT_FILE), values);
  const result = validateTenant(data, path.join(dir, TENANT_FILE));
  if (!result.ok) {
    const details = result.problems.map(
      (p) => `${p.pointer || '/'}: ${p.message}${p.hint ? ` (${p.hint})` : ''}`,
    );
    throw new UserError(`the new tenant would be invalid: ${details.join('; ')}`);
  }
  await writeFolderAtomically(
    dir,
    async (temp) => {
      await writeFile(path.join(temp, TENANT_FILE), `${JSON.stringify(data, null, 2)}\n`);
      for (const asset of ['logo.svg', 'icon.svg']) {
        await writeFile(
          path.join(temp, asset),
          fillText(await readTemplate(asset), values, escapeXml),
        );
      }
    },
    { replace: false },
  );
  return { dir, tenant: result.tenant };
}

function templateValues(options: NewTenantOptions): TemplateValues {
  const name = options.name ?? titleCase(options.code);
  const merchantCode = options.merchantCode ?? options.code.replace(/-/g, '_').toUpperCase();
  const languages = options.languages?.length
    ? options.languages
    : [options.defaultLanguage ?? 'en'];
  return {
    code: options.code,
    name,
    merchantCode,
    trialMerchantCode: `${merchantCode.slice(0, 28)}FREE`,
    primary: options.primary ?? '#1f4fbf',
    accent: options.accent ?? '#f5b301',
    languages,
    defaultLanguage: options.defaultLanguage ?? languages[0]!,
    logoText: name.toUpperCase().slice(0, 14),
    initials: initials(name),
  };
}

function readTemplate(name: string): Promise<string> {
  return readFile(path.join(TENANT_TEMPLATE_DIR, name), 'utf8');
}

function titleCase(code: string): string {
  return code
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? words.map((word) => word[0]).join('') : name;
  return letters.slice(0, 2).toUpperCase();
}
