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

/** VIP tile leading to /m/member/benefits. */
export function VipTile({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <Tile onClick={onOpen} data-testid="mc-vip-tile">
      <Icon name="crown" />
      <span>{t('labels.vip')}</span>
      <Icon name="chevron" size="1em" />
    </Tile>
  );
}
