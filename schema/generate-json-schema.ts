/**
 * Writes `schema/tenant.schema.json` from `schema/tenant.schema.ts` (`npm run schema:generate`).
 * Tenant files point at the JSON with `"$schema"` so editors complete and check them;
 * `tests/schema/json-schema.test.ts` fails when the committed file is stale.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { tenantSchema } from './tenant.schema';

export const TENANT_JSON_SCHEMA_PATH = fileURLToPath(
  new URL('./tenant.schema.json', import.meta.url),
);

/** The JSON text the committed schema file must hold: stable key order, 2-space indent, trailing newline. */
export function renderTenantJsonSchema(): string {
  const document = { $schema: 'http://json-schema.org/draft-07/schema#', ...tenantSchema };
  return `${JSON.stringify(document, null, 2)}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(TENANT_JSON_SCHEMA_PATH, renderTenantJsonSchema());
  console.log(`Wrote ${TENANT_JSON_SCHEMA_PATH}`);
}
