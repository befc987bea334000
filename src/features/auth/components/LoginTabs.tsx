import styled from 'styled-components';

import { useTranslation } from '../../../lib/i18n';

const Tabs = styled.div`
  display: flex;
  margin-bottom: 16px;
  border-bottom: 1px solid ${({ theme }) => theme.palette.border};
  button {
    flex: 1;
    min-height: ${({ theme }) => theme.touchTarget}px;
    border: 0;
    border-bottom: 2px solid transparent;
    background: transparent;
    color: ${({ theme }) => theme.palette.textMuted};
    font: inherit;
  }
  button[aria-selected='true'] {
    border-bottom-color: ${({ theme }) => theme.palette.primary};
    color: ${({ theme }) => theme.palette.primary};
    font-weight: 600;
  }
`;

interface LoginTabsProps<Id extends string> {
  methods: readonly { id: Id; labelKey: string }[];
  active: Id;
  onSelect(id: Id): void;
  /** Test id of each tab: `<prefix>-<id>`. */
  testIdPrefix?: string;
}

/** Tabs of the login screen (username / SMS, link choices); not drawn for a single choice. */
export function LoginTabs<Id extends string>({
  methods,
  active,
  onSelect,
  testIdPrefix = 'login-tab',
}: LoginTabsProps<Id>) {
  const { t } = useTranslation('shell');
  if (methods.length < 2) return null;
  return (
    <Tabs role="tablist">
      {methods.map(({ id, labelKey }) => (
        <button
          key={id}
          type="button"
          role="tab"
          aria-selected={id === active}
          data-testid={`${testIdPrefix}-${id}`}
          onClick={() => id !== active && onSelect(id)}
        >
          {t(labelKey)}
        </button>
      ))}
    </Tabs>
  );
}
