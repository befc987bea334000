import styled from 'styled-components';

import { useTranslation } from '../../lib/i18n';
import { JackpotDigits } from './JackpotDigits';
import { JACKPOT_HEIGHT_PX, jackpotText } from './jackpot-counter';
import { useJackpotCounter } from './use-jackpot-counter';

const Box = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 4px;
  height: ${JACKPOT_HEIGHT_PX - 16}px;
  margin: 8px 12px;
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.palette.primary};
  color: ${({ theme }) => theme.palette.primaryText};
  overflow: hidden;
  h2 {
    margin: 0;
    font-size: 0.8rem;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
`;

/** The progressive jackpot with its digit scroller (spec §2 Other, §9). */
export function JackpotCounter() {
  const { t } = useTranslation('shell');
  const amount = useJackpotCounter();
  return (
    <Box data-testid="jackpot">
      <h2>{t('home.jackpot')}</h2>
      {amount !== null && <JackpotDigits text={jackpotText(amount)} />}
    </Box>
  );
}
