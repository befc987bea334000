import { queryKey } from '../../../../lib/query-client';

export const helpKeys = {
  all: () => queryKey('help'),
  pages: (language: string) => [...helpKeys.all(), language] as const,
};
