import '@testing-library/jest-dom/vitest';

import { webcrypto } from 'node:crypto';

import { cleanup, configure } from '@testing-library/react';
import { afterEach, expect } from 'vitest';
import type { StoreApi } from 'zustand';

import { i18n, initI18n } from '../../src/lib/i18n';
import { MISSING_KEY_REPORT } from '../../src/lib/missing-key-report';
import { useSessionStore } from '../../src/lib/session-store';
import { useDialogStore } from '../../src/ui/dialog-store';
import { useShellUi } from '../../src/ui/shell-ui-store';
import { useToastStore } from '../../src/ui/toast-store';

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

// A key without text shows raw on screen: every component test fails on one. Test files share a
// worker's globals (isolate: false in vitest.config.ts), so console.error is wrapped once.
const reported = globalThis as { missingKeys?: string[] };
const missingKeys = (reported.missingKeys ??= wrapConsoleError());
function wrapConsoleError(): string[] {
  const keys: string[] = [];
  const consoleError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith(MISSING_KEY_REPORT)) keys.push(args[0]);
    consoleError(...args);
  };
  return keys;
}

/** What a test may leave behind for the next file of the same worker: reset after every test. */
const resetStore = <S>(store: StoreApi<S>) => store.setState(store.getInitialState(), true);

afterEach(async () => {
  const shown = missingKeys.splice(0);
  expect(shown, 'translation keys without text').toEqual([]);
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  resetStore(useSessionStore);
  resetStore(useDialogStore);
  resetStore(useShellUi);
  resetStore(useToastStore);
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
  window.history.replaceState(null, '', '/');
});
