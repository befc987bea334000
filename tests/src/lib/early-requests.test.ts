import { describe, expect, it, vi } from 'vitest';

import { arrivedAnswer, request, ApiError } from '../../../src/lib/api-client';
import { ApiTimeoutError } from '../../../src/lib/api-error';
import type { EarlyResponse } from '../../../src/lib/early-requests';
import {
  API_BASE,
  GUEST_HEADERS as GUEST,
  setEarlyRequests,
  useGuestClientAndEarlyRequests,
} from './early-double';
import { envelope, stubFetch } from './fetch-double';

const URL = `${API_BASE}/wps/system/status`;

const early = (response: EarlyResponse | null, headers: Record<string, string> = GUEST) =>
  setEarlyRequests({ [URL]: { headers, response: Promise.resolve(response) } });

useGuestClientAndEarlyRequests();

describe('requests the landing script started', () => {
  it('are taken over once by the same request, without asking the network', async () => {
    const { calls } = stubFetch(() => envelope({ from: 'network' }));
    const requests = early({ status: 200, data: { success: true, value: { from: 'early' } } });
    await expect(request('GET', '/wps/system/status', undefined)).resolves.toEqual({
      from: 'early',
    });
    expect(calls).toHaveLength(0);
    expect(requests[URL]?.taken).toBe(true);
    await expect(request('GET', '/wps/system/status', undefined)).resolves.toEqual({
      from: 'network',
    });
    expect(calls).toHaveLength(1);
  });

  it('time out as the network would when their answer never comes', async () => {
    vi.useFakeTimers();
    try {
      const { calls } = stubFetch(() => envelope({ from: 'network' }));
      setEarlyRequests({ [URL]: { headers: GUEST, response: new Promise(() => {}) } });
      const answer = request('GET', '/wps/system/status', undefined, { timeoutMs: 1000 });
      const failed = expect(answer).rejects.toBeInstanceOf(ApiTimeoutError);
      await vi.advanceTimersByTimeAsync(1000);
      await failed;
      expect(calls).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('answer a platform error as the network answer would', async () => {
    stubFetch(() => envelope({}));
    early({ status: 200, data: { success: false, errorCode: 'system.busy', message: 'busy' } });
    const error = await request('GET', '/wps/system/status', undefined).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('system.busy');
  });

  it('are not used for another session or language, or when they failed', async () => {
    const { calls } = stubFetch(() => envelope({ from: 'network' }));
    early({ status: 200, data: { success: true, value: 1 } }, { ...GUEST, Language: 'PT' });
    await expect(request('GET', '/wps/system/status', undefined)).resolves.toEqual({
      from: 'network',
    });
    early(null);
    await expect(request('GET', '/wps/system/status', undefined)).resolves.toEqual({
      from: 'network',
    });
    expect(calls).toHaveLength(2);
  });
});

describe('an answer the landing script already holds', () => {
  const arrived = (response: EarlyResponse, headers: Record<string, string> = GUEST) => {
    const requests = early(response, headers);
    Object.assign(requests[URL]!, { arrived: response, at: 1_700_000_000_000 });
    return requests;
  };

  it('is there for the first render, once, with the time it arrived', () => {
    const requests = arrived({ status: 200, data: { success: true, value: { from: 'early' } } });
    expect(arrivedAnswer('/wps/system/status')).toEqual({
      data: { from: 'early' },
      at: 1_700_000_000_000,
    });
    expect(requests[URL]?.taken).toBe(true);
    expect(arrivedAnswer('/wps/system/status')).toBeUndefined();
  });

  it('is not there before it arrives, for another language, or when the platform failed', () => {
    early({ status: 200, data: { success: true, value: 1 } });
    expect(arrivedAnswer('/wps/system/status')).toBeUndefined();
    arrived({ status: 200, data: { success: true, value: 1 } }, { ...GUEST, Language: 'PT' });
    expect(arrivedAnswer('/wps/system/status')).toBeUndefined();
    arrived({ status: 503, data: { success: false, errorCode: 'system.busy' } });
    expect(arrivedAnswer('/wps/system/status')).toBeUndefined();
    arrived({ status: 200, data: { success: false, errorCode: 'system.busy' } });
    expect(arrivedAnswer('/wps/system/status')).toBeUndefined();
  });
});
