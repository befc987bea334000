import styled from 'styled-components';

import { useTranslation } from '../lib/i18n';

const Line = styled.span`
  display: inline-flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 4px 8px;
  font-size: 0.85rem;
  font-weight: 400;
  line-height: 1.2;
  button {
    flex: none;
    white-space: nowrap;
    padding: 2px 10px;
    border: 1px solid currentColor;
    border-radius: 999px;
    background: transparent;
    color: inherit;
    font: inherit;
    font-weight: 600;
  }
`;

export interface InlineRetryProps {
  /** What could not be loaded, already translated. */
  message: string;
  onRetry: () => void;
  'data-testid'?: string;
}

/** A failure inside a line of other content (a balance), with its own Retry button. */
export function InlineRetry({ message, onRetry, 'data-testid': testId }: InlineRetryProps) {
  const { t } = useTranslation('common');
  return (
    <Line role="alert" data-testid={testId}>
      <span>{message}</span>
      <button type="button" onClick={onRetry}>
        {t('retry')}
      </button>
    </Line>
  );
}
