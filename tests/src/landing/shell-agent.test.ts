import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { LandingPlan } from '../../../src/landing/landing-plan';
import { runShell } from '../../../src/landing/shell';
import { agentHeroShell, showAgentHero } from '../../../src/landing/shell-agent';
import { textsOf } from '../../../src/landing/shell-texts';
import en from '../../../src/locales/en/agent.json';
import { inlineTenant, removeInlinedTenant } from './inlined-tenant';

const SHELL = '<div id="app-shell"><div class="wl-shell-bar"></div></div>';
/** The texts as the build plans them: the very files (vitest imports a path as a module). */
const TEXTS: LandingPlan['texts'] = { en: { agent: path.resolve('src/locales/en/agent.json') } };
const PLAN: Partial<LandingPlan> = { shells: { '/m/agent/home': 'agent' }, texts: TEXTS };
const TENANT = { merchantCode: 'M1', languages: { available: ['en'] } };

const signIn = (type: number) =>
  localStorage.setItem(
    'MC_SESSION_INFO',
    JSON.stringify({ token: 'T1', merchantCode: 'M1', userName: 'agent1', type }),
  );

function agentPage() {
  inlineTenant(TENANT);
  document.body.innerHTML = SHELL;
  window.history.replaceState(null, '', '/m/agent/home');
}

const texts = (root: ParentNode) =>
  [...root.querySelectorAll('h1, small, strong, .wl-shell-button')].map(
    (found) => found.textContent,
  );

beforeEach(() => {
  document.documentElement.lang = 'en';
});

afterEach(() => {
  removeInlinedTenant();
  document.body.innerHTML = '';
  localStorage.clear();
});

describe("the first-paint shell's agent home hero (src/landing/shell-agent.ts)", () => {
  it('greets by the hour with the agent’s name, as AgentHero does before the balance comes', () => {
    const text = textsOf(en);
    expect(texts(agentHeroShell(document, text, 'agent1', 10))).toEqual([
      'Good morning, agent1',
      'Total balance',
      '…',
      'Withdraw',
      'Deposit',
    ]);
    expect(agentHeroShell(document, text, 'agent1', 19).querySelector('h1')!.textContent).toBe(
      'Good evening, agent1',
    );
  });

  it('draws from the agent texts of the page’s language, or nothing without them', async () => {
    agentPage();
    await showAgentHero(window, 'app-shell', TEXTS, 'agent1');
    expect(texts(document.getElementById('app-shell')!).slice(1)).toEqual([
      'Total balance',
      '…',
      'Withdraw',
      'Deposit',
    ]);

    agentPage();
    await showAgentHero(window, 'app-shell', {}, 'agent1');
    expect(document.querySelector('.wl-shell-agent-hero')).toBeNull();
  });

  it('is an agent’s shell of the agent home; anyone else’s is empty', async () => {
    signIn(1);
    agentPage();
    runShell(window, PLAN);
    expect(document.getElementById('app-shell')!.className).toBe('wl-shell-agent');
    await expect
      .poll(() => document.querySelector('#app-shell h1')?.textContent)
      .toMatch(/, agent1$/);

    signIn(0);
    agentPage();
    runShell(window, PLAN);
    expect(document.getElementById('app-shell')!.className).toBe('wl-shell-bare');
  });
});
