import { Outlet } from 'react-router-dom';
import styled from 'styled-components';

import { useCurrentRoute } from '../registry/use-current-route';
import { Footer } from './chrome/Footer';
import { Header } from './chrome/Header';
import { LazyMenus } from './chrome/LazyMenus';
import { PageTransition } from './chrome/PageTransition';
import { SessionLossNotice } from './session/SessionLossNotice';
import { StartupGate } from './startup/StartupGate';
import { useContentLoading } from './use-content-loading';

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100dvh;
  max-width: 600px;
  margin: 0 auto;
  background: ${({ theme }) => theme.palette.background};
`;

const Main = styled.main`
  flex: 1;
  display: flex;
  flex-direction: column;
`;

/** Page chrome around every route, as the registry's chrome table says. */
export function ShellLayout() {
  const route = useCurrentRoute();
  const chrome = route?.chrome;
  const loading = useContentLoading();
  return (
    <StartupGate>
      <Frame>
        {route && chrome?.header && <Header route={route} />}
        {/* aria-busy: assistive technology (and tests) wait for the first load of the content */}
        <Main aria-busy={loading}>
          <PageTransition>
            <Outlet />
          </PageTransition>
        </Main>
        {chrome?.footer && <Footer />}
        <LazyMenus />
        <SessionLossNotice />
      </Frame>
    </StartupGate>
  );
}
