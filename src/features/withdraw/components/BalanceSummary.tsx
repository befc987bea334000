import styled from 'styled-components';

import { useTranslation } from '../../../lib/i18n';
import { useMoney } from '../../../lib/use-money';
import type { WithdrawSettings } from '../types';
import { Muted, Panel } from './Panel';

const Balance = styled.p`
  margin: 0;
  font-size: 1.6rem;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const Hints = styled.ul`
  margin: ${({ theme }) => theme.spacing(3)} 0 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.spacing(1)};
  font-size: 0.85rem;
  color: ${({ theme }) => theme.palette.textMuted};
  li[data-closed='true'] {
    color: ${({ theme }) => theme.palette.danger};
  }
`;

/** The balance and the rules of the site: limits, fee, daily count and the allowed hours. */
export function BalanceSummary(props: { balance?: number; settings: WithdrawSettings }) {
  const { t } = useTranslation('withdraw');
  const money = useMoney();
  const { settings } = props;
  const { feePercent, feeFixed, window } = settings;
  const fee =
    feePercent && feeFixed
      ? t('hint.feeBoth', { percent: feePercent, fixed: money(feeFixed) })
      : feePercent
        ? t('hint.feePercent', { percent: feePercent })
        : feeFixed
          ? t('hint.feeFixed', { fixed: money(feeFixed) })
          : t('hint.feeNone');
  const left = Math.max(0, settings.dailyCount - settings.usedToday);
  return (
    <Panel data-testid="withdraw-summary">
      <Muted>{t('balance')}</Muted>
      <Balance data-testid="withdraw-balance">
        {props.balance === undefined ? '—' : money(props.balance)}
      </Balance>
      <Hints>
        <li data-testid="withdraw-limits">
          {t('hint.limits', { min: money(settings.minAmount), max: money(settings.maxAmount) })}
        </li>
        <li data-testid="withdraw-fee">{fee}</li>
        <li data-testid="withdraw-daily">
          {t('hint.daily', { left, total: settings.dailyCount })}
        </li>
        <li data-closed={!window.open} data-testid="withdraw-window">
          {t(window.open ? 'hint.window' : 'hint.windowClosed', {
            start: window.start,
            end: window.end,
          })}
        </li>
      </Hints>
    </Panel>
  );
}
