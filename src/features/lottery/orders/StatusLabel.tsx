import styled from 'styled-components';

import { useTranslation } from '../../../lib/i18n';
import type { DisplayStatus } from './order-status';

const Label = styled.span<{ $status: DisplayStatus }>`
  padding: 2px 8px;
  border-radius: 10px;
  font-size: 0.75rem;
  font-weight: 700;
  color: ${({ theme, $status }) =>
    $status === 'won'
      ? theme.palette.success
      : $status === 'lost'
        ? theme.palette.danger
        : theme.palette.textMuted};
  border: 1px solid currentColor;
`;

export function StatusLabel({ status, testId }: { status: DisplayStatus; testId?: string }) {
  const { t } = useTranslation('shell');
  return (
    <Label $status={status} data-testid={testId} data-status={status}>
      {t(`lottery.status.${status}`)}
    </Label>
  );
}
