import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

import { i18n } from '../lib/i18n';
import type { ScreenId } from '../registry';

type Screen = LazyExoticComponent<ComponentType>;

/**
 * A screen whose texts live in their own namespace (`src/locales/<lang>/<namespace>.json`): the
 * screen resolves once both its code and its texts have loaded, so it never shows raw keys, and
 * those texts stay out of the first load of every other page.
 */
export function withTexts<M>(namespace: string, load: () => Promise<M>): () => Promise<M> {
  return () => Promise.all([load(), i18n.loadNamespaces(namespace)]).then(([module]) => module);
}

/** Every registry screen id, lazily loaded so /m/home ships only what it needs. */
export const screens: Record<ScreenId, Screen> = {
  home: lazy(() => import('../features/home/HomeScreen').then((m) => ({ default: m.HomeScreen }))),
  login: lazy(() => import('../features/auth/LoginScreen').then((m) => ({ default: m.LoginScreen }))),
  memberCentre: lazy(() =>
    import('../features/member-centre/MemberCentreScreen').then((m) => ({ default: m.MemberCentreScreen })),
  ),
  settings: lazy(() => import('../features/settings/SettingsScreen').then((m) => ({ default: m.SettingsScreen }))),
  maintenance: lazy(() =>
    import('../features/system/MaintenanceScreen').then((m) => ({ default: m.MaintenanceScreen })),
  ),
  register: lazy(() => import('../features/register/RegisterScreen').then((m) => ({ default: m.RegisterScreen }))),
  forgotPassword: lazy(() =>
    import('../features/password/ForgotPasswordScreen').then((m) => ({ default: m.ForgotPasswordScreen })),
  ),
  changePassword: lazy(() =>
    import('../features/password/ChangePasswordScreen').then((m) => ({ default: m.ChangePasswordScreen })),
  ),
  gameList: lazy(() => import('../features/games/GameListScreen').then((m) => ({ default: m.GameListScreen }))),
  launchGame: lazy(() =>
    import('../features/games/LaunchGameScreen').then((m) => ({ default: m.LaunchGameScreen })),
  ),
  gameLobby: lazy(() => import('../features/games/GameLobbyScreen').then((m) => ({ default: m.GameLobbyScreen }))),
  gameCenter: lazy(() =>
    import('../features/games/GameCenterScreen').then((m) => ({ default: m.GameCenterScreen })),
  ),
  slotsCenter: lazy(() =>
    import('../features/games/SlotsCenterScreen').then((m) => ({ default: m.SlotsCenterScreen })),
  ),
  winnerPage: lazy(() =>
    import('../features/games/WinnerPageScreen').then((m) => ({ default: m.WinnerPageScreen })),
  ),
  moreLottery: lazy(() =>
    import('../features/lottery/MoreLotteryScreen').then((m) => ({ default: m.MoreLotteryScreen })),
  ),
  startLottery: lazy(() =>
    import('../features/lottery/StartLotteryScreen').then((m) => ({ default: m.StartLotteryScreen })),
  ),
  lotteryOrders: lazy(() =>
    import('../features/lottery/LotteryOrdersScreen').then((m) => ({ default: m.LotteryOrdersScreen })),
  ),
  comingSoon: lazy(() => import('../features/system/ComingSoonScreen').then((m) => ({ default: m.ComingSoonScreen }))),
};

/** Region-restriction page: a start-up mode, not a route. */
export const RegionRestrictedScreen = lazy(() =>
  import('../features/system/RegionRestrictedScreen').then((m) => ({ default: m.RegionRestrictedScreen })),
);
