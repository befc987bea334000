import styled from 'styled-components';

import { useTranslation } from '../../../lib/i18n';
import { Icon } from '../../../registry/Icon';

const Tile = styled.button`
  display: flex;
  align-items: center;
  gap: 10px;
  width: calc(100% - 24px);
  margin: 0 12px 12px;
  padding: 12px 16px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.palette.accent};
  color: ${({ theme }) => theme.palette.accentText};
  font: inherit;
  font-weight: 700;
  text-align: start;
  span {
    flex: 1;
  }
`;

const Level = styled.small`
  padding: 1px 8px;
  border-radius: 999px;
  background: rgba(0, 0, 0, 0.12);
  font-size: 0.75rem;
`;

/** VIP tile leading to /m/member/benefits, with the member's level when there is one. */
export function VipTile({ label, onOpen }: { label?: string; onOpen: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <Tile onClick={onOpen} data-testid="mc-vip-tile">
      <Icon name="crown" />
      <span>{t('labels.vip')}</span>
      {label && <Level data-testid="mc-vip-tile-level">{label}</Level>}
      <Icon name="chevron" size="1em" />
    </Tile>
  );
}
