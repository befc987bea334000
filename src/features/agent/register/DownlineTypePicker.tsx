import styled from 'styled-components';

import { useTranslation } from '../../../lib/i18n';
import type { DownlineType } from '../api/open-downline';

const Group = styled.fieldset`
  display: flex;
  gap: ${({ theme }) => theme.spacing(2)};
  margin: 0 0 ${({ theme }) => theme.spacing(4)};
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.spacing(2)};
    font-size: 0.85rem;
  }
`;

const Option = styled.label<{ $checked: boolean }>`
  flex: 1;
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.touchTarget}px;
  border: 1px solid
    ${({ theme, $checked }) => ($checked ? theme.palette.primary : theme.palette.border)};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme, $checked }) => ($checked ? theme.palette.primarySoft : 'transparent')};
  color: ${({ theme }) => theme.palette.text};
  input {
    position: absolute;
    opacity: 0;
  }
`;

/** Member or sub-agent; agents who may only open members (type 2) see the member option alone. */
export function DownlineTypePicker(props: {
  value: DownlineType;
  onChange(type: DownlineType): void;
  membersOnly: boolean;
}) {
  const { t } = useTranslation('agent');
  const types: DownlineType[] = props.membersOnly ? [0] : [0, 1];
  return (
    <Group data-testid="downline-type">
      <legend>{t('register.fields.customerType')}</legend>
      {types.map((type) => (
        <Option key={type} $checked={props.value === type} data-testid={`downline-type-${type}`}>
          <input
            type="radio"
            name="customerType"
            checked={props.value === type}
            onChange={() => props.onChange(type)}
          />
          {t(type === 0 ? 'register.member' : 'register.subAgent')}
        </Option>
      ))}
    </Group>
  );
}
