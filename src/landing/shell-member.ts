/**
 * The member centre's header for a guest in the first-paint shell (`member`,
 * src/features/member-centre: the Hero with TopBar and GuestPrompt): the brand band, the page's
 * title between the back and settings buttons' places, the picture's place, the prompt and the
 * login and register pills, in the texts of the app's language (shell-texts.ts). The rest of the
 * page (wallet, quick entries, the list) is React's. The band's depth follows the member centre's
 * template, the platform's (the startup settings' answer) over the tenant file's. The geometry is
 * the screen's (cli/lib/first-paint-shell.ts `shellCss`; tests/e2e/first-paint-shell.spec.ts
 * compares).
 */
import { SITE_SETTINGS_PATH } from '../lib/early-requests';
import { asTemplate } from '../tenant/merge-site-settings';
import { earlyValue, type EarlyWindow } from './early-answer';
import type { LandingPlan } from './landing-plan';
import { inlinedTenant } from './page-language';
import { type ShellText, shellTexts } from './shell-texts';
import { element } from './shell-element';

/** The Hero as MemberCentreScreen draws it for a guest; `card` is the new template (mem_cen 1). */
export function guestHeaderShell(doc: Document, text: ShellText, card: boolean): HTMLElement {
  const hero = element(doc, 'div', card ? 'wl-shell-hero wl-shell-hero-card' : 'wl-shell-hero');
  const bar = element(doc, 'div', 'wl-shell-top');
  bar.append(
    element(doc, 'span', 'wl-shell-round'),
    element(doc, 'h1', '', text('titles.mine')),
    element(doc, 'span', 'wl-shell-round'),
  );
  const prompt = element(doc, 'div', 'wl-shell-guest');
  const words = element(doc, 'div', '');
  words.append(
    element(doc, 'p', '', text('member.guestPrompt')),
    element(doc, 'span', 'wl-shell-pill', text('labels.login')),
    element(doc, 'span', 'wl-shell-pill', text('labels.register')),
  );
  prompt.append(element(doc, 'span', 'wl-shell-avatar'), words);
  hero.append(bar, prompt);
  return hero;
}

/**
 * Once the texts and the startup settings have come, the guest's header in the shell, if React
 * has not drawn the page meanwhile; nothing without texts. Settles once it has drawn or given up.
 */
export function showGuestHeader(
  win: EarlyWindow,
  shellId: string,
  texts: LandingPlan['texts'],
): Promise<void> {
  return Promise.all([
    shellTexts(win, texts),
    earlyValue<{ mobileTemplate?: { mem_cen?: unknown } }>(win, (url) =>
      url.endsWith(SITE_SETTINGS_PATH),
    ),
  ]).then(([text, settings]) => {
    const shell = win.document.getElementById(shellId);
    if (!shell || !text) return;
    let baked: 0 | 1 = 0;
    try {
      baked = inlinedTenant(win.document).templates?.mem_cen ?? 0;
    } catch {
      // No tenant: the classic template, as the app's baked settings.
    }
    const card = asTemplate(settings?.mobileTemplate?.mem_cen, baked) === 1;
    shell.appendChild(guestHeaderShell(win.document, text, card));
  });
}
