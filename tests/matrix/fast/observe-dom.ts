import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';

import type { SurfaceValues } from '../../../cli/lib/matrix/surfaces';
import { useShellUi } from '../../../src/app/chrome/ui-store';
import { chromeToken, PROBES } from '../oracle';
import type { MountedRow } from './mount-row';
import { settle, visit } from './settle';
import type { ShownEntries } from './visible-usable';

const locale = (namespace: string) =>
  JSON.parse(readFileSync(`src/locales/en/${namespace}.json`, 'utf8')) as Record<
    string,
    Record<string, string>
  >;
const FREE_REJECT = (locale('common') as unknown as Record<string, string>).free_reject;
const LABELS = locale('shell').labels ?? {};
const UNAVAILABLE = locale('shell').messages?.feature_unavailable;

export const testIds = (prefix: string, root: ParentNode = document) =>
  [...root.querySelectorAll(`[data-testid^="${prefix}"]`)].map((node) =>
    (node.getAttribute('data-testid') ?? '').slice(prefix.length),
  );
const present = (testId: string) => document.querySelector(`[data-testid="${testId}"]`) !== null;

/** On /m/home: the header's account area, the side menu and the header pop-up menu. */
export async function observeHomeChrome(row: MountedRow): Promise<SurfaceValues> {
  await settle(row);
  const header = screen.getByTestId('app-header');
  const registerLink = [...header.querySelectorAll('a')].some(
    (link) => link.textContent === LABELS.register,
  );
  const headerTokens = [
    ...(present('header-balance') ? ['balance'] : []),
    ...(registerLink ? ['register'] : []),
  ];

  fireEvent.click(screen.getByTestId('header-side-menu'));
  const menu = await screen.findByTestId('side-menu', {}, { timeout: 10_000 });
  const signOut = [...menu.querySelectorAll('button')].some(
    (button) => button.textContent === LABELS.signOut,
  );
  const sideMenu = [
    ...testIds('side-', menu).filter((id) => id !== 'menu'),
    ...(signOut ? ['signOut'] : []),
  ];
  act(() => useShellUi.setState({ sideMenuOpen: false }));

  let headerMenu: string[] = [];
  if (present('header-balance')) {
    fireEvent.click(screen.getByTestId('header-balance'));
    await waitFor(() => expect(testIds('header-menu-').length).toBeGreaterThan(0), {
      timeout: 10_000,
    });
    headerMenu = testIds('header-menu-');
    act(() => useShellUi.setState({ headerMenuOpen: false }));
  }
  return { header: headerTokens, sideMenu, headerMenu };
}

/** The member centre once /m/mine is shown: its entries, template and where the header leads. */
async function observeMemberCentre(row: MountedRow, seen: ShownEntries): Promise<SurfaceValues> {
  const memberCentre = testIds('mc-entry-');
  seen.memberCentre = memberCentre;
  seen.memberQuick = testIds('mc-quick-');
  const memberCentreTemplate = present('mc-entries-card')
    ? ['new (card)']
    : present('mc-entries-list')
      ? ['classic (list)']
      : [];
  let memberCentreHeader: string[] = [];
  if (present('mc-guest-prompt')) memberCentreHeader = ['login-or-register prompt'];
  else if (present('mc-profile')) {
    const before = row.router.state.location.key;
    fireEvent.click(screen.getByTestId('mc-profile'));
    await settle(row);
    const { key, pathname } = row.router.state.location;
    memberCentreHeader = [`tap → ${key === before ? '(nothing)' : pathname}`];
  }
  return { memberCentre, memberCentreTemplate, memberCentreHeader };
}

/** Which deposit form /m/voucherCenter drew once its channels arrived. */
async function observeDepositTemplate(): Promise<string[]> {
  await waitFor(
    () => expect(present('deposit-form-modern') || present('deposit-form-classic')).toBe(true),
    {
      timeout: 10_000,
    },
  );
  return [present('deposit-form-modern') ? 'new (tabs and cards)' : 'classic (form)'];
}

/** Agent home once it is shown: its navigation grid and its own footer, by entry id. */
async function observeAgentHome(seen: ShownEntries): Promise<SurfaceValues> {
  await screen.findByTestId('agent-nav', {}, { timeout: 10_000 });
  seen.agentNav = testIds('agent-nav-');
  seen.agentFooter = testIds('agent-footer-');
  return { agentNav: seen.agentNav, agentFooter: seen.agentFooter };
}

/**
 * Opens every probe page: where the player lands (and the toast), header and footer there. Fills
 * `seen` with the entries the member centre and agent home drew.
 */
export async function observeRoutes(row: MountedRow, seen: ShownEntries): Promise<SurfaceValues> {
  const access: string[] = [];
  const chrome: string[] = [];
  let memberCentre: SurfaceValues = {};
  let depositTemplate: string[] | undefined;
  let agentHome: SurfaceValues = {};
  for (const probe of PROBES) {
    row.takeToasts();
    await visit(row, probe.path);
    const landed = row.router.state.location.pathname;
    const toasts = row.takeToasts();
    const rejected = toasts.includes(FREE_REJECT ?? 'free_reject');
    const unavailable = toasts.includes(UNAVAILABLE ?? 'feature_unavailable');
    access.push(
      `${probe.path} → ${landed}${rejected ? ' + free_reject' : ''}${unavailable ? ' + unavailable' : ''}`,
    );
    chrome.push(chromeToken(probe.path, present('app-header'), present('app-footer')));
    if (probe.path === '/m/mine' && landed === '/m/mine')
      memberCentre = await observeMemberCentre(row, seen);
    if (probe.path === '/m/voucherCenter' && landed === '/m/voucherCenter')
      depositTemplate = await observeDepositTemplate();
    if (probe.path === '/m/agent/home' && landed === '/m/agent/home')
      agentHome = await observeAgentHome(seen);
  }
  return {
    access,
    chrome,
    ...memberCentre,
    ...agentHome,
    ...(depositTemplate ? { depositTemplate } : {}),
  };
}
