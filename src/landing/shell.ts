/**
 * The first-paint shell's script, compiled by the build into the page right after the shell
 * (landing-build.ts; the shell itself is cli/lib/first-paint-shell.ts). It fits the shell to the
 * page being opened, as the landing plan says: the bar alone on pages with a header, the logo where
 * the account screens draw it (`brand`), nothing on pages without a header (`bare`), the game list's
 * first tiles (`games`, shell-games.ts), the lottery list (`lotteries`, shell-lotteries.ts), the
 * member centre's header for a guest (`member`, shell-member.ts), the agent home's hero for an
 * agent (`agent`, shell-agent.ts). Where the
 * page's largest paint is a picture, the picture shows in the slot as soon as the early request
 * naming it answers, without waiting for the scripts, unless the server already put it there
 * (server/http/shell-picture.ts): on home the first banner of the announcements (same rule as
 * src/features/home/home-content.ts `homeBanners`: type B, group m_recommend, with a picture), on
 * `/m/activity` the lead promotion's; each is the page's first request, which landing.ts starts.
 */
import { earlyValue, type EarlyWindow } from './early-answer';
import { atPath, type LandingPlan, landingPath, pageShell } from './landing-plan';
import { showGameList } from './shell-games';
import { showLotteryList } from './shell-lotteries';
import { showAgentHero } from './shell-agent';
import { showGuestHeader } from './shell-member';
import { HOME_PATH, SHELL_CLASS, SHELL_ID } from './shell-ids';
import { storedSession } from './stored-session';

interface Banner {
  type?: string;
  groupName?: string;
  url?: string;
  title?: string;
}

interface Picture {
  url: string;
  alt: string;
}

type ShellPlan = Partial<
  Pick<LandingPlan, 'shells' | 'guestRedirects' | 'routes' | 'screens' | 'texts'>
>;

/** Home's first banner picture in the announcements (src/features/home/home-content.ts). */
function homeBannerPicture(value: unknown): Picture | undefined {
  const banner = ((value as { list?: Banner[] } | undefined)?.list ?? []).find(
    (item) => item.type === 'B' && item.groupName === 'm_recommend' && item.url,
  );
  return banner && { url: banner.url ?? '', alt: banner.title || '' };
}

/** The first card's picture of the promotions list (src/features/rewards/ActivityScreen). */
function leadPromotionPicture(value: unknown): Picture | undefined {
  const url = (value as { list?: { bannerUrl?: string }[] } | undefined)?.list?.[0]?.bannerUrl;
  return url ? { url, alt: '' } : undefined;
}

function showPicture(win: EarlyWindow, { url, alt }: Picture): void {
  // Asked again: React may have removed the shell while the answer was on its way.
  const slot = win.document.getElementById(SHELL_ID)?.querySelector('.wl-shell-banner');
  if (!slot || slot.firstChild) return;
  const picture = win.document.createElement('img');
  picture.width = 750;
  picture.height = 300;
  picture.alt = alt;
  picture.fetchPriority = 'high';
  picture.onerror = () => picture.remove();
  picture.src = url;
  slot.appendChild(picture);
}

/** The value of the page's first request (landing.ts started it), whatever the API's base URL. */
function firstRequestValue<T>(win: EarlyWindow, plan: ShellPlan, pathname: string) {
  const at = atPath(plan.routes ?? {}, pathname);
  const path = at === undefined ? undefined : plan.screens?.[at]?.requests[0];
  return path ? earlyValue<T>(win, (url) => url.endsWith(path)) : Promise.resolve(undefined);
}

/** `plan`: the landing plan's shells, guest redirects and routes (without a plan, the bar off home). */
export function runShell(win: EarlyWindow, plan: ShellPlan = {}): void {
  const shell = win.document.getElementById(SHELL_ID);
  if (!shell) return;
  // The page the app will draw: a guest on a members' page is sent to login or home.
  const session = storedSession(win);
  const pathname = landingPath(plan, win.location.pathname, Boolean(session?.token));
  const home = HOME_PATH.test(pathname);
  const kind = home ? undefined : (pageShell(plan, pathname, session) ?? 'bar');
  if (kind) shell.className = SHELL_CLASS[kind];
  if (kind === 'games') showGameList(win, SHELL_ID);
  if (kind === 'lotteries') void showLotteryList(win, SHELL_ID, plan.texts ?? {});
  if (kind === 'member') void showGuestHeader(win, SHELL_ID, plan.texts ?? {});
  if (kind === 'agent')
    void showAgentHero(win, SHELL_ID, plan.texts ?? {}, session?.userName ?? '');
  const pictureOf = home
    ? homeBannerPicture
    : kind === 'promotions'
      ? leadPromotionPicture
      : undefined;
  if (!pictureOf) return;
  void firstRequestValue<unknown>(win, plan, pathname).then((value) => {
    const picture = pictureOf(value);
    if (picture) showPicture(win, picture);
  });
}
