import { LobbyCategories } from './lobby/LobbyCategories';

/** `/m/gameLobby`: every category with its games or vendors. */
export function GameLobbyScreen() {
  return (
    <div data-testid="game-lobby">
      <LobbyCategories />
    </div>
  );
}
