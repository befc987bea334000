import type { Tenant } from '../../schema/tenant';

/** One `wl list` row: code, name, merchant code, languages, templates, flags on. */
export const TENANT_LIST_HEADERS = [
  'code',
  'name',
  'merchant',
  'languages',
  'mem_cen/dep_func',
  'flags on',
];

export function tenantListRow(tenant: Tenant): string[] {
  const { languages, templates, flags } = tenant;
  const ordered = [
    languages.default,
    ...languages.available.filter((code) => code !== languages.default),
  ];
  return [
    tenant.code,
    tenant.name,
    tenant.merchantCode,
    ordered.join(','),
    `${templates.mem_cen}/${templates.dep_func}`,
    String(Object.values(flags).filter(Boolean).length),
  ];
}
