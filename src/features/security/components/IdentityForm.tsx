import type { FormEvent } from 'react';
import styled from 'styled-components';

import { IDENTITY_SIDES } from '../../../../contract/security';
import { currentLanguage, useTranslation } from '../../../lib/i18n';
import { formatDate } from '../../../lib/format-date';
import { Button } from '../../../ui';
import { StatusPill } from '../../../ui/report';
import type { SecurityConfig } from '../api/security-config';
import { VERIFICATION_TONE } from '../sections';
import { useIdentityForm } from '../use-identity-form';
import { ImagePicker } from './ImagePicker';
import { Note } from './Note';

const Status = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing(2)};
  margin-bottom: ${({ theme }) => theme.spacing(4)};
  padding: ${({ theme }) => theme.spacing(3)};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.palette.surface};
  font-size: 0.9rem;
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.spacing(3)};
  margin-bottom: ${({ theme }) => theme.spacing(4)};
`;

function VerificationStatus({ config }: { config: SecurityConfig }) {
  const { t } = useTranslation('security');
  const status = config.verificationStatus;
  return (
    <Status data-testid="identity-status">
      <StatusPill tone={VERIFICATION_TONE[status]} data-testid="identity-status-pill">
        {t(`verification.${status}`)}
      </StatusPill>
      <span>{t(`identity.explain.${status}`)}</span>
      {config.verificationSubmittedAt !== null && (
        <span>
          {t('identity.submittedAt', {
            date: formatDate(config.verificationSubmittedAt, 'dateTime', currentLanguage()),
          })}
        </span>
      )}
      {status === 'REJECTED' && config.rejectReason && (
        <span data-testid="identity-reject-reason">
          {t('identity.reason', { reason: config.rejectReason })}
        </span>
      )}
    </Status>
  );
}

/** Identity verification: the status, and the three uploads while not under review or verified. */
export function IdentityForm({ config }: { config: SecurityConfig }) {
  const { t } = useTranslation('security');
  const identity = useIdentityForm();
  const canSubmit =
    config.verificationStatus === 'NOT_VERIFIED' || config.verificationStatus === 'REJECTED';
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void identity.submit();
  };
  return (
    <>
      <VerificationStatus config={config} />
      {canSubmit && (
        <form noValidate onSubmit={onSubmit} data-testid="identity-form">
          <Note>{t('identity.note')}</Note>
          <Grid>
            {IDENTITY_SIDES.map((side) => (
              <ImagePicker
                key={side}
                label={t(`identity.sides.${side}`)}
                preview={identity.images[side] ?? null}
                error={identity.problems[side] ?? null}
                onPick={(file) => void identity.pick(side, file)}
                testId={`identity-${side}`}
              />
            ))}
          </Grid>
          <Button type="submit" block loading={identity.pending} data-testid="identity-submit">
            {t('identity.submit')}
          </Button>
        </form>
      )}
    </>
  );
}
