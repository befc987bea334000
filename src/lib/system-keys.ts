import { queryKey } from './query-client';

/** Site-wide settings and reference data the platform serves to guests and members alike. */
export const systemKeys = {
  all: () => queryKey('system'),
  settings: () => [...systemKeys.all(), 'settings'] as const,
  consolidatedSettings: () => [...systemKeys.settings(), 'consolidated'] as const,
  registrationRules: () => [...systemKeys.settings(), 'register'] as const,
  status: () => [...systemKeys.all(), 'status'] as const,
  socialProviders: () => [...systemKeys.all(), 'social'] as const,
  countries: () => [...systemKeys.all(), 'country'] as const,
};
