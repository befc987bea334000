/**
 * The lottery list in the first-paint shell (`lotteries`, src/features/lottery/MoreLotteryScreen):
 * the tabs as an outline, then the link to the player's orders, each group's title and each game's
 * card with its name, clock, open and last numero and last result, as GameCard draws them. Drawn
 * from the landing script's early answers (the vendor sorting, which names the site's prize mode,
 * and that mode's games) in the texts of the app's language (shell-texts.ts), so the player reads
 * the list before the app's code has arrived. The geometry is the screen's
 * (cli/lib/first-paint-shell.ts `shellCss`; tests/e2e/first-paint-shell.spec.ts compares).
 */
import { lotteryGamesRequest, VENDOR_SORTING_PATH } from '../entities/games/api/game-paths';
import { pagePrizeMode } from '../entities/games/lottery-mode';
import type { VendorSorting } from '../entities/games/types';
import { formatCountdown } from '../features/lottery/shared/countdown';
import { headlineResult } from '../features/lottery/shared/draw-summary';
import type { LotteryGame, LotteryGroup } from '../features/lottery/types';
import { earlyData, earlyValue, type EarlyWindow } from './early-answer';
import type { LandingPlan } from './landing-plan';
import { type ShellText, shellTexts } from './shell-texts';
import { element } from './shell-element';

function line(doc: Document, start: HTMLElement, end: HTMLElement): HTMLElement {
  const made = element(doc, 'span', 'wl-shell-line');
  made.append(start, end);
  return made;
}

/**
 * A game's card. The clock shows the time left when the answer arrived, which is when the shell
 * draws; it stands still until React, counting from the same moment, takes over.
 */
function card(doc: Document, game: LotteryGame, text: ShellText): HTMLElement {
  const made = element(doc, 'span', 'wl-shell-card');
  const balls = element(doc, 'span', 'wl-shell-balls');
  for (const value of headlineResult(game.last))
    balls.appendChild(element(doc, 'span', 'wl-shell-ball', value));
  made.append(
    line(
      doc,
      element(
        doc,
        'strong',
        '',
        text(`lottery.gameNames.${game.gameId}`, { defaultValue: game.name }),
      ),
      element(doc, 'span', 'wl-shell-clock', formatCountdown(game.current.closeInMs)),
    ),
    line(
      doc,
      element(doc, 'span', '', text('lottery.issue', { numero: game.current.numero })),
      element(doc, 'span', '', text('lottery.closesIn')),
    ),
    line(
      doc,
      element(doc, 'span', '', text('lottery.lastResult', { numero: game.last.numero })),
      balls,
    ),
  );
  return made;
}

/** The list's page as MoreLotteryScreen draws it once its games have come. */
export function lotteryListShell(
  doc: Document,
  groups: readonly LotteryGroup[],
  text: ShellText,
): HTMLElement {
  const page = element(doc, 'div', 'wl-shell-lottery-page');
  page.append(
    element(doc, 'div', 'wl-shell-tabs'),
    element(doc, 'span', 'wl-shell-link', text('lottery.myOrders')),
  );
  for (const group of groups) {
    const section = element(doc, 'div', '');
    section.appendChild(
      element(
        doc,
        'h2',
        'wl-shell-group',
        text(`lottery.groups.${group.groupId}`, { defaultValue: group.groupName }),
      ),
    );
    for (const game of group.games) section.appendChild(card(doc, game, text));
    page.appendChild(section);
  }
  return page;
}

/**
 * Once the texts, the vendor sorting (which names the prize mode where the link does not) and the
 * prize mode's games have come, the list in the shell, if React has not drawn the page meanwhile. Nothing when
 * the texts or the games failed, or there are no games (the screen then says so itself). Settles
 * once it has drawn or given up.
 */
export function showLotteryList(
  win: EarlyWindow,
  shellId: string,
  texts: LandingPlan['texts'],
): Promise<void> {
  const asked = new URLSearchParams(win.location.search).get('prizeMode');
  return Promise.all([
    earlyValue<VendorSorting>(win, (url) => url.endsWith(VENDOR_SORTING_PATH)),
    shellTexts(win, texts),
  ]).then(([sorting, text]) => {
    const request = lotteryGamesRequest(pagePrizeMode(asked, sorting));
    return earlyData<{ groups?: LotteryGroup[] }>(win, (url) => url.endsWith(request)).then(
      (list) => {
        const shell = win.document.getElementById(shellId);
        const groups = list?.groups ?? [];
        if (!shell || !text || !groups.some((group) => group.games.length)) return;
        shell.appendChild(lotteryListShell(win.document, groups, text));
      },
    );
  });
}
