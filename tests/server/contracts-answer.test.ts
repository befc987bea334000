import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { getAs, loginToken, LUCKY7, PERLAS, ROYAL88, testApp } from './support/app';
import { call } from './support/content';
import {
  answer,
  check,
  contractPage,
  freshAgent,
  type Kind,
  offer,
  PROCESS,
} from './support/contracts';

const ZEROS = { dailysalreqtype: 0, divtypecompperiodreq: 0, contracthoursalreq: 0 };

/** The spec's three flags of a check answer, without our `offers` list. */
const flagsOf = ({ offers: _offers, ...flags }: Record<string, unknown>) => flags;

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await testApp());
});
afterAll(() => app.close());

describe('MCSFE_checkContracts', () => {
  it('flags the seeded offers of agent1 and agent2', async () => {
    const agent1 = await check(app, LUCKY7, await loginToken(app, LUCKY7, 'agent1'));
    expect(flagsOf(agent1.value)).toEqual({ ...ZEROS, dailysalreqtype: 1 });
    expect(agent1.value.offers).toEqual([{ kind: 'dailySalary', id: expect.any(Number) }]);
    const agent2 = await check(app, LUCKY7, await loginToken(app, LUCKY7, 'agent2'));
    expect(flagsOf(agent2.value)).toEqual({ ...ZEROS, contracthoursalreq: 1 });
  });

  it('answers zeros to exempt types and members, even with an offer waiting', async () => {
    for (const username of ['agent41', 'agent42', 'member0', 'trial4', 'member40']) {
      const answered = await check(app, PERLAS, await loginToken(app, PERLAS, username));
      expect(answered.success, username).toBe(true);
      expect(answered.value, username).toEqual({ ...ZEROS, offers: [] });
    }
    // agent41 has a seeded offered hourly salary: readable on its page, never prompted.
    const agent41 = { ...(await freshLogin('agent41', PERLAS)) };
    const page = await contractPage(app, agent41, 'hourSalary');
    expect(page.value.contract).toMatchObject({ kind: 'hourSalary', status: 'offered' });
  });

  it('needs a session', async () => {
    const response = await getAs(app, LUCKY7, '/wps/relay/MCSFE_checkContracts');
    expect(response.statusCode).toBe(401);
  });

  it('flags each kind per state: offered 1, accepted or rejected 0', async () => {
    const agent = await freshAgent(app, ROYAL88);
    expect(flagsOf((await check(app, ROYAL88, agent.token)).value)).toEqual(ZEROS);
    const kinds: Kind[] = ['dailySalary', 'dividend', 'hourSalary'];
    const offers = await Promise.all(kinds.map((kind) => offer(app, agent, kind)));
    expect(flagsOf((await check(app, ROYAL88, agent.token)).value)).toEqual({
      dailysalreqtype: 1,
      divtypecompperiodreq: 1,
      contracthoursalreq: 1,
    });
    await answer(app, agent, 'dailySalary', offers[0]?.value.id ?? 0, true);
    await answer(app, agent, 'hourSalary', offers[2]?.value.id ?? 0, false);
    expect(flagsOf((await check(app, ROYAL88, agent.token)).value)).toEqual({
      ...ZEROS,
      divtypecompperiodreq: 1,
    });
  });

  it('never flags a dividend where the tenant has dividends off', async () => {
    const agent = await freshAgent(app, PERLAS);
    const offered = await offer(app, agent, 'dividend');
    expect(offered.errorCode).toBe('function.not.available');
    const page = await contractPage(app, agent, 'dividend');
    expect(page.value).toEqual({ contract: null, payouts: [] });
  });
});

async function freshLogin(username: string, merchant: string) {
  return { token: await loginToken(app, merchant, username), merchant, username, memberId: 0 };
}

