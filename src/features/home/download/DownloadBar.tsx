import { Suspense, useState } from 'react';
import styled from 'styled-components';

import { useTranslation } from '../../../lib/i18n';
import { Icon } from '../../../registry/Icon';
import { useTenant } from '../../../tenant/hooks';
import { useDownloadBar, useInstall } from './use-download';
import { retryableLazy } from '../../../lib/retryable-lazy';

const DownloadPopup = retryableLazy(() => import('./DownloadPopup'));
const IosInstallSheet = retryableLazy(() => import('./IosInstallSheet'));

export const DOWNLOAD_BAR_HEIGHT_PX = 48;

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  height: ${DOWNLOAD_BAR_HEIGHT_PX}px;
  padding: 0 8px 0 4px;
  background: ${({ theme }) => theme.palette.surface};
  color: ${({ theme }) => theme.palette.text};
  border-bottom: 1px solid ${({ theme }) => theme.palette.border};
  font-size: 0.8rem;
  span {
    flex: 1;
    min-width: 0;
  }
`;

const Close = styled.button`
  width: 36px;
  height: 36px;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.palette.textMuted};
  font-size: 1.2rem;
  cursor: pointer;
`;

const Get = styled.button`
  padding: 6px 14px;
  border: 0;
  border-radius: 999px;
  background: ${({ theme }) => theme.palette.primary};
  color: ${({ theme }) => theme.palette.primaryText};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;

/**
 * The app download bar (spec §4 "Download bar"); closing remembers it and opens the app window.
 * With no native app for the device it offers adding the site to the home screen instead.
 */
export function DownloadBar() {
  const { t } = useTranslation('shell');
  const tenant = useTenant();
  const bar = useDownloadBar();
  const install = useInstall(bar.offer);
  const [popup, setPopup] = useState(false);
  const installs = bar.action === 'install';
  return (
    <>
      {bar.visible && (
        <Bar data-testid="download-bar">
          <Close
            type="button"
            aria-label={t('common:close')}
            onClick={() => {
              bar.close();
              setPopup(true);
            }}
            data-testid="download-bar-close"
          >
            ×
          </Close>
          <Icon name="download" />
          <span>
            {t(installs ? 'home.download.installBar' : 'home.download.bar', { brand: tenant.name })}
          </span>
          <Get
            type="button"
            onClick={installs ? install.start : () => setPopup(true)}
            data-testid={installs ? 'download-bar-install' : 'download-bar-open'}
          >
            {t(installs ? 'home.download.install' : 'home.download.get')}
          </Get>
        </Bar>
      )}
      {popup && (
        <Suspense fallback={null}>
          <DownloadPopup
            os={bar.os}
            safari={bar.safari}
            links={bar.links}
            offer={bar.offer}
            onInstall={() => {
              setPopup(false);
              install.start();
            }}
            onClose={() => setPopup(false)}
          />
        </Suspense>
      )}
      {install.steps && (
        <Suspense fallback={null}>
          <IosInstallSheet onClose={install.closeSteps} />
        </Suspense>
      )}
    </>
  );
}
