import { deviceKey } from './device-key';
import { storage } from './storage';

/** What "remember password" keeps (spec §3); restored only for the login method it was saved with. */
export interface RememberedCredentials {
  /** Login method: `username` or `sms`. */
  type: string;
  username: string;
  password: string;
  countryDialingCode?: string;
}

interface Sealed {
  iv: string;
  data: string;
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

const isSealed = (value: unknown): value is Sealed =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Sealed).iv === 'string' &&
  typeof (value as Sealed).data === 'string';

/** Encrypts and stores the credentials under `remPass` and sets `sass` (remember on). */
export async function saveCredentials(credentials: RememberedCredentials): Promise<void> {
  const key = await deviceKey();
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plaintext = new TextEncoder().encode(JSON.stringify(credentials));
  const data = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plaintext));
  storage.setJson('remPass', { iv: toBase64(iv), data: toBase64(data) } satisfies Sealed);
  storage.set('sass', '1');
}

/** The remembered credentials for `type`, or null (none, other method, remember off, undecryptable). */
export async function loadCredentials(type: string): Promise<RememberedCredentials | null> {
  if (storage.get('sass') !== '1') return null;
  const sealed = storage.getJson('remPass', isSealed);
  if (!sealed) return null;
  try {
    const key = await deviceKey();
    const plaintext = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64(sealed.iv) },
      key,
      fromBase64(sealed.data),
    );
    const credentials = JSON.parse(new TextDecoder().decode(plaintext)) as RememberedCredentials;
    return credentials.type === type ? credentials : null;
  } catch {
    // Sealed under a key this device no longer has: drop it rather than fail every login.
    forgetCredentials();
    return null;
  }
}

/** Removes the remembered credentials and turns remember off. */
export function forgetCredentials(): void {
  storage.remove('remPass');
  storage.set('sass', '0');
}

/** Whether the player chose "remember password" last time (default on, spec §2 login). */
export const isRememberOn = (): boolean => storage.get('sass') !== '0';