describe('contract pages and answers', () => {
  it('shows agent1 its seeded dividend with two paid periods, and nothing on perlas', async () => {
    const lucky = await contractPage(app, await freshLogin('agent1', LUCKY7), 'dividend');
    expect(lucky.value.contract).toMatchObject({
      status: 'accepted',
      terms: { period: 'half-month' },
    });
    expect(lucky.value.payouts).toHaveLength(2);
    const perlas = await contractPage(app, await freshLogin('agent1', PERLAS), 'dividend');
    expect(perlas.value.contract).toBeNull();
  });

  it('keeps the documented demo balances after the seeded payouts', async () => {
    for (const [username, balance] of [
      ['agent1', 5000],
      ['agent2', 2500],
    ] as const) {
      const agent = await freshLogin(username, LUCKY7);
      const wallet = await call<{ sumBalance: number }>(
        app,
        LUCKY7,
        agent.token,
        'GET',
        '/wps/wallets/balance',
      );
      expect(wallet.value.sumBalance, username).toBe(balance);
    }
    const agent2 = await contractPage(app, await freshLogin('agent2', LUCKY7), 'dailySalary');
    expect(agent2.value.contract?.status).toBe('accepted');
    expect(agent2.value.payouts).toHaveLength(3);
  });

  it('refuses members the contract pages', async () => {
    const member = await freshLogin('member0', LUCKY7);
    const page = await contractPage(app, member, 'dailySalary');
    expect(page.errorCode).toBe('function.not.available');
  });

  it('accepts once, answers a repeat unchanged and refuses a flip', async () => {
    const agent = await freshAgent(app, LUCKY7);
    const { value: offered } = await offer(app, agent, 'dailySalary');
    expect(offered.status).toBe('offered');
    const accepted = await answer(app, agent, 'dailySalary', offered.id, true);
    expect(accepted.value).toMatchObject({ id: offered.id, status: 'accepted' });
    const again = await answer(app, agent, 'dailySalary', offered.id, true);
    expect(again.value).toEqual(accepted.value);
    const flip = await answer(app, agent, 'dailySalary', offered.id, false);
    expect(flip).toMatchObject({ success: false, errorCode: 'contract.answered' });
    expect((await contractPage(app, agent, 'dailySalary')).value.contract?.status).toBe('accepted');
    // One live contract per kind: no second offer while this one is accepted.
    expect((await offer(app, agent, 'dailySalary')).errorCode).toBe('contract.live');
  });

  it('rejects once; a re-offer after a rejection is a new contract', async () => {
    const agent = await freshAgent(app, LUCKY7);
    const { value: first } = await offer(app, agent, 'hourSalary');
    expect((await answer(app, agent, 'hourSalary', first.id, false)).value.status).toBe('rejected');
    expect((await answer(app, agent, 'hourSalary', first.id, true)).errorCode).toBe(
      'contract.answered',
    );
    const { value: second } = await offer(app, agent, 'hourSalary');
    expect(second.id).not.toBe(first.id);
    expect((await contractPage(app, agent, 'hourSalary')).value.contract).toMatchObject({
      id: second.id,
      status: 'offered',
    });
  });

  it('answers the daily salary by GET with a query too (spec §7)', async () => {
    const agent = await freshAgent(app, LUCKY7);
    const { value: offered } = await offer(app, agent, 'dailySalary');
    const url = `${PROCESS.dailySalary}?contractId=${offered.id}&accept=false`;
    const answered = await call(app, LUCKY7, agent.token, 'GET', url);
    expect(answered.value).toMatchObject({ status: 'rejected' });
  });

  it('answers only the relay of the contract’s kind and its owner', async () => {
    const agent = await freshAgent(app, LUCKY7);
    const other = await freshAgent(app, LUCKY7);
    const { value: offered } = await offer(app, agent, 'dailySalary');
    expect((await answer(app, agent, 'hourSalary', offered.id, true)).errorCode).toBe(
      'contract.not.found',
    );
    expect((await answer(app, other, 'dailySalary', offered.id, true)).errorCode).toBe(
      'contract.not.found',
    );
  });

  it('keeps tenants apart', async () => {
    const royal = await freshAgent(app, ROYAL88);
    const { value: offered } = await offer(app, royal, 'dailySalary');
    const lucky = await freshAgent(app, LUCKY7);
    const foreign = await answer(app, lucky, 'dailySalary', offered.id, true);
    expect(foreign.errorCode).toBe('contract.not.found');
    // The same username and token never reach another tenant's contract.
    const crossed = await answer(
      app,
      { ...royal, merchant: LUCKY7 },
      'dailySalary',
      offered.id,
      true,
    );
    expect(crossed.success).toBe(false);
    expect((await contractPage(app, royal, 'dailySalary')).value.contract?.status).toBe('offered');
  });

  it('validates the offered terms', async () => {
    const agent = await freshAgent(app, LUCKY7);
    const bad = await offer(app, agent, 'dividend', { period: 'week', tiers: [] });
    expect(bad.errorCode).toBe('invalid.request');
  });
});
