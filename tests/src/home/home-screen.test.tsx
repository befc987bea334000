import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useShellUi } from '../../../src/ui/shell-ui-store';
import { renderApp } from '../app/render-app';
import { stubHomePlatform } from './home-platform';

afterEach(() => {
  vi.unstubAllGlobals();
  useShellUi.setState({ sideMenuOpen: false });
});

const pathOf = (call: { url: string }) => new URL(call.url, 'http://x').pathname;

describe('home screen', () => {
  it('says no announcement when there is none, shows m_recommend banners only, opens notices', async () => {
    const { calls } = stubHomePlatform({
      announcements: [
        { id: 1, type: 'PL', title: 'Weekend bonus' },
        { id: 2, type: 'B', groupName: 'm_recommend', url: '/b1.png', title: 'Banner one' },
        { id: 3, type: 'B', groupName: 'm_reg', url: '/b2.png', title: 'Register banner' },
      ],
    });
    const { router } = renderApp('/m/home');
    const marquee = await screen.findByTestId('home-marquee', {}, { timeout: 15_000 });
    await waitFor(() => expect(marquee).toHaveTextContent('Weekend bonus'));
    expect(screen.getAllByTestId('home-banner')).toHaveLength(1);
    expect(screen.getByAltText('Banner one')).toBeInTheDocument();
    const call = calls.find((c) => c.url.includes('MCSFE_getListAnnouncements'));
    expect(new URL(call?.url ?? '', 'http://x').searchParams.get('types')).toBe('B,PL,PU,H');
    fireEvent.click(marquee);
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/notice'));
  });

  it('shows a single no-announcement text and hides a broken banner', async () => {
    stubHomePlatform({
      announcements: [{ id: 2, type: 'B', groupName: 'm_recommend', url: '/broken.png' }],
    });
    renderApp('/m/home');
    expect(await screen.findByTestId('home-marquee')).toHaveTextContent(/^No announcement$/);
    const banner = await screen.findByTestId('home-banner');
    fireEvent.error(banner);
    expect(screen.queryByTestId('home-banner')).not.toBeInTheDocument();
    expect(screen.getByTestId('home-banners')).toBeInTheDocument();
  });

  it('with a session loads favourites, member info and then the wallet', async () => {
    const { calls } = stubHomePlatform();
    renderApp('/m/home', { session: { type: 0 } });
    // The header asks for the balance at once; home's own sequence asks again after member info.
    await waitFor(
      () => {
        const paths = calls.map(pathOf);
        expect(paths).toContain('/wps/relay/MCSFE_getFavoriteGames');
        expect(paths).toContain('/wps/member/info');
        expect(paths.lastIndexOf('/wps/wallets/balance')).toBeGreaterThan(
          paths.indexOf('/wps/member/info'),
        );
      },
      { timeout: 15_000 },
    );
  });

  it('a guest loads neither favourites nor member info', async () => {
    const { calls } = stubHomePlatform();
    renderApp('/m/home');
    await screen.findAllByTestId('game-tile');
    expect(calls.map(pathOf)).not.toContain('/wps/relay/MCSFE_getFavoriteGames');
    expect(calls.map(pathOf)).not.toContain('/wps/member/info');
  });
});

describe('home categories', () => {
  const tabs = () =>
    screen.getAllByTestId(/^home-category-(?!content)/).map((tab) => tab.textContent);

  it('orders the menu HOT first with ESPORTS after SPORTS and COCKFIGHT after RNG; HOT shows hot games', async () => {
    stubHomePlatform();
    renderApp('/m/home');
    await waitFor(() => expect(tabs()).toHaveLength(8));
    expect(tabs()).toEqual([
      'Hot',
      'Sports',
      'E-sports',
      'Live casino',
      'Slots',
      'Cockfight',
      'E-lottery',
      'In-house',
    ]);
    expect(screen.getByTestId('home-category-HOT')).toHaveAttribute('aria-pressed', 'true');
    const content = screen.getByTestId('home-category-content');
    expect(content).toHaveAttribute('data-content', 'hotGames');
    expect(await within(content).findAllByTestId('game-tile')).toHaveLength(2);
  });

  it('switches category in the URL, scrolls to top and closes the side menu', async () => {
    stubHomePlatform();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { router } = renderApp('/m/home');
    act(() => useShellUi.setState({ sideMenuOpen: true }));
    fireEvent.click(await screen.findByTestId('home-category-LIVE'));
    await waitFor(() => expect(router.state.location.search).toBe('?category=LIVE'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    expect(useShellUi.getState().sideMenuOpen).toBe(false);
    const content = screen.getByTestId('home-category-content');
    expect(content).toHaveAttribute('data-content', 'gameList');
    expect(await within(content).findByText('Game LIVE-1')).toBeInTheDocument();
    expect(screen.getByTestId('home-more-games')).toHaveAttribute(
      'href',
      '/m/gameList?gameType=LIVE',
    );
    scrollTo.mockRestore();
  });

  it('shows vendor tiles for split categories and the in-house list by vendor', async () => {
    stubHomePlatform();
    renderApp('/m/home?category=ESPORTS');
    const tiles = await screen.findAllByTestId('vendor-tile');
    expect(tiles.map((tile) => tile.dataset.vendor)).toEqual(['TF']);
    fireEvent.click(screen.getByTestId('home-category-INHOUSE'));
    expect(await screen.findByText('Game INHOUSE-1')).toBeInTheDocument();
    expect(screen.getByTestId('home-more-games')).toHaveAttribute(
      'href',
      '/m/gameList?gameType=INHOUSE&vassalage=IHG',
    );
  });

  it('launches ELOTT directly when it has exactly one vendor (guests go to login)', async () => {
    stubHomePlatform();
    const { router } = renderApp('/m/home');
    fireEvent.click(await screen.findByTestId('home-category-ELOTT'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'));
  });

  it('falls back to HOT for an unknown category', async () => {
    stubHomePlatform();
    renderApp('/m/home?category=NOPE');
    await waitFor(() =>
      expect(screen.getByTestId('home-category-HOT')).toHaveAttribute('aria-pressed', 'true'),
    );
  });
});
