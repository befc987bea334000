import type {
  DiffLine,
  DraftCheck,
  NewTenantRequest,
  SaveAnswer,
  StudioInfo,
  TenantSummary,
} from '../shared/api-types';

/** A refusal of the studio's API, with its message. */
export class StudioApiError extends Error {}

async function call<T>(path: string, body?: unknown, allowed: number[] = []): Promise<T> {
  const response = await fetch(
    path,
    body === undefined
      ? undefined
      : {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        },
  );
  const answer = (await response.json()) as T & { error?: string };
  if (!response.ok && !allowed.includes(response.status))
    throw new StudioApiError(answer.error ?? `${response.status} ${response.statusText}`);
  return answer;
}

export type TenantJson = Record<string, unknown>;

export const studioApi = {
  info: () => call<StudioInfo>('/api/info'),
  tenants: () => call<TenantSummary[]>('/api/tenants'),
  create: (request: NewTenantRequest) => call<{ code: string }>('/api/tenants', request),
  read: (code: string) => call<{ text: string; json: TenantJson | null }>(`/api/tenants/${code}`),
  check: (code: string, draft: TenantJson) => call<DraftCheck>(`/api/tenants/${code}/draft`, draft),
  diff: (code: string, draft: TenantJson) => call<DiffLine[]>(`/api/tenants/${code}/diff`, draft),
  save: (code: string, draft: TenantJson) =>
    call<SaveAnswer>(`/api/tenants/${code}/save`, draft, [422]),
  logoUrl: (code: string) => `/api/tenants/${code}/logo`,
};
