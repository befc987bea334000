import type { ComponentType } from 'react';

import { i18n } from '../lib/i18n';
import type { ScreenId } from '../registry';
import { preloadSafeHtml } from '../ui';

type ScreenLoader = () => Promise<{ default: ComponentType }>;

/**
 * A screen whose texts live in their own namespace (`src/locales/<lang>/<namespace>.json`): the
 * screen resolves once both its code and its texts have loaded, so it never shows raw keys, and
 * those texts stay out of the first load of every other page.
 */
export function withTexts<M>(namespace: string, load: () => Promise<M>): () => Promise<M> {
  return () => Promise.all([load(), i18n.loadNamespaces(namespace)]).then(([module]) => module);
}

/**
 * How to load every screen but home (which the entry loads itself, `screens.ts`). The keys are exactly
 * the screens `src/registry/routes.ts` names (`ScreenId` is read off that list): a route whose screen
 * has no loader, or a loader no route names, fails type-checking. This module is a chunk of its own:
 * the list of every screen's files stays out of the first load.
 */
export const screenLoaders: Record<Exclude<ScreenId, 'home'>, ScreenLoader> = {
  login: () => import('../features/auth/LoginScreen').then((m) => ({ default: m.LoginScreen })),
  trial: () => import('../features/auth/TrialScreen').then((m) => ({ default: m.TrialScreen })),
  memberCentre: () =>
    import('../features/member-centre/MemberCentreScreen').then((m) => ({
      default: m.MemberCentreScreen,
    })),
  settings: () =>
    import('../features/settings/SettingsScreen').then((m) => ({ default: m.SettingsScreen })),
  maintenance: () =>
    import('../features/system/MaintenanceScreen').then((m) => ({ default: m.MaintenanceScreen })),
  register: () =>
    import('../features/register/RegisterScreen').then((m) => ({ default: m.RegisterScreen })),
  forgotPassword: () =>
    import('../features/password/ForgotPasswordScreen').then((m) => ({
      default: m.ForgotPasswordScreen,
    })),
  changePassword: () =>
    import('../features/password/ChangePasswordScreen').then((m) => ({
      default: m.ChangePasswordScreen,
    })),
  gameList: () =>
    import('../features/games/GameListScreen').then((m) => ({ default: m.GameListScreen })),
  launchGame: () =>
    import('../features/games/LaunchGameScreen').then((m) => ({ default: m.LaunchGameScreen })),
  gameLobby: () =>
    import('../features/games/GameLobbyScreen').then((m) => ({ default: m.GameLobbyScreen })),
  gameCenter: () =>
    import('../features/games/GameCenterScreen').then((m) => ({ default: m.GameCenterScreen })),
  slotsCenter: () =>
    import('../features/games/SlotsCenterScreen').then((m) => ({ default: m.SlotsCenterScreen })),
  winnerPage: () =>
    import('../features/games/WinnerPageScreen').then((m) => ({ default: m.WinnerPageScreen })),
  moreLottery: () =>
    import('../features/lottery/MoreLotteryScreen').then((m) => ({ default: m.MoreLotteryScreen })),
  startLottery: () =>
    import('../features/lottery/StartLotteryScreen').then((m) => ({
      default: m.StartLotteryScreen,
    })),
  lotteryOrders: () =>
    import('../features/lottery/LotteryOrdersScreen').then((m) => ({
      default: m.LotteryOrdersScreen,
    })),
  securityCenter: withTexts('security', () =>
    import('../features/security/SecurityCentreScreen').then((m) => ({
      default: m.SecurityCentreScreen,
    })),
  ),
  clubBenefits: withTexts('club', () =>
    import('../features/club/BenefitsScreen').then((m) => ({ default: m.BenefitsScreen })),
  ),
  manualRebate: withTexts('club', () =>
    import('../features/club/ManualRebateScreen').then((m) => ({ default: m.ManualRebateScreen })),
  ),
  rebateReport: withTexts('club', () =>
    import('../features/club/RebateReportScreen').then((m) => ({ default: m.RebateReportScreen })),
  ),
  voucherCenter: withTexts('deposit', () =>
    import('../features/deposit/DepositScreen').then((m) => ({ default: m.DepositScreen })),
  ),
  vouReport: withTexts('deposit', () =>
    import('../features/deposit/DepositReportScreen').then((m) => ({
      default: m.DepositReportScreen,
    })),
  ),
  withdraw: withTexts('withdraw', () =>
    import('../features/withdraw/WithdrawScreen').then((m) => ({ default: m.WithdrawScreen })),
  ),
  withdrawReport: withTexts('withdraw', () =>
    import('../features/withdraw/WithdrawReportScreen').then((m) => ({
      default: m.WithdrawReportScreen,
    })),
  ),
  rewardCenter: withTexts('rewards', () =>
    import('../features/rewards/RewardCentreScreen').then((m) => ({
      default: m.RewardCentreScreen,
    })),
  ),
  activity: withTexts('rewards', () =>
    import('../features/rewards/ActivityScreen').then((m) => ({ default: m.ActivityScreen })),
  ),
  activityInfo: withTexts('rewards', () =>
    Promise.all([import('../features/rewards/ActivityInfoScreen'), preloadSafeHtml()]).then(
      ([m]) => ({ default: m.ActivityInfoScreen }),
    ),
  ),
  signIn: withTexts('rewards', () =>
    import('../features/rewards/SignInScreen').then((m) => ({ default: m.SignInScreen })),
  ),
  leaderBoard: withTexts('rewards', () =>
    import('../features/rewards/LeaderBoardScreen').then((m) => ({ default: m.LeaderBoardScreen })),
  ),
  redRain: withTexts('rewards', () =>
    import('../features/rewards/RedRainScreen').then((m) => ({ default: m.RedRainScreen })),
  ),
  inbox: withTexts('content', () =>
    import('../features/content/inbox/MessageScreen').then((m) => ({ default: m.MessageScreen })),
  ),
  webEmail: withTexts('content', () =>
    import('../features/content/mail/WebEmailScreen').then((m) => ({ default: m.WebEmailScreen })),
  ),
  feedback: withTexts('content', () =>
    import('../features/content/feedback/FeedbackScreen').then((m) => ({
      default: m.FeedbackScreen,
    })),
  ),
  inviteFriends: withTexts('content', () =>
    import('../features/content/invite/InviteFriendsScreen').then((m) => ({
      default: m.InviteFriendsScreen,
    })),
  ),
  help: withTexts('content', () =>
    import('../features/content/help/HelpScreen').then((m) => ({ default: m.HelpScreen })),
  ),
  helpDetail: withTexts('content', () =>
    import('../features/content/help/HelpDetailScreen').then((m) => ({
      default: m.HelpDetailScreen,
    })),
  ),
  notices: withTexts('content', () =>
    import('../features/content/pages/NoticeScreen').then((m) => ({ default: m.NoticeScreen })),
  ),
  userAgreement: withTexts('content', () =>
    import('../features/content/pages/UserAgreementScreen').then((m) => ({
      default: m.UserAgreementScreen,
    })),
  ),
  download: withTexts('content', () =>
    import('../features/content/pages/DownloadScreen').then((m) => ({ default: m.DownloadScreen })),
  ),
  customerService: withTexts('content', () =>
    import('../features/content/pages/ServiceScreen').then((m) => ({ default: m.ServiceScreen })),
  ),
  transactionRecord: withTexts('records', () =>
    import('../features/records/TransactionRecordScreen').then((m) => ({
      default: m.TransactionRecordScreen,
    })),
  ),
  gameRecord: withTexts('records', () =>
    import('../features/records/GameRecordScreen').then((m) => ({ default: m.GameRecordScreen })),
  ),
  profitAndLoss: withTexts('records', () =>
    import('../features/records/ProfitAndLossScreen').then((m) => ({
      default: m.ProfitAndLossScreen,
    })),
  ),
  upLineTransfer: withTexts('records', () =>
    import('../features/records/UpLineTransferScreen').then((m) => ({
      default: m.UpLineTransferScreen,
    })),
  ),
  agentHome: withTexts('agent', () =>
    import('../features/agent/AgentHomeScreen').then((m) => ({ default: m.AgentHomeScreen })),
  ),
  agentRegister: withTexts('agent', () =>
    import('../features/agent/AgentRegisterScreen').then((m) => ({
      default: m.AgentRegisterScreen,
    })),
  ),
  agentNotices: withTexts('agent', () =>
    import('../features/agent/AgentNoticeScreen').then((m) => ({ default: m.AgentNoticeScreen })),
  ),
  salaryContract: withTexts('contracts', () =>
    import('../features/contracts/ContractScreen').then((m) => ({
      default: m.SalaryContractScreen,
    })),
  ),
  dividendContract: withTexts('contracts', () =>
    import('../features/contracts/ContractScreen').then((m) => ({
      default: m.DividendContractScreen,
    })),
  ),
  hourContract: withTexts('contracts', () =>
    import('../features/contracts/ContractScreen').then((m) => ({
      default: m.HourContractScreen,
    })),
  ),
  teamOverview: withTexts('team', () =>
    import('../features/team/TeamOverviewScreen').then((m) => ({ default: m.TeamOverviewScreen })),
  ),
  teamPnl: withTexts('team', () =>
    import('../features/team/TeamPnlScreen').then((m) => ({ default: m.TeamPnlScreen })),
  ),
  teamBetting: withTexts('team', () =>
    import('../features/team/TeamBettingScreen').then((m) => ({ default: m.TeamBettingScreen })),
  ),
  memberTeam: withTexts('team', () =>
    import('../features/team/MemberTeamScreen').then((m) => ({ default: m.MemberTeamScreen })),
  ),
  agentRebate: withTexts('agentIncome', () =>
    import('../features/agent-income/AgentRebateScreen').then((m) => ({
      default: m.AgentRebateScreen,
    })),
  ),
  teamRebate: withTexts('agentIncome', () =>
    import('../features/agent-income/TeamRebateScreen').then((m) => ({
      default: m.TeamRebateScreen,
    })),
  ),
  agentDividend: withTexts('agentIncome', () =>
    import('../features/agent-income/AgentDividendScreen').then((m) => ({
      default: m.AgentDividendScreen,
    })),
  ),
};
