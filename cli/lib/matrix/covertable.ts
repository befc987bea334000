import * as covertableModule from 'covertable';
import type { make, sorters } from 'covertable';

interface CovertableApi {
  make: typeof make;
  sorters: typeof sorters;
}

/**
 * covertable ships one CommonJS bundle: Node's ESM loader exposes it only as `default`, while
 * bundlers expose the named exports. Either way this is the same API.
 */
export const covertable: CovertableApi =
  'make' in covertableModule && typeof covertableModule.make === 'function'
    ? covertableModule
    : (covertableModule as unknown as { default: CovertableApi }).default;
