import styled from 'styled-components';

import { useTranslation } from '../../../lib/i18n';

export type RegisterMethod = 'username' | 'mobile';

const Tabs = styled.div`
  display: flex;
  margin-bottom: ${({ theme }) => theme.spacing(4)};
  border-bottom: 1px solid ${({ theme }) => theme.palette.border};
  button {
    flex: 1;
    min-height: ${({ theme }) => theme.touchTarget}px;
    border: 0;
    border-bottom: 2px solid transparent;
    background: transparent;
    color: ${({ theme }) => theme.palette.textMuted};
    font: inherit;
    font-weight: 600;
  }
  button[aria-selected='true'] {
    color: ${({ theme }) => theme.palette.text};
    border-bottom-color: ${({ theme }) => theme.palette.primary};
  }
`;

/** User registration / mobile registration tabs (only when both methods are on). */
export function RegisterTabs({
  method,
  onChange,
}: {
  method: RegisterMethod;
  onChange(method: RegisterMethod): void;
}) {
  const { t } = useTranslation('shell');
  return (
    <Tabs role="tablist">
      {(['username', 'mobile'] as const).map((id) => (
        <button
          key={id}
          type="button"
          role="tab"
          aria-selected={method === id}
          onClick={() => onChange(id)}
          data-testid={`register-tab-${id}`}
        >
          {t(`register.tabs.${id}`)}
        </button>
      ))}
    </Tabs>
  );
}
