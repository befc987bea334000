import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

import { Button } from './Button';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(8)} ${({ theme }) => theme.spacing(4)};
  text-align: center;
  color: ${({ theme }) => theme.palette.textMuted};
`;

export interface ErrorStateProps {
  /** What went wrong, already translated (e.g. 'Load failed, tap to retry'). */
  message: string;
  onRetry?: () => void;
  /** Defaults to the translated 'Retry'. */
  retryLabel?: string;
}

export function ErrorState({ message, onRetry, retryLabel }: ErrorStateProps) {
  const { t } = useTranslation('common');
  return (
    <Box role="alert">
      <p style={{ margin: 0 }}>{message}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel ?? t('retry')}
        </Button>
      )}
    </Box>
  );
}
