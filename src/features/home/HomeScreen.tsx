import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

import { useTranslation } from '../../lib/i18n';
import { useIsLoggedIn, useSessionStore } from '../../lib/session-store';
import { useTenant } from '../../tenant/hooks';
import { AnnouncementMarquee } from './AnnouncementMarquee';
import { useHomeAnnouncements } from './api/get-announcements';
import { BannerStrip } from './BannerStrip';
import { homeBanners, marqueeTitles } from './home-content';

const Welcome = styled.section`
  margin: 12px;
  padding: 20px 16px;
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.palette.surface};
  color: ${({ theme }) => theme.palette.text};
  h2 {
    margin: 0 0 6px;
    font-size: 1.2rem;
  }
  p {
    margin: 0 0 12px;
    color: ${({ theme }) => theme.palette.textMuted};
  }
`;

const Cta = styled(Link)`
  display: inline-block;
  padding: 10px 18px;
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.palette.primary};
  color: ${({ theme }) => theme.palette.primaryText};
  font-weight: 600;
  text-decoration: none;
`;

/** Home: announcement marquee, m_recommend banners and a welcome block (lobby widgets come later). */
export function HomeScreen() {
  const { t } = useTranslation('shell');
  const tenant = useTenant();
  const loggedIn = useIsLoggedIn();
  const userName = useSessionStore((state) => state.session?.userName ?? '');
  const { data = [] } = useHomeAnnouncements();
  // Braces matter: Chromium's scrollTo may return a promise, which React would take for a cleanup.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  return (
    <div data-testid="home-screen">
      <BannerStrip banners={homeBanners(data)} />
      <AnnouncementMarquee titles={marqueeTitles(data)} />
      <Welcome>
        <h2>{loggedIn ? t('home.welcomeBack', { name: userName }) : t('home.welcome', { brand: tenant.name })}</h2>
        <p>{t('home.tagline')}</p>
        {loggedIn ? <Cta to="/m/voucherCenter">{t('labels.deposit')}</Cta> : <Cta to="/m/login">{t('labels.login')}</Cta>}
      </Welcome>
    </div>
  );
}
