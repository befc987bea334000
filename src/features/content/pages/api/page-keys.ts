import { queryKey } from '../../../../lib/query-client';

export const agreementKeys = {
  all: () => queryKey('agreement'),
  text: (language: string) => [...agreementKeys.all(), language] as const,
};

export const noticeKeys = {
  all: () => queryKey('notices'),
};
