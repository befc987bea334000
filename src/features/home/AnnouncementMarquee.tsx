import { useNavigate } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';

import { useTranslation } from '../../lib/i18n';
import { Icon } from '../../registry/Icon';

const scroll = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-100%); }
`;

const Strip = styled.button`
  display: flex;
  align-items: center;
  gap: 8px;
  width: 100%;
  min-height: 40px;
  padding: 0 12px;
  border: 0;
  background: ${({ theme }) => theme.palette.surface};
  color: ${({ theme }) => theme.palette.text};
  font: inherit;
  overflow: hidden;
  text-align: start;
`;

const Window = styled.span`
  display: block;
  flex: 1;
  min-width: 0;
  overflow: hidden;
  white-space: nowrap;
`;

const Track = styled.span<{ $seconds: number }>`
  display: inline-block;
  animation: ${scroll} ${({ $seconds }) => $seconds}s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** Scrolling notice titles; 'no announcement' when there are none; tapping opens /m/notice. */
export function AnnouncementMarquee({ titles }: { titles: readonly string[] }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const text = titles.join('　•　');
  return (
    <Strip onClick={() => navigate('/m/notice')} data-testid="home-marquee">
      <Icon name="bell" size="1.2em" />
      <Window>
        {titles.length === 0 ? (
          t('home.noAnnouncement')
        ) : (
          <Track $seconds={Math.max(10, text.length / 4)}>{text}</Track>
        )}
      </Window>
    </Strip>
  );
}
