import { afterEach, describe, expect, it, vi } from 'vitest';

import { loginDeviceId, storage } from '../../../src/lib/storage';

afterEach(() => vi.restoreAllMocks());

describe('storage', () => {
  it('puts each key in its area', () => {
    storage.set('PSW', 'x');
    storage.set('hideDownloadBar', '1');
    expect(sessionStorage.getItem('PSW')).toBe('x');
    expect(localStorage.getItem('hideDownloadBar')).toBe('1');
    expect(localStorage.getItem('PSW')).toBeNull();
  });

  it('reads JSON through a guard', () => {
    storage.setJson('remPass', { iv: 'a', data: 'b' });
    const isObject = (v: unknown): v is object => typeof v === 'object' && v !== null;
    expect(storage.getJson('remPass', isObject)).toEqual({ iv: 'a', data: 'b' });
    expect(storage.getJson('remPass', (v): v is string => typeof v === 'string')).toBeNull();
  });

  it('returns null and drops writes when storage throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(storage.get('wl_lang')).toBeNull();
    expect(() => storage.set('wl_lang', 'pt')).not.toThrow();
  });

  it('keeps one loginDeviceId per device', () => {
    const id = loginDeviceId();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(loginDeviceId()).toBe(id);
  });
});
