import { useLobbyBanners } from './api/get-banners';
import { LobbyCategories } from './lobby/LobbyCategories';
import { VerticalBanners } from './lobby/VerticalBanners';

/** `/m/gameCenter`: the vertical banner block (3 visible, no autoplay) above the categories. */
export function GameCenterScreen() {
  const { data: banners = [] } = useLobbyBanners();
  return (
    <div data-testid="game-center">
      <VerticalBanners banners={banners} />
      <LobbyCategories />
    </div>
  );
}
