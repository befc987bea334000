import { readdirSync } from 'node:fs';

import type { E2eTenant } from './env';

/**
 * Where each browser journey runs: once, on the demo tenant whose configuration makes it most
 * interesting, so every tenant carries some; `every` marks the short per-tenant smoke. What else
 * differs per tenant (flags, templates, languages, theme) is the flag matrix's and the component
 * tests' job. tests/README.md has this table with the reasons.
 */
export const JOURNEYS: Record<string, E2eTenant | 'every'> = {
  'shell.spec.ts': 'every',
  'accessibility.spec.ts': 'every',
  'deposit.spec.ts': 'every',
  'pwa.spec.ts': 'every',
  'first-paint-shell.spec.ts': 'every',
  'first-requests.spec.ts': 'lucky7',
  'auth-login.spec.ts': 'royal88',
  'auth-social.spec.ts': 'royal88',
  'auth-sms.spec.ts': 'lucky7',
  'register.spec.ts': 'lucky7',
  'password.spec.ts': 'perlas',
  'home.spec.ts': 'perlas',
  'games.spec.ts': 'royal88',
  'lottery.spec.ts': 'perlas',
  'withdraw.spec.ts': 'lucky7',
  'security.spec.ts': 'royal88',
  'records.spec.ts': 'lucky7',
  'rewards.spec.ts': 'perlas',
  'club.spec.ts': 'lucky7',
  'content.spec.ts': 'lucky7',
  'contracts.spec.ts': 'lucky7',
  'agent.spec.ts': 'perlas',
  'agent-income.spec.ts': 'royal88',
  'team.spec.ts': 'royal88',
  'hanging-api.spec.ts': 'perlas',
  // Visits every demo tenant by its own host; placed on one project so it runs once.
  'languages.spec.ts': 'royal88',
};

/** The spec files one tenant's Playwright project runs; throws for a spec missing from the table. */
export function specsOf(tenant: E2eTenant, dir = 'tests/e2e'): string[] {
  const specs = readdirSync(dir).filter((name) => name.endsWith('.spec.ts'));
  const unplaced = specs.filter((name) => !(name in JOURNEYS));
  if (unplaced.length)
    throw new Error(
      `${unplaced.join(', ')}: add to JOURNEYS in tests/e2e/support/journeys.ts (a tenant or 'every')`,
    );
  const gone = Object.keys(JOURNEYS).filter((name) => !specs.includes(name));
  if (gone.length) throw new Error(`JOURNEYS lists missing specs: ${gone.join(', ')}`);
  return specs.filter((name) => JOURNEYS[name] === tenant || JOURNEYS[name] === 'every');
}
