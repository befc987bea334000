import { beforeEach, describe, expect, it } from 'vitest';

import { resetMemoryKey } from '../../../src/lib/device-key';
import {
  forgetCredentials,
  isRememberOn,
  loadCredentials,
  saveCredentials,
} from '../../../src/lib/remembered-credentials';

const credentials = {
  type: 'username',
  username: 'member0',
  password: 'Demo1234',
  countryDialingCode: '+63',
};

function everythingStored(): string {
  const parts: string[] = [];
  for (const area of [localStorage, sessionStorage]) {
    for (let i = 0; i < area.length; i++) {
      const key = area.key(i) ?? '';
      parts.push(key, area.getItem(key) ?? '');
    }
  }
  return parts.join('\n');
}

beforeEach(() => resetMemoryKey());

describe('remembered credentials', () => {
  it('never stores the password or username in plain text (nor base64 of them)', async () => {
    await saveCredentials(credentials);
    const stored = everythingStored();
    expect(localStorage.getItem('remPass')).not.toBeNull();
    for (const secret of ['Demo1234', 'member0', btoa('Demo1234'), btoa(btoa('Demo1234'))]) {
      expect(stored).not.toContain(secret);
    }
    expect(localStorage.getItem('sass')).toBe('1');
  });

  it('loads them back for the same login method only', async () => {
    await saveCredentials(credentials);
    await expect(loadCredentials('username')).resolves.toEqual(credentials);
    await expect(loadCredentials('sms')).resolves.toBeNull();
  });

  it('uses a fresh IV per save', async () => {
    await saveCredentials(credentials);
    const first = localStorage.getItem('remPass');
    await saveCredentials(credentials);
    expect(localStorage.getItem('remPass')).not.toBe(first);
  });

  it('forgets them and turns remember off', async () => {
    await saveCredentials(credentials);
    forgetCredentials();
    expect(localStorage.getItem('remPass')).toBeNull();
    expect(isRememberOn()).toBe(false);
    await expect(loadCredentials('username')).resolves.toBeNull();
  });

  it('drops ciphertext sealed under a key from another page load (no IndexedDB in jsdom)', async () => {
    await saveCredentials(credentials);
    resetMemoryKey();
    await expect(loadCredentials('username')).resolves.toBeNull();
    expect(localStorage.getItem('remPass')).toBeNull();
  });

  it('rejects tampered ciphertext', async () => {
    await saveCredentials(credentials);
    const sealed = JSON.parse(localStorage.getItem('remPass') ?? '{}') as {
      iv: string;
      data: string;
    };
    const bytes = Uint8Array.from(atob(sealed.data), (c) => c.charCodeAt(0));
    bytes[0] = (bytes[0] ?? 0) ^ 0xff;
    localStorage.setItem(
      'remPass',
      JSON.stringify({ ...sealed, data: btoa(String.fromCharCode(...bytes)) }),
    );
    await expect(loadCredentials('username')).resolves.toBeNull();
  });
});
