import styled from 'styled-components';

import { useTranslation } from '../../../lib/i18n';
import { QUICK_PICKS, type QuickPick } from './picks';

const Bar = styled.div`
  display: flex;
  gap: 4px;
  flex-wrap: wrap;
  button {
    min-height: 28px;
    padding: 4px 10px;
    border: 1px solid ${({ theme }) => theme.palette.border};
    border-radius: 10px;
    background: ${({ theme }) => theme.palette.primarySoft};
    color: ${({ theme }) => theme.palette.text};
    font-size: 0.75rem;
  }
`;

/** All, big, small, odd, even, clear for one group of the picker. */
export function QuickPickBar({
  onPick,
  testId,
}: {
  onPick(pick: QuickPick): void;
  testId: string;
}) {
  const { t } = useTranslation('shell');
  return (
    <Bar data-testid={testId}>
      {QUICK_PICKS.map((pick) => (
        <button
          key={pick}
          type="button"
          data-testid={`${testId}-${pick}`}
          onClick={() => onPick(pick)}
        >
          {t(`lottery.quick.${pick}`)}
        </button>
      ))}
    </Bar>
  );
}
