/**
 * The first-paint shell's script, compiled by the build into the page right after the shell
 * (landing-build.ts; the shell itself is cli/lib/first-paint-shell.ts). It fits the shell to the
 * page being opened, as the landing plan says: the bar alone on pages with a header, the logo where
 * the account screens draw it (`brand`), nothing on pages without a header (`bare`). On home the
 * first banner shows in the slot as soon as the early announcements answer arrives (landing.ts
 * starts that request in the head), without waiting for the scripts, unless the server already put
 * it there (server/http/first-banner.ts). Same rule as src/features/home/home-content.ts
 * `homeBanners`: type B, group m_recommend, with a picture.
 */
import type { EarlyAnswer, EarlyHome } from './landing';
import { atPath, type LandingPlan, landingPath } from './landing-plan';
import { HOME_PATH, SHELL_CLASS, SHELL_ID } from './shell-ids';
import { storedSession } from './stored-session';

interface Banner {
  type?: string;
  groupName?: string;
  url?: string;
  title?: string;
}

type ShellWindow = Window & { __wlHome?: EarlyHome };

export function firstBanner(answer: EarlyAnswer | null): Banner | undefined {
  const value = answer?.success ? (answer.value as { list?: Banner[] } | undefined) : undefined;
  return (value?.list ?? []).filter(
    (item) => item.type === 'B' && item.groupName === 'm_recommend' && item.url,
  )[0];
}

function showBanner(win: ShellWindow, banner: Banner): void {
  // Asked again: React may have removed the shell while the answer was on its way.
  const slot = win.document.getElementById(SHELL_ID)?.querySelector('.wl-shell-banner');
  if (!slot || slot.firstChild) return;
  const picture = win.document.createElement('img');
  picture.width = 750;
  picture.height = 300;
  picture.alt = banner.title || '';
  picture.fetchPriority = 'high';
  picture.onerror = () => picture.remove();
  picture.src = banner.url ?? '';
  slot.appendChild(picture);
}

/** `plan`: the landing plan's shells and guest redirects (without a plan, the bar off home). */
export function runShell(
  win: ShellWindow,
  plan: Partial<Pick<LandingPlan, 'shells' | 'guestRedirects'>> = {},
): void {
  const shell = win.document.getElementById(SHELL_ID);
  if (!shell) return;
  // The page the app will draw: a guest on a members' page is sent to login or home.
  const pathname = landingPath(plan, win.location.pathname, Boolean(storedSession(win)?.token));
  if (!HOME_PATH.test(pathname)) {
    shell.className = SHELL_CLASS[atPath(plan.shells ?? {}, pathname) ?? 'bar'];
    return;
  }
  void win.__wlHome?.announcements?.then((answer) => {
    const banner = firstBanner(answer);
    if (banner) showBanner(win, banner);
  });
}
