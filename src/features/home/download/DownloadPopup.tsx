import styled from 'styled-components';

import { useTranslation } from '../../../lib/i18n';
import type { InstallOffer } from '../../../lib/install-offer';
import { alert, Button, Modal } from '../../../ui';
import {
  iosDownload,
  profileDownload,
  type DeviceOs,
  type DownloadLinks,
  type DownloadStep,
} from './download-rules';

const Links = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  margin: 12px 0;
  a {
    display: block;
    padding: 10px;
    border-radius: ${({ theme }) => theme.radius}px;
    background: ${({ theme }) => theme.palette.primary};
    color: ${({ theme }) => theme.palette.primaryText};
    text-align: center;
    text-decoration: none;
    font-weight: 600;
  }
`;

export interface DownloadPopupProps {
  os: DeviceOs;
  safari: boolean;
  links: DownloadLinks;
  /** Adding the site to the home screen, offered when no native app fits the device. */
  offer: InstallOffer;
  onInstall: () => void;
  onClose: () => void;
}

/**
 * The download popup: Android link, iOS link and, on iOS, the configuration profile (spec §2 Other);
 * "Add to home screen" when the tenant has no native app for the device.
 */
export default function DownloadPopup({
  os,
  safari,
  links,
  offer,
  onInstall,
  onClose,
}: DownloadPopupProps) {
  const { t } = useTranslation('shell');
  const link = (step: DownloadStep, label: string, id: string) => {
    if (step.kind === 'none') return null;
    if (step.kind === 'open')
      return (
        <a key={id} href={step.url} data-testid={`download-${id}`}>
          {label}
        </a>
      );
    const askForSafari = () =>
      void alert({ message: t('home.download.useSafari'), okLabel: t('common:confirm') });
    return (
      <Button key={id} block onClick={askForSafari} data-testid={`download-${id}`}>
        {label}
      </Button>
    );
  };
  return (
    <Modal open onClose={onClose} ariaLabel={t('home.download.title')}>
      <h2>{t('home.download.title')}</h2>
      <Links data-testid="download-popup">
        {links.android &&
          link({ kind: 'open', url: links.android }, t('home.download.android'), 'android')}
        {os !== 'android' && link(iosDownload(links, safari), t('home.download.ios'), 'ios')}
        {os === 'ios' &&
          links.ios &&
          link(profileDownload(links.mobileConfig, safari), t('home.download.profile'), 'profile')}
        {offer !== 'none' && (
          <Button block onClick={onInstall} data-testid="download-install">
            {t('home.download.install')}
          </Button>
        )}
      </Links>
      <Button block variant="secondary" onClick={onClose}>
        {t('common:close')}
      </Button>
    </Modal>
  );
}
