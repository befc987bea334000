import { useTranslation } from '../../../lib/i18n';
import { useMoney } from '../../../lib/use-money';
import { StatusPill } from '../../../ui/report';
import type { TeamRebateRow } from '../api/get-team-rebate';
import { Figures, RowHead } from './styles';

/** A direct downline: agent or member, its own and its team's valid bets, the rebate they earned. */
export function TeamRebateItem({ row }: { row: TeamRebateRow }) {
  const { t } = useTranslation('agentIncome');
  const money = useMoney();
  return (
    <div data-testid="team-rebate-row" data-username={row.username}>
      <RowHead>
        <span>
          <strong data-testid="team-rebate-username">{row.username}</strong>{' '}
          <StatusPill tone={row.isAgent ? 'pending' : 'neutral'}>
            {t(row.isAgent ? 'team.agent' : 'team.member')}
          </StatusPill>
        </span>
        <strong data-testid="team-rebate-amount">{money(row.rebateAmount)}</strong>
      </RowHead>
      <Figures>
        <div>
          <dt>{t('team.ownBet')}</dt>
          <dd>{money(row.ownValidBet)}</dd>
        </div>
        <div>
          <dt>{t('team.teamBet')}</dt>
          <dd>{money(row.teamValidBet)}</dd>
        </div>
        <div>
          <dt>{t('rebate.validBet')}</dt>
          <dd>{money(row.validBetAmount)}</dd>
        </div>
      </Figures>
    </div>
  );
}
