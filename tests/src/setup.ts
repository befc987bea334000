import '@testing-library/jest-dom/vitest';

import { webcrypto } from 'node:crypto';

import { cleanup, configure } from '@testing-library/react';
import { afterEach, expect } from 'vitest';

import { initI18n } from '../../src/lib/i18n';
import { MISSING_KEY_REPORT } from '../../src/lib/missing-key-report';

// jsdom lacks SubtleCrypto; node's implementation is the same standard API.
if (!globalThis.crypto?.subtle) {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
}

if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// findBy/waitFor wait for what the user would see; the limit only ends a wait that never succeeds.
// One second (the default) is a race on a loaded two-core machine running the browser suite too.
configure({ asyncUtilTimeout: 10_000 });

await initI18n({ languages: { default: 'en', available: ['en', 'pt', 'fil'] } });

// A key without text shows raw on screen: every component test fails on one.
const missingKeys: string[] = [];
const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].startsWith(MISSING_KEY_REPORT))
    missingKeys.push(args[0]);
  consoleError(...args);
};

afterEach(() => {
  const shown = missingKeys.splice(0);
  expect(shown, 'translation keys without text').toEqual([]);
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
