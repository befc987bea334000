import type { FormEvent } from 'react';
import styled from 'styled-components';

import { useTranslation } from '../../lib/i18n';
import { useSessionStore } from '../../lib/session-store';
import { Button, LoadingIndicator } from '../../ui';
import { FieldShell } from '../../ui/form';
import { PasswordFormInput } from './components/PasswordInput';
import { useChangePasswordForm } from './use-change-password';
import { useHeldPassword } from './use-held-password';

const Page = styled.section`
  padding: 16px 20px 32px;
  color: ${({ theme }) => theme.palette.text};
`;

const ReadOnly = styled.output`
  flex: 1;
  display: flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touchTarget}px;
  padding: 0 ${({ theme }) => theme.spacing(3)};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.palette.primarySoft};
`;

function ChangePasswordForm({
  userName,
  heldPassword,
}: {
  userName: string;
  heldPassword: string | null;
}) {
  const { t } = useTranslation('shell');
  const { form, fields, submit, pending } = useChangePasswordForm(userName, heldPassword);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  return (
    <form noValidate onSubmit={onSubmit} data-testid="change-password-form">
      <FieldShell
        id="change-password-username"
        label={t('password.fields.username')}
        testId="password-username"
      >
        <ReadOnly id="change-password-username">{userName}</ReadOnly>
      </FieldShell>
      {fields.map((name) => (
        <PasswordFormInput
          key={name}
          name={name}
          form={form}
          required
          type="password"
          autoComplete={name === 'oldPassword' ? 'current-password' : 'new-password'}
        />
      ))}
      <Button type="submit" block loading={pending} data-testid="change-password-submit">
        {t('common:submit')}
      </Button>
    </form>
  );
}

/** Change password (spec §2): username read-only; old password only when none is held. */
export function ChangePasswordScreen() {
  const userName = useSessionStore((state) => state.session?.userName ?? '');
  const held = useHeldPassword(userName);
  return (
    <Page data-testid="change-password-screen">
      {held === undefined ? (
        <LoadingIndicator />
      ) : (
        <ChangePasswordForm userName={userName} heldPassword={held} />
      )}
    </Page>
  );
}
