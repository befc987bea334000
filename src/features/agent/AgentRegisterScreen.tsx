import type { FormEvent } from 'react';
import styled from 'styled-components';

import { useTranslation } from '../../lib/i18n';
import { useSessionStore } from '../../lib/session-store';
import { Button } from '../../ui';
import { DownlineInput } from './register/DownlineInput';
import { DownlineOpened } from './register/DownlineOpened';
import { DownlineTypePicker } from './register/DownlineTypePicker';
import { DOWNLINE_FIELDS, useDownlineForm } from './register/use-downline-form';

/** Type-2 agents run a flat team: members only. */
const MEMBERS_ONLY_TYPE = 2;

const Page = styled.section`
  padding: ${({ theme }) => theme.spacing(4)} ${({ theme }) => theme.spacing(5)} 32px;
  color: ${({ theme }) => theme.palette.text};
`;

/** `/m/agentRegister`: an agent opens a member or sub-agent account under itself. */
export function AgentRegisterScreen() {
  const { t } = useTranslation('agent');
  const type = useSessionStore((state) => state.session?.type);
  const { form, customerType, setCustomerType, submit, pending, opened, reset } = useDownlineForm();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  if (opened)
    return (
      <Page data-testid="agent-register">
        <DownlineOpened account={opened} onAnother={reset} />
      </Page>
    );
  return (
    <Page data-testid="agent-register">
      <form noValidate onSubmit={onSubmit} data-testid="downline-form">
        <DownlineTypePicker
          value={customerType}
          onChange={setCustomerType}
          membersOnly={type === MEMBERS_ONLY_TYPE}
        />
        {DOWNLINE_FIELDS.map((name) => (
          <DownlineInput key={name} name={name} form={form} />
        ))}
        <Button type="submit" block loading={pending} data-testid="downline-submit">
          {t('register.submit')}
        </Button>
      </form>
    </Page>
  );
}
