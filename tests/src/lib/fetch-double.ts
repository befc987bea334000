import { vi } from 'vitest';

export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

type Responder = (
  call: RecordedCall,
) => { status?: number; json?: unknown } | Promise<{ status?: number; json?: unknown }>;

/** Like real fetch, a call gives up with an AbortError when its signal aborts (the client's timeout). */
function abortable<T>(answer: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return answer;
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
    if (signal.aborted) abort();
    signal.addEventListener('abort', abort, { once: true });
    answer.then(resolve, reject);
  });
}

/** An answer that never comes: the platform hangs. */
export const never = (): Promise<never> => new Promise(() => {});

/** Replaces global fetch with a responder and records every call (unit-test double). */
export function stubFetch(respond: Responder) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: RecordedCall = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      body: init.body as string | undefined,
    };
    calls.push(call);
    const { status = 200, json } = await abortable(Promise.resolve(respond(call)), init.signal);
    return new Response(json === undefined ? '' : JSON.stringify(json), { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export const envelope = (value: unknown) => ({ json: { success: true, value } });
export const failure = (errorCode: string, message = '', status = 200, value?: unknown) => ({
  status,
  json: { success: false, errorCode, message, value },
});
