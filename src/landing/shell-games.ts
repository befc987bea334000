/**
 * The game list in the first-paint shell (`games`, src/features/games/GameListScreen): the search
 * row, the tabs and the vendor strip as outlines, then the first page's tiles, icon and name, where
 * the list draws them. Drawn from the landing script's early answers (the first page and the vendor
 * sorting), so the player sees the games before the app's code has arrived. The geometry is the
 * list's (cli/lib/first-paint-shell.ts `shellCss`; tests/e2e/first-paint-shell.spec.ts compares).
 */
import { GAME_LIST_PATH, VENDOR_SORTING_PATH } from '../entities/games/api/game-paths';
import { listVendors } from '../entities/games/categories';
import { gameIcon } from '../entities/games/game-icon';
import type { Game, VendorSorting } from '../entities/games/types';
import {
  FIRST_SCREEN_TILES,
  listOfPage,
  VENDOR_STRIP,
} from '../features/games/game-list/list-state';
import { earlyValue, type EarlyWindow } from './early-answer';
import { element } from './shell-element';

/** Four rows of three: a phone's screen of tiles, the pictures after the first screen's lazy. */
export const SHELL_TILES = 12;

function tile(doc: Document, game: Game, index: number): HTMLElement {
  const made = element(doc, 'span', 'wl-shell-tile');
  const frame = element(doc, 'span', 'wl-shell-icon');
  const src = gameIcon(game);
  if (src) {
    const picture = doc.createElement('img');
    picture.width = 160;
    picture.height = 160;
    picture.alt = game.gameName;
    picture.loading = index < FIRST_SCREEN_TILES ? 'eager' : 'lazy';
    picture.onerror = () => picture.remove();
    picture.src = src;
    frame.appendChild(picture);
  }
  const name = element(doc, 'span', 'wl-shell-name');
  name.textContent = game.gameName;
  made.append(frame, name);
  return made;
}

/** The list's outlines and first tiles, as GameListScreen draws its first screen. */
export function gameListShell(doc: Document, games: readonly Game[], vendors: number): HTMLElement {
  const list = element(doc, 'div', 'wl-shell-list');
  list.appendChild(element(doc, 'div', 'wl-shell-search'));
  list.appendChild(element(doc, 'div', 'wl-shell-tabs'));
  if (vendors > 0) {
    const strip = element(doc, 'div', 'wl-shell-vendors');
    // "All" and the vendors, four at a time.
    for (let chip = 0; chip < Math.min(vendors + 1, VENDOR_STRIP.perView); chip += 1)
      strip.appendChild(element(doc, 'span', 'wl-shell-chip'));
    list.appendChild(strip);
  }
  const grid = element(doc, 'div', 'wl-shell-grid');
  games.slice(0, SHELL_TILES).forEach((game, index) => grid.appendChild(tile(doc, game, index)));
  list.appendChild(grid);
  return list;
}

/**
 * Once the first page and the vendor sorting have answered, the list in the shell, if React has
 * not drawn the page meanwhile. Nothing when the page failed or has no games; no vendor strip
 * when the sorting failed (the list draws none either).
 */
export function showGameList(win: EarlyWindow, shellId: string): void {
  const { gameType } = listOfPage(new URLSearchParams(win.location.search));
  void Promise.all([
    earlyValue<{ games?: Game[] }>(win, (url) => url.includes(GAME_LIST_PATH)),
    earlyValue<VendorSorting>(win, (url) => url.includes(VENDOR_SORTING_PATH)),
  ]).then(([page, sorting]) => {
    const shell = win.document.getElementById(shellId);
    if (!shell || !page?.games?.length) return;
    const vendors = listVendors(sorting, gameType).length;
    shell.appendChild(gameListShell(win.document, page.games, vendors));
  });
}
