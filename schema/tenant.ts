import type { FromSchema } from 'json-schema-to-ts';
import type { tenantSchema } from './tenant.schema';

/** A tenant after validation: ajv has filled every default. */
export type Tenant = FromSchema<typeof tenantSchema>;

/** A tenant file as an operator writes it: defaulted keys may be left out. */
export type TenantInput = FromSchema<
  typeof tenantSchema,
  { keepDefaultedPropertiesOptional: true }
>;

export type TenantTheme = Tenant['theme'];
export type TenantFlags = Tenant['flags'];
