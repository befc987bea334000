import styled from 'styled-components';

import { errorMessage } from '../../../lib/error-message';
import { currentLanguage, useTranslation } from '../../../lib/i18n';
import { Button, LoadingIndicator } from '../../../ui';
import { useRebateSettings } from '../api/get-rebate-settings';
import { formatPercent } from '../percent';
import { FiguresTable } from '../../../ui/report';

const Card = styled.details`
  margin-bottom: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(3)};
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius}px;
  summary {
    font-weight: 600;
    cursor: pointer;
  }
  p {
    margin: 6px 0;
    color: ${({ theme }) => theme.palette.textMuted};
    font-size: 12px;
  }
`;

/** The agent's rebate rate per game type and its upline's (the ceiling), folded by default. */
export function RateTable() {
  const { t } = useTranslation('agentIncome');
  const { t: shell } = useTranslation('shell');
  const { data, isPending, isError, error, refetch } = useRebateSettings();
  const percent = (rate: number) => formatPercent(rate, currentLanguage());
  return (
    <Card data-testid="agent-rebate-settings">
      <summary>{t('settings.title')}</summary>
      <p>{t('settings.hint')}</p>
      {isPending && <LoadingIndicator />}
      {isError && (
        <p role="alert">
          {errorMessage(t, error)}{' '}
          <Button variant="secondary" onClick={() => void refetch()}>
            {t('retry')}
          </Button>
        </p>
      )}
      {data && (
        <FiguresTable $compact>
          <thead>
            <tr>
              <th scope="col">{t('settings.gameType')}</th>
              <th scope="col">{t('settings.rate')}</th>
              {!data.topAgent && <th scope="col">{t('settings.uplineRate')}</th>}
            </tr>
          </thead>
          <tbody>
            {data.rates.map((row) => (
              <tr key={row.gameType} data-testid={`agent-rate-${row.gameType}`}>
                <td>{shell(`games.categories.${row.gameType}`, { defaultValue: row.gameType })}</td>
                <td>{percent(row.rate)}</td>
                {!data.topAgent && <td>{percent(row.uplineRate ?? 0)}</td>}
              </tr>
            ))}
          </tbody>
        </FiguresTable>
      )}
    </Card>
  );
}
