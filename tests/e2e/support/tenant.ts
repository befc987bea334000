import { readFileSync } from 'node:fs';

import { validateTenant } from '../../../schema/validate';
import type { Tenant } from '../../../schema/tenant';

/** The demo tenant a Playwright project runs against, with schema defaults filled in. */
export function loadTenant(code: string): Tenant {
  const file = `tenants/${code}/tenant.json`;
  const result = validateTenant(JSON.parse(readFileSync(file, 'utf8')), file);
  if (!result.ok) throw new Error(`${file} is invalid: ${JSON.stringify(result.problems)}`);
  return result.tenant;
}

/** A key of a complete locale file, read from disk so the test does not depend on the app's i18n code. */
export function translation(language: string, namespace: string, key: string): string {
  const messages = JSON.parse(
    readFileSync(`src/locales/${language}/${namespace}.json`, 'utf8'),
  ) as unknown;
  let value: unknown = messages;
  for (const part of key.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
  if (typeof value !== 'string') throw new Error(`missing ${language}/${namespace}:${key}`);
  return value;
}
