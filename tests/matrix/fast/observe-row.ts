import { screen } from '@testing-library/react';
import { vi } from 'vitest';

import type { Combination } from '../../../cli/lib/matrix/combination';
import type { SurfaceValues } from '../../../cli/lib/matrix/surfaces';
import { useShellUi } from '../../../src/app/chrome/ui-store';
import { mountRow } from './mount-row';
import { observeAuthScreens } from './observe-auth';
import { observeContractPrompts } from './observe-contracts';
import { observeHomeChrome, observeRoutes, testIds } from './observe-dom';
import { closedTargets, type ShownEntries } from './visible-usable';

/** Renders the app once for a row and reads every surface off it. */
export async function observeRow(c: Combination, index: number): Promise<SurfaceValues> {
  const row = await mountRow(c, index);
  try {
    const contractPrompts = await observeContractPrompts();
    const chrome = await observeHomeChrome(row);
    const seen: ShownEntries = {
      footer: testIds('footer-', screen.getByTestId('app-footer')),
      sideMenu: chrome.sideMenu?.filter((id) => id !== 'signOut'),
      headerMenu: chrome.headerMenu,
    };
    const routes = await observeRoutes(row, seen);
    return {
      ...contractPrompts,
      ...chrome,
      ...routes,
      ...(await observeAuthScreens(row)),
      visibleUsable: closedTargets(c, seen),
    };
  } finally {
    row.unmount();
    vi.unstubAllGlobals();
    useShellUi.setState({ sideMenuOpen: false, headerMenuOpen: false, balanceHidden: false });
  }
}
