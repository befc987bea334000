import styled from 'styled-components';

import { useTranslation } from '../../../lib/i18n';

export type RecoveryMethod = 'phone' | 'email';

const Toggle = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing(2)};
  margin-bottom: ${({ theme }) => theme.spacing(4)};
  button {
    flex: 1;
    min-height: ${({ theme }) => theme.touchTarget}px;
    border: 1px solid ${({ theme }) => theme.palette.border};
    border-radius: ${({ theme }) => theme.radius}px;
    background: ${({ theme }) => theme.palette.surface};
    color: ${({ theme }) => theme.palette.text};
    font: inherit;
  }
  button[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.palette.primary};
    background: ${({ theme }) => theme.palette.primarySoft};
    font-weight: 600;
  }
`;

/** Phone / e-mail recovery switch (only when phone recovery is on). */
export function RecoveryToggle({
  method,
  onChange,
}: {
  method: RecoveryMethod;
  onChange(method: RecoveryMethod): void;
}) {
  const { t } = useTranslation('shell');
  return (
    <Toggle>
      {(['phone', 'email'] as const).map((id) => (
        <button
          key={id}
          type="button"
          aria-pressed={method === id}
          onClick={() => onChange(id)}
          data-testid={`forgot-method-${id}`}
        >
          {t(`password.method.${id}`)}
        </button>
      ))}
    </Toggle>
  );
}
