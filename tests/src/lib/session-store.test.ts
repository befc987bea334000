import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { SessionInfo } from '../../../src/lib/session-store';

const member: SessionInfo = {
  token: 'abc',
  merchantCode: 'ACME',
  userName: 'member0',
  type: 0,
  firstTimeLogin: true,
};

async function freshStore() {
  vi.resetModules();
  return import('../../../src/lib/session-store');
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('session store', () => {
  it('persists exactly MC_SESSION_INFO {token, merchantCode, userName, type, firstTimeLogin}', async () => {
    const { useSessionStore } = await freshStore();
    useSessionStore.getState().setSession({ ...member, extra: 'dropped' } as SessionInfo);
    expect(JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? 'null')).toEqual(member);
    expect(Object.keys(JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? '{}'))).toEqual([
      'token',
      'merchantCode',
      'userName',
      'type',
      'firstTimeLogin',
    ]);
    expect(sessionStorage.getItem('trialName')).toBeNull();
  });

  it('restores the session from storage on a new page load', async () => {
    localStorage.setItem('MC_SESSION_INFO', JSON.stringify(member));
    const { useSessionStore } = await freshStore();
    expect(useSessionStore.getState().session).toEqual(member);
  });

  it('ignores a malformed stored session', async () => {
    localStorage.setItem('MC_SESSION_INFO', '{"token":');
    const first = await freshStore();
    expect(first.useSessionStore.getState().session).toBeNull();
    localStorage.setItem('MC_SESSION_INFO', JSON.stringify({ token: 'x' }));
    const second = await freshStore();
    expect(second.useSessionStore.getState().session).toBeNull();
  });

  it('keeps the trial username in sessionStorage trialName', async () => {
    const { useSessionStore } = await freshStore();
    useSessionStore.getState().setSession({ ...member, userName: 'trial4', type: 4 });
    expect(sessionStorage.getItem('trialName')).toBe('trial4');
    expect(useSessionStore.getState().trialName).toBe('trial4');
  });

  it('clearSession removes token, trial user and session storage and sets autoLogin=0', async () => {
    const { useSessionStore } = await freshStore();
    useSessionStore.getState().setSession({ ...member, type: 4 });
    sessionStorage.setItem('PSW', 'temp');
    useSessionStore.getState().clearSession();
    expect(localStorage.getItem('MC_SESSION_INFO')).toBeNull();
    expect(sessionStorage.getItem('trialName')).toBeNull();
    expect(sessionStorage.getItem('PSW')).toBeNull();
    expect(localStorage.getItem('autoLogin')).toBe('0');
    expect(useSessionStore.getState()).toMatchObject({ session: null, trialName: null });
  });

  it('follows a login or logout made in another tab', async () => {
    const { useSessionStore } = await freshStore();
    localStorage.setItem('MC_SESSION_INFO', JSON.stringify(member));
    window.dispatchEvent(new StorageEvent('storage', { key: 'MC_SESSION_INFO' }));
    expect(useSessionStore.getState().session).toEqual(member);
    localStorage.removeItem('MC_SESSION_INFO');
    window.dispatchEvent(new StorageEvent('storage', { key: 'MC_SESSION_INFO' }));
    expect(useSessionStore.getState().session).toBeNull();
  });

  it('survives storage that throws', async () => {
    const { useSessionStore } = await freshStore();
    const spy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    expect(() => useSessionStore.getState().setSession(member)).not.toThrow();
    expect(useSessionStore.getState().session).toEqual(member);
    spy.mockRestore();
  });
});
