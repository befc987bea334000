import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { InviteePage, ReferralInfo } from '../../contract/content';
import { toMinor } from '../../contract/money';
import { postOnce } from '../../server/domain/ledger';
import { LUCKY7, loginToken, PERLAS, ROYAL88, testApp } from './support/app';
import { call, registerLucky7 } from './support/content';

let app: FastifyInstance;
let clock: Awaited<ReturnType<typeof testApp>>['clock'];

beforeAll(async () => {
  ({ app, clock } = await testApp());
});
afterAll(() => app.close());

const info = async (token: string, merchant = LUCKY7) =>
  call<ReferralInfo>(app, merchant, token, 'GET', '/wps/relay/MCSFE_getReferralInfo');

async function deposit(username: string, amount: number, reference: string) {
  const [member] = await app.deps.db.query<{ id: number }>(
    "SELECT id FROM members WHERE tenant_id = 'lucky7' AND username = $1",
    [username],
  );
  await postOnce(app.deps.db, clock, {
    tenantId: 'lucky7',
    memberId: member!.id,
    amount: toMinor(amount),
    kind: 'deposit',
    reference,
  });
}

describe('invite friends', () => {
  it('gives a member one stable code and a registration link with ?affiliateCode=', async () => {
    const { token } = await registerLucky7(app);
    const first = (await info(token)).value;
    expect(first.code).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    expect(first.registerPath).toBe(`/m/register?affiliateCode=${first.code}`);
    expect(first).toMatchObject({ invitedCount: 0, depositedCount: 0, firstDepositTotal: 0 });
    expect((await info(token)).value.code).toBe(first.code);
  });

  it('keeps an agent’s seeded affiliate code', async () => {
    expect((await info(await loginToken(app, LUCKY7, 'agent1'))).value.code).toBe('AG1001');
  });

  it('counts friends who registered with the code and their first deposits only', async () => {
    const inviter = await registerLucky7(app);
    const { code } = (await info(inviter.token)).value;
    const friendA = await registerLucky7(app, code.toLowerCase());
    const friendB = await registerLucky7(app, code);
    await registerLucky7(app);
    await deposit(friendA.username, 100, 'first');
    await deposit(friendA.username, 900, 'second');
    const summary = (await info(inviter.token)).value;
    expect(summary).toMatchObject({ invitedCount: 2, depositedCount: 1, firstDepositTotal: 100 });
    const member = await call<{ toUpline: string }>(
      app,
      LUCKY7,
      friendB.token,
      'GET',
      '/wps/member/info',
    );
    expect(member.value.toUpline).toBe(inviter.username);
    const list = await call<InviteePage>(
      app,
      LUCKY7,
      inviter.token,
      'GET',
      '/wps/relay/MCSFE_getReferralList',
    );
    expect(list.value.totalCount).toBe(2);
    const deposited = list.value.content.find((row) => row.firstDepositAmount !== null);
    expect(deposited?.firstDepositAmount).toBe(100);
    expect(deposited?.username).not.toBe(friendA.username);
    expect(deposited?.username.startsWith(friendA.username.slice(0, 2))).toBe(true);
    expect(deposited?.username).toContain('*');
  });

  it("answers 'contact service' when REFERRAL is off, refuses trials, and isolates tenants", async () => {
    const perlas = await info(await loginToken(app, PERLAS, 'member0'), PERLAS);
    expect(perlas).toMatchObject({
      success: false,
      errorCode: 'function.not.available',
      message: 'Please contact customer service',
    });
    const trial = await info(await loginToken(app, ROYAL88, 'trial4'), ROYAL88);
    expect(trial.errorCode).toBe('function.not.available');
    const lucky = (await info(await loginToken(app, LUCKY7, 'member0'))).value.code;
    const royal = (await info(await loginToken(app, ROYAL88, 'member0'), ROYAL88)).value.code;
    expect(royal).not.toBe(lucky);
  });
});
