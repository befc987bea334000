import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';

import type { ContractStatus } from '../../../../contract/agent-contracts';
import { useTranslation } from '../../../lib/i18n';
import { StatusPill, type StatusTone } from '../../../ui/report';
import { dividendContractQuery } from '../api/get-dividend-contract';

const TONE: Record<ContractStatus, StatusTone> = {
  offered: 'pending',
  accepted: 'good',
  rejected: 'bad',
};

const Card = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: calc(100% - ${({ theme }) => theme.spacing(6)});
  min-height: ${({ theme }) => theme.touchTarget}px;
  margin: 0 ${({ theme }) => theme.spacing(3)};
  padding: 0 ${({ theme }) => theme.spacing(4)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.palette.surface};
  color: ${({ theme }) => theme.palette.text};
  font: inherit;
`;

/**
 * The dividend contract's status, asked last in the load sequence (spec §4) and never for the
 * contract-exempt types; no contract (or no answer) shows nothing.
 */
export function DividendCard({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('agent');
  const navigate = useNavigate();
  const { data } = useQuery({ ...dividendContractQuery(), enabled, retry: false });
  const contract = enabled ? data?.contract : null;
  if (!contract) return null;
  return (
    <Card
      type="button"
      onClick={() => navigate('/m/member/agent/getDevidendContract')}
      data-testid="agent-dividend-contract"
      data-status={contract.status}
    >
      {t('home.dividendContract')}
      <StatusPill tone={TONE[contract.status]}>
        {t(`home.contractStatus.${contract.status}`)}
      </StatusPill>
    </Card>
  );
}
