import styled from 'styled-components';

import { progressPercent } from '../progress';

const Track = styled.div`
  height: 8px;
  margin-top: 4px;
  border-radius: 999px;
  background: ${({ theme }) => theme.palette.border};
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.palette.accent};
  transition: width 300ms ease-out;
`;

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 8px;
  font-size: 0.8rem;
  span:last-child {
    font-variant-numeric: tabular-nums;
  }
`;

interface ProgressBarProps {
  label: string;
  current: number;
  required: number;
  /** Already formatted "current / required". */
  text: string;
  testId: string;
}

/** One requirement towards the next level: label, amounts and a bar capped at 100 %. */
export function ProgressBar({ label, current, required, text, testId }: ProgressBarProps) {
  const percent = progressPercent(current, required);
  return (
    <div data-testid={testId} data-percent={percent}>
      <Row>
        <span>{label}</span>
        <span>{text}</span>
      </Row>
      <Track
        role="progressbar"
        aria-label={label}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <Fill style={{ width: `${percent}%` }} />
      </Track>
    </div>
  );
}
