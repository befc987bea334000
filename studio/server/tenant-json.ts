import path from 'node:path';

import { tenantSchema } from '../../schema/tenant.schema';
import { UserError } from '../../cli/lib/errors';

/** What the template and `wl new` write: tenant.json points editors at the schema two folders up. */
export const SCHEMA_REFERENCE = '../../schema/tenant.schema.json';

const CODE_PATTERN = new RegExp(tenantSchema.properties.code.pattern);

/** The folder of tenant `code`, refusing anything but a tenant slug (so nothing is written elsewhere). */
export function tenantFolder(tenantsDir: string, code: string): string {
  if (!CODE_PATTERN.test(code)) throw new UserError(`"${code}" is not a valid tenant code`);
  return path.join(tenantsDir, code);
}

/** A draft as a plain JSON object, or a UserError. */
export function asTenantObject(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new UserError('the tenant must be a JSON object');
  return value as Record<string, unknown>;
}

/** tenant.json as the studio writes it: `$schema` first, two-space JSON, a final newline. */
export function formatTenantJson(draft: Record<string, unknown>): string {
  const { $schema, ...rest } = draft;
  const ordered = { $schema: typeof $schema === 'string' ? $schema : SCHEMA_REFERENCE, ...rest };
  return `${JSON.stringify(ordered, null, 2)}\n`;
}
