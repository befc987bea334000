import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { LandingPlan } from '../../../src/landing/landing-plan';
import { runShell } from '../../../src/landing/shell';
import { showGuestHeader } from '../../../src/landing/shell-member';
import { SITE_SETTINGS_PATH } from '../../../src/lib/early-requests';
import { inlineTenant, removeInlinedTenant } from './inlined-tenant';

const SHELL = '<div id="app-shell"><div class="wl-shell-bar"></div></div>';
/** The texts as the build plans them: the very files (vitest imports a path as a module). */
const TEXTS: LandingPlan['texts'] = {
  en: { shell: path.resolve('src/locales/en/shell.json') },
  ur: { shell: path.resolve('src/locales/ur/shell.json') },
};
const PLAN: Partial<LandingPlan> = { shells: { '/m/mine': 'member' }, texts: TEXTS };

function tenantPage(memberCentreTemplate: 0 | 1) {
  const tenant = {
    merchantCode: 'M1',
    languages: { available: ['en', 'ur'] },
    templates: { mem_cen: memberCentreTemplate },
  };
  inlineTenant(tenant);
  document.body.innerHTML = SHELL;
  window.history.replaceState(null, '', '/m/mine');
}

/** The startup settings' early answer; `template` is the platform's member centre template. */
function earlySettings(value: object | null) {
  const data = value && { success: true, value };
  Object.assign(window, {
    __wlEarly: {
      [`https://api.example${SITE_SETTINGS_PATH}`]: {
        headers: {},
        response: Promise.resolve(data && { status: 200, data }),
      },
    },
  });
}

const hero = () => document.querySelector('#app-shell .wl-shell-hero');
const texts = () =>
  [...document.querySelectorAll('#app-shell h1, #app-shell p, #app-shell .wl-shell-pill')].map(
    (found) => found.textContent,
  );

beforeEach(() => {
  document.documentElement.lang = 'en';
});

afterEach(() => {
  Object.assign(window, { __wlEarly: undefined });
  removeInlinedTenant();
  document.body.innerHTML = '';
  localStorage.clear();
});

describe("the first-paint shell's member centre header (src/landing/shell-member.ts)", () => {
  it('draws the title, the guest prompt and both pills in the page’s language', async () => {
    tenantPage(0);
    earlySettings({});
    await showGuestHeader(window, 'app-shell', TEXTS);
    expect(texts()).toEqual([
      'Member center',
      'Log in or register to see your account',
      'Log in',
      'Register',
    ]);
    expect(hero()!.className).toBe('wl-shell-hero');
    expect(document.querySelector('#app-shell .wl-shell-avatar')).not.toBeNull();
  });

  it('takes the platform’s template over the tenant file’s, as the site settings do', async () => {
    tenantPage(1);
    earlySettings({});
    await showGuestHeader(window, 'app-shell', TEXTS);
    expect(hero()!.className).toBe('wl-shell-hero wl-shell-hero-card');

    tenantPage(1);
    earlySettings({ mobileTemplate: { mem_cen: '0' } });
    await showGuestHeader(window, 'app-shell', TEXTS);
    expect(hero()!.className).toBe('wl-shell-hero');

    // Without the platform's answer the tenant file's template stands.
    tenantPage(1);
    earlySettings(null);
    await showGuestHeader(window, 'app-shell', TEXTS);
    expect(hero()!.className).toBe('wl-shell-hero wl-shell-hero-card');
  });

  it('sets a right-to-left reader’s texts right to left', async () => {
    localStorage.setItem('wl_lang', 'ur');
    tenantPage(0);
    await showGuestHeader(window, 'app-shell', TEXTS);
    expect(document.documentElement.dir).toBe('rtl');
    expect(texts()[1]).not.toBe('Log in or register to see your account');
    expect(texts()[1]!.length).toBeGreaterThan(0);
  });

  it('draws nothing without texts, or when React drew the page first', async () => {
    tenantPage(0);
    await showGuestHeader(window, 'app-shell', {});
    expect(hero()).toBeNull();

    tenantPage(0);
    const drawing = showGuestHeader(window, 'app-shell', TEXTS);
    document.body.innerHTML = '';
    await drawing;
    expect(document.querySelector('.wl-shell-hero')).toBeNull();
  });

  it('is the guest’s shell of the member centre; a member’s is empty', async () => {
    tenantPage(0);
    runShell(window, PLAN);
    expect(document.getElementById('app-shell')!.className).toBe('wl-shell-member');
    await expect.poll(hero).not.toBeNull();

    localStorage.setItem('MC_SESSION_INFO', JSON.stringify({ token: 'T1', merchantCode: 'M1' }));
    tenantPage(0);
    runShell(window, PLAN);
    expect(document.getElementById('app-shell')!.className).toBe('wl-shell-bare');
  });
});
