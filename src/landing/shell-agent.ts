/**
 * The agent home's hero in the first-paint shell (`agent`, src/features/agent/home/AgentHero): the
 * brand band with the greeting of the device's hour and the agent's name (from the stored
 * session), the total balance's label over the place of its figure, and the withdraw and deposit
 * buttons, in the `agent` texts of the app's language (shell-texts.ts). The balance is the
 * hero's own request, a member's, which no early request makes: the shell shows what the hero
 * shows until it answers. The geometry is the hero's (cli/lib/first-paint-shell.ts `shellCss`;
 * tests/e2e/first-paint-shell.spec.ts compares).
 */
import { greetingOf } from '../features/agent/home/greeting';
import type { EarlyWindow } from './early-answer';
import type { LandingPlan } from './landing-plan';
import { element } from './shell-element';
import { type ShellText, shellTexts } from './shell-texts';

/** What AgentHero shows while the balance is on its way, at the device's `hour`. */
export function agentHeroShell(
  doc: Document,
  text: ShellText,
  userName: string,
  hour: number,
): HTMLElement {
  const hero = element(doc, 'div', 'wl-shell-agent-hero');
  const greeting = element(doc, 'h1', '', `${text(`home.greeting.${greetingOf(hour)}`) ?? ''}, `);
  greeting.appendChild(element(doc, 'span', '', userName));
  const actions = element(doc, 'div', 'wl-shell-actions');
  actions.append(
    element(doc, 'span', 'wl-shell-button', text('home.withdraw')),
    element(doc, 'span', 'wl-shell-button', text('home.deposit')),
  );
  hero.append(
    greeting,
    element(doc, 'small', '', text('home.totalBalance')),
    element(doc, 'strong', '', '…'),
    actions,
  );
  return hero;
}

/**
 * Once the agent texts have come, the hero in the shell, if React has not drawn the page
 * meanwhile; nothing without texts. Settles once it has drawn or given up.
 */
export function showAgentHero(
  win: EarlyWindow,
  shellId: string,
  texts: LandingPlan['texts'],
  userName: string,
): Promise<void> {
  return shellTexts(win, texts, 'agent').then((text) => {
    const shell = win.document.getElementById(shellId);
    if (!shell || !text) return;
    shell.appendChild(agentHeroShell(win.document, text, userName, new Date().getHours()));
  });
}
