import { useState } from 'react';
import styled from 'styled-components';

import { formatDate } from '../../../lib/format-date';
import { currentLanguage, useTranslation } from '../../../lib/i18n';
import { useMoney } from '../../../lib/use-money';
import { StatusPill } from '../../../ui/report';
import type { RebateDay } from '../api/get-rebate-income';
import { formatPercent } from '../percent';
import { FiguresTable } from '../../../ui/report';
import { Figures, RowHead } from './styles';

const Toggle = styled.button`
  width: 100%;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: start;
`;

/** A day of rebate income: team valid bet, rebate, status; tapping shows it per game type. */
export function RebateDayItem({ row }: { row: RebateDay }) {
  const { t } = useTranslation('agentIncome');
  const { t: shell } = useTranslation('shell');
  const money = useMoney();
  const [open, setOpen] = useState(false);
  const language = currentLanguage();
  return (
    <div data-testid="agent-rebate-day" data-day={row.day}>
      <Toggle aria-expanded={open} onClick={() => setOpen(!open)}>
        <RowHead>
          <span>{formatDate(`${row.day}T12:00:00`, 'date', language)}</span>
          <StatusPill tone={row.status === 'settled' ? 'good' : 'pending'}>
            {t(`status.${row.status}`)}
          </StatusPill>
        </RowHead>
        <Figures>
          <div>
            <dt>{t('rebate.validBet')}</dt>
            <dd data-testid="agent-rebate-day-bet">{money(row.validBetAmount)}</dd>
          </div>
          <div>
            <dt>{t('rebate.amount')}</dt>
            <dd data-testid="agent-rebate-day-amount">{money(row.rebateAmount)}</dd>
          </div>
          <div>
            <dt>{t('rebate.settledAt')}</dt>
            <dd>{row.settledAt ? formatDate(row.settledAt, 'dayTime', language) : '–'}</dd>
          </div>
        </Figures>
      </Toggle>
      {open && (
        <FiguresTable $compact data-testid="agent-rebate-day-detail">
          <thead>
            <tr>
              <th scope="col">{t('settings.gameType')}</th>
              <th scope="col">{t('rebate.validBet')}</th>
              <th scope="col">{t('settings.rate')}</th>
              <th scope="col">{t('rebate.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {row.details.map((detail) => (
              <tr key={detail.gameType}>
                <td>
                  {shell(`games.categories.${detail.gameType}`, { defaultValue: detail.gameType })}
                </td>
                <td>{money(detail.validBet)}</td>
                <td>{formatPercent(detail.rate, language)}</td>
                <td>{money(detail.rebateAmount)}</td>
              </tr>
            ))}
          </tbody>
        </FiguresTable>
      )}
    </div>
  );
}
