import { vi } from 'vitest';

import type { Combination } from '../../../cli/lib/matrix/combination';
import type { SurfaceValues } from '../../../cli/lib/matrix/surfaces';
import { useShellUi } from '../../../src/app/chrome/ui-store';
import { mountRow } from './mount-row';
import { observeAuthScreens } from './observe-auth';
import { observeContractPrompts } from './observe-contracts';
import { observeHomeChrome, observeRoutes } from './observe-dom';

/** Renders the app once for a row and reads every surface off it. */
export async function observeRow(c: Combination, index: number): Promise<SurfaceValues> {
  const row = await mountRow(c, index);
  try {
    return {
      ...(await observeContractPrompts()),
      ...(await observeHomeChrome(row)),
      ...(await observeRoutes(row)),
      ...(await observeAuthScreens(row)),
    };
  } finally {
    row.unmount();
    vi.unstubAllGlobals();
    useShellUi.setState({ sideMenuOpen: false, headerMenuOpen: false, balanceHidden: false });
  }
}
