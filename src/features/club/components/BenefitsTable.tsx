import styled from 'styled-components';

import { currentLanguage, useTranslation } from '../../../lib/i18n';
import { useMoney } from '../../../lib/use-money';
import type { ClubLevel } from '../../../../contract/club';
import { formatRate } from '../format-rate';

const Section = styled.section`
  margin: 0 12px 12px;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.palette.surface};
  h2 {
    margin: 4px 0 8px;
    font-size: 1rem;
  }
  h3 {
    margin: 12px 0 4px;
    font-size: 0.85rem;
    color: ${({ theme }) => theme.palette.textMuted};
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.9rem;
  th,
  td {
    padding: 8px 0;
    border-bottom: 1px solid ${({ theme }) => theme.palette.border};
    text-align: start;
    font-weight: normal;
  }
  td {
    text-align: end;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
`;

/** What one level requires and gives: thresholds, bonuses, withdrawal limits, rebate rate per game type. */
export function BenefitsTable({ level }: { level: ClubLevel }) {
  const { t } = useTranslation('club');
  const { t: shell } = useTranslation('shell');
  const money = useMoney();
  const rows: [string, string, string][] = [
    ['depositNeeded', t('benefits.depositNeeded'), money(level.depositThreshold)],
    ['turnoverNeeded', t('benefits.turnoverNeeded'), money(level.turnoverThreshold)],
    ['upgradeBonus', t('benefits.upgradeBonus'), money(level.upgradeBonus)],
    ['birthdayBonus', t('benefits.birthdayBonus'), money(level.birthdayBonus)],
    ['withdrawCount', t('benefits.withdrawCount'), String(level.withdrawDailyCount)],
    ['withdrawMax', t('benefits.withdrawMax'), money(level.withdrawDailyMax)],
  ];
  return (
    <Section data-testid="club-benefits" data-level={level.level}>
      <h2>{t('benefits.benefitsOf', { level: level.levelName })}</h2>
      <Table>
        <tbody>
          {rows.map(([id, label, value]) => (
            <tr key={id}>
              <th scope="row">{label}</th>
              <td data-testid={`club-benefit-${id}`}>{value}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <h3>{t('benefits.rebateRates')}</h3>
      <Table>
        <tbody>
          {level.rebateRates.map((rate) => (
            <tr key={rate.gameType}>
              <th scope="row">
                {shell(`games.categories.${rate.gameType}`, { defaultValue: rate.gameType })}
              </th>
              <td data-testid={`club-rate-${rate.gameType}`}>
                {formatRate(rate.rate, currentLanguage())}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Section>
  );
}
