import { useLocation } from 'react-router-dom';
import styled from 'styled-components';

import { useTranslation } from '../../lib/i18n';
import { useGateContext } from '../context/use-gate-context';
import { visibleEntries } from '../evaluate';
import { Icon } from '../Icon';
import { leaveSite } from './leave-site';
import { SOCIAL_PROVIDERS } from './providers';
import { useSocialProviders } from './ready-providers';
import { authorizeUrl } from './sign-in-redirect';

const Strip = styled.div`
  display: flex;
  justify-content: center;
  gap: 16px;
  margin-top: 20px;
  button {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: ${({ theme }) => theme.touchTarget}px;
    padding: 0 14px;
    border: 1px solid ${({ theme }) => theme.palette.border};
    border-radius: ${({ theme }) => theme.radius}px;
    background: ${({ theme }) => theme.palette.surface};
    color: ${({ theme }) => theme.palette.text};
    font: inherit;
  }
`;

/**
 * Social sign-in (spec §2 Login, Registration): a button per provider whose flag is on and that the
 * platform has initialised; tapping it leaves for the identity provider, which returns to /m/login
 * (the login screen signs in or starts the linking step).
 */
export function SocialButtons({ testIdPrefix }: { testIdPrefix: 'login' | 'register' }) {
  const { t } = useTranslation('shell');
  const { search } = useLocation();
  const flagged = visibleEntries(SOCIAL_PROVIDERS, useGateContext());
  const { data: ready = [] } = useSocialProviders(flagged.length > 0);
  const buttons = flagged.flatMap((entry) => {
    const info = ready.find((provider) => provider.channel === entry.id);
    return info ? [{ ...entry, authorize: info.authorizeUrl }] : [];
  });
  if (buttons.length === 0) return null;
  return (
    <Strip aria-label={t('auth.social.title')}>
      {buttons.map(({ id, labelKey, authorize }) => (
        <button
          key={id}
          type="button"
          data-testid={`${testIdPrefix}-social-${id}`}
          onClick={() => leaveSite(authorizeUrl(id, authorize, search))}
        >
          {id === 'facebook' && <Icon name="facebook" />}
          {t(labelKey)}
        </button>
      ))}
    </Strip>
  );
}
