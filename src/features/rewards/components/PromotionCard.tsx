import { Link } from 'react-router-dom';
import styled from 'styled-components';

import { useTranslation } from '../../../lib/i18n';
import { useMoney } from '../../../lib/use-money';
import { StatusPill } from '../../../ui/report';
import type { PromotionCard as Card } from '../../../../contract/rewards';
import { periodText } from './period';
import { STATUS_TONE } from './status-tone';

const Item = styled(Link)`
  display: block;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.palette.surface};
  color: inherit;
  text-decoration: none;
  img {
    display: block;
    width: 100%;
    aspect-ratio: 5 / 2;
    object-fit: cover;
    background: ${({ theme }) => theme.palette.border};
  }
`;

const Body = styled.div`
  display: grid;
  gap: 4px;
  padding: ${({ theme }) => theme.spacing(3)};
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  p,
  small {
    margin: 0;
    color: ${({ theme }) => theme.palette.textMuted};
    font-size: 0.8rem;
  }
`;

const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  align-items: center;
`;

/**
 * A promotion of `/m/activity`: banner, title, period, bonus and where I stand. The first card's
 * banner is the page's largest paint: it loads with the page, first (`lead`).
 */
export function PromotionCard({ promotion, lead = false }: { promotion: Card; lead?: boolean }) {
  const { t } = useTranslation('rewards');
  const money = useMoney();
  const phaseTone =
    promotion.phase === 'running' ? 'good' : promotion.phase === 'ended' ? 'neutral' : 'pending';
  return (
    <Item to={`/m/activityInfo?id=${promotion.id}`} data-testid={`promotion-${promotion.type}`}>
      {promotion.bannerUrl && (
        <img
          src={promotion.bannerUrl}
          alt=""
          loading={lead ? 'eager' : 'lazy'}
          fetchPriority={lead ? 'high' : 'auto'}
        />
      )}
      <Body>
        <h3>{promotion.title}</h3>
        <p>{promotion.summary}</p>
        <small>{periodText(promotion.startTime, promotion.endTime)}</small>
        <Tags>
          <StatusPill tone={phaseTone}>{t(`phase.${promotion.phase}`)}</StatusPill>
          {promotion.myRecord && (
            <StatusPill tone={STATUS_TONE[promotion.myRecord.status]}>
              {t(`status.${promotion.myRecord.status}`)}
            </StatusPill>
          )}
          {promotion.bonusAmount > 0 && (
            <small>{t('bonus', { amount: money(promotion.bonusAmount) })}</small>
          )}
        </Tags>
      </Body>
    </Item>
  );
}
