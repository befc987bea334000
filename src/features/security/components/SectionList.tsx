import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';

import { useTranslation } from '../../../lib/i18n';
import { MenuRow } from '../../../ui';
import { StatusPill } from '../../../ui/report';
import type { SecurityConfig } from '../api/security-config';
import { type Section, SECTIONS, sectionState } from '../sections';

const List = styled.ul`
  margin: ${({ theme }) => theme.spacing(3)};
  padding: 0;
  list-style: none;
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.palette.surface};
  overflow: hidden;
`;

const Label = styled.span`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

const Hint = styled.small`
  color: ${({ theme }) => theme.palette.textMuted};
  font-size: 0.75rem;
`;

const Value = styled.span`
  color: ${({ theme }) => theme.palette.textMuted};
  font-size: 0.85rem;
`;

const Chevron = styled.span`
  color: ${({ theme }) => theme.palette.textMuted};
`;

/** Where a row leads: the login password has its own screen; the rest open here. */
const targetOf = (section: Section) =>
  section === 'loginPassword' ? '/m/changePsw' : `/m/securityCenter?section=${section}`;

/** The list of sections with their state (set / not set / masked value / verification status). */
export function SectionList({ config }: { config: SecurityConfig }) {
  const { t } = useTranslation('security');
  const navigate = useNavigate();
  return (
    <List>
      {SECTIONS.map((section, index) => {
        const state = sectionState(section, config);
        return (
          <li key={section}>
            <MenuRow
              type="button"
              $divider={index < SECTIONS.length - 1}
              onClick={() => navigate(targetOf(section))}
              data-testid={`security-row-${section}`}
            >
              <Label>
                {t(`sections.${section}.title`)}
                <Hint>{t(`sections.${section}.hint`)}</Hint>
              </Label>
              {state.value && (
                <Value data-testid={`security-value-${section}`}>{state.value}</Value>
              )}
              <StatusPill tone={state.tone} data-testid={`security-state-${section}`}>
                {t(state.key)}
              </StatusPill>
              <Chevron aria-hidden>›</Chevron>
            </MenuRow>
          </li>
        );
      })}
    </List>
  );
}
