import styled from 'styled-components';

import { useTranslation } from '../../../lib/i18n';
import { Icon } from '../../../registry/Icon';
import type { IconId } from '../../../registry/icons';
import { Button } from '../../../ui';
import { Overlay } from '../../../ui/Overlay';

/** At the bottom, near Safari's toolbar where the Share button is on a phone. */
const Panel = styled.div`
  margin-top: auto;
  width: 100%;
  padding: ${({ theme }) => theme.spacing(5)};
  padding-bottom: calc(${({ theme }) => theme.spacing(5)} + env(safe-area-inset-bottom));
  border-radius: ${({ theme }) => theme.radius}px ${({ theme }) => theme.radius}px 0 0;
  background: ${({ theme }) => theme.palette.surface};
  color: ${({ theme }) => theme.palette.text};
  outline: none;
  h2 {
    margin: 0 0 12px;
    font-size: 1.1rem;
  }
`;

const Steps = styled.ol`
  margin: 0 0 16px;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: 12px;
    padding: 10px 0;
  }
  li + li {
    border-top: 1px solid ${({ theme }) => theme.palette.border};
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.palette.primary};
  }
`;

const STEPS: readonly { icon: IconId; key: 'home.download.iosShare' | 'home.download.iosAdd' }[] = [
  { icon: 'share', key: 'home.download.iosShare' },
  { icon: 'addToHome', key: 'home.download.iosAdd' },
];

/** iOS Safari has no install prompt: the two taps that add the site to the home screen. */
export default function IosInstallSheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <Overlay open onClose={onClose} ariaLabel={t('home.download.install')} Panel={Panel}>
      <h2>{t('home.download.install')}</h2>
      <Steps data-testid="ios-install-steps">
        {STEPS.map(({ icon, key }) => (
          <li key={key}>
            <Icon name={icon} size="1.75em" />
            <span>{t(key)}</span>
          </li>
        ))}
      </Steps>
      <Button block variant="secondary" onClick={onClose}>
        {t('common:close')}
      </Button>
    </Overlay>
  );
}
