export const E2E_PORT = Number(process.env.E2E_PORT ?? 4780);
export const E2E_TENANTS = ['lucky7', 'perlas', 'royal88'] as const;
export type E2eTenant = (typeof E2E_TENANTS)[number];
