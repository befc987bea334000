/**
 * A non-extractable AES-GCM key kept in IndexedDB: scripts can use it but never read its bytes, so the
 * ciphertext in localStorage is useless once copied off the device. Without IndexedDB (old browsers,
 * some private modes, jsdom) the key lives in memory for this page load only: credentials remembered
 * then are forgotten on reload, which fails safe.
 */
const DB_NAME = 'wl-keys';
const STORE = 'keys';
const KEY_ID = 'remembered-credentials';

let memoryKey: Promise<CryptoKey> | null = null;

const generateKey = () =>
  crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);

function promised<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function openDb(): Promise<IDBDatabase> {
  const request = indexedDB.open(DB_NAME, 1);
  request.onupgradeneeded = () => request.result.createObjectStore(STORE);
  return promised(request);
}

async function persistedKey(): Promise<CryptoKey> {
  const db = await openDb();
  try {
    const existing = await promised(db.transaction(STORE).objectStore(STORE).get(KEY_ID));
    if (existing instanceof CryptoKey) return existing;
    const key = await generateKey();
    await promised(db.transaction(STORE, 'readwrite').objectStore(STORE).put(key, KEY_ID));
    return key;
  } finally {
    db.close();
  }
}

export async function deviceKey(): Promise<CryptoKey> {
  if (typeof indexedDB !== 'undefined') {
    try {
      return await persistedKey();
    } catch {
      // IndexedDB present but unusable (private mode): fall through to the page-load key.
    }
  }
  memoryKey ??= generateKey();
  return memoryKey;
}

/** Test hook: a new page load. */
export function resetMemoryKey(): void {
  memoryKey = null;
}
