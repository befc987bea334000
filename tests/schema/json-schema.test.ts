import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';

import { renderTenantJsonSchema, TENANT_JSON_SCHEMA_PATH } from '../../schema/generate-json-schema';
import { TENANTS_DIR } from '../../schema/validate';

const FIXTURES = fileURLToPath(new URL('./fixtures', import.meta.url));
const committed = () => readFileSync(TENANT_JSON_SCHEMA_PATH, 'utf8');

describe('schema/tenant.schema.json', () => {
  it('is current with schema/tenant.schema.ts (run "npm run schema:generate" if this fails)', () => {
    expect(committed()).toBe(renderTenantJsonSchema());
  });

  it('is what editors get: it accepts the demo tenants and rejects an invalid fixture', () => {
    const validate = new Ajv({ allErrors: true }).compile(JSON.parse(committed()) as object);
    const read = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));
    for (const code of ['lucky7', 'perlas', 'royal88']) {
      expect(validate(read(path.join(TENANTS_DIR, code, 'tenant.json'))), code).toBe(true);
    }
    expect(validate(read(path.join(FIXTURES, 'invalid-unknown-flag.json')))).toBe(false);
  });

  it('is the path every tenant file points at with "$schema"', () => {
    for (const code of ['lucky7', 'perlas', 'royal88']) {
      const file = path.join(TENANTS_DIR, code, 'tenant.json');
      const { $schema } = JSON.parse(readFileSync(file, 'utf8')) as { $schema: string };
      expect(path.resolve(path.dirname(file), $schema)).toBe(TENANT_JSON_SCHEMA_PATH);
    }
  });
});
