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
  trial: lazy(() => import('../features/auth/TrialScreen').then((m) => ({ default: m.TrialScreen }))),
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
  securityCenter: lazy(
    withTexts('security', () =>
      import('../features/security/SecurityCentreScreen').then((m) => ({ default: m.SecurityCentreScreen })),
    ),
  ),
  clubBenefits: lazy(
    withTexts('club', () => import('../features/club/BenefitsScreen').then((m) => ({ default: m.BenefitsScreen }))),
  ),
  manualRebate: lazy(
    withTexts('club', () =>
      import('../features/club/ManualRebateScreen').then((m) => ({ default: m.ManualRebateScreen })),
    ),
  ),
  rebateReport: lazy(
    withTexts('club', () =>
      import('../features/club/RebateReportScreen').then((m) => ({ default: m.RebateReportScreen })),
    ),
  ),
  voucherCenter: lazy(
    withTexts('deposit', () => import('../features/deposit/DepositScreen').then((m) => ({ default: m.DepositScreen }))),
  ),
  vouReport: lazy(
    withTexts('deposit', () =>
      import('../features/deposit/DepositReportScreen').then((m) => ({ default: m.DepositReportScreen })),
    ),
  ),
  withdraw: lazy(
    withTexts('withdraw', () =>
      import('../features/withdraw/WithdrawScreen').then((m) => ({ default: m.WithdrawScreen })),
    ),
  ),
  withdrawReport: lazy(
    withTexts('withdraw', () =>
      import('../features/withdraw/WithdrawReportScreen').then((m) => ({ default: m.WithdrawReportScreen })),
    ),
  ),
  rewardCenter: lazy(
    withTexts('rewards', () => import('../features/rewards/RewardCentreScreen').then((m) => ({ default: m.RewardCentreScreen }))),
  ),
  activity: lazy(
    withTexts('rewards', () => import('../features/rewards/ActivityScreen').then((m) => ({ default: m.ActivityScreen }))),
  ),
  activityInfo: lazy(
    withTexts('rewards', () => import('../features/rewards/ActivityInfoScreen').then((m) => ({ default: m.ActivityInfoScreen }))),
  ),
  signIn: lazy(
    withTexts('rewards', () => import('../features/rewards/SignInScreen').then((m) => ({ default: m.SignInScreen }))),
  ),
  leaderBoard: lazy(
    withTexts('rewards', () => import('../features/rewards/LeaderBoardScreen').then((m) => ({ default: m.LeaderBoardScreen }))),
  ),
  redRain: lazy(
    withTexts('rewards', () => import('../features/rewards/RedRainScreen').then((m) => ({ default: m.RedRainScreen }))),
  ),
  inbox: lazy(withTexts('content', () => import('../features/content/inbox/MessageScreen').then((m) => ({ default: m.MessageScreen })))),
  webEmail: lazy(withTexts('content', () => import('../features/content/mail/WebEmailScreen').then((m) => ({ default: m.WebEmailScreen })))),
  feedback: lazy(withTexts('content', () => import('../features/content/feedback/FeedbackScreen').then((m) => ({ default: m.FeedbackScreen })))),
  inviteFriends: lazy(withTexts('content', () => import('../features/content/invite/InviteFriendsScreen').then((m) => ({ default: m.InviteFriendsScreen })))),
  help: lazy(withTexts('content', () => import('../features/content/help/HelpScreen').then((m) => ({ default: m.HelpScreen })))),
  helpDetail: lazy(withTexts('content', () => import('../features/content/help/HelpDetailScreen').then((m) => ({ default: m.HelpDetailScreen })))),
  notices: lazy(withTexts('content', () => import('../features/content/pages/NoticeScreen').then((m) => ({ default: m.NoticeScreen })))),
  userAgreement: lazy(withTexts('content', () => import('../features/content/pages/UserAgreementScreen').then((m) => ({ default: m.UserAgreementScreen })))),
  download: lazy(withTexts('content', () => import('../features/content/pages/DownloadScreen').then((m) => ({ default: m.DownloadScreen })))),
  customerService: lazy(withTexts('content', () => import('../features/content/pages/ServiceScreen').then((m) => ({ default: m.ServiceScreen })))),
  transactionRecord: lazy(withTexts('records', () => import('../features/records/TransactionRecordScreen').then((m) => ({ default: m.TransactionRecordScreen })))),
  gameRecord: lazy(withTexts('records', () => import('../features/records/GameRecordScreen').then((m) => ({ default: m.GameRecordScreen })))),
  profitAndLoss: lazy(withTexts('records', () => import('../features/records/ProfitAndLossScreen').then((m) => ({ default: m.ProfitAndLossScreen })))),
  upLineTransfer: lazy(withTexts('records', () => import('../features/records/UpLineTransferScreen').then((m) => ({ default: m.UpLineTransferScreen })))),
  comingSoon: lazy(() => import('../features/system/ComingSoonScreen').then((m) => ({ default: m.ComingSoonScreen }))),
};

/** Region-restriction page: a start-up mode, not a route. */
export const RegionRestrictedScreen = lazy(() =>
  import('../features/system/RegionRestrictedScreen').then((m) => ({ default: m.RegionRestrictedScreen })),
);
