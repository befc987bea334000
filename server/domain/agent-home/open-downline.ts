import type { Tenant } from '../../../schema/tenant';
import type { Db } from '../../db/db';
import { AccountError, accountErrors } from '../account-errors';
import { createAccount } from '../account-create';
import type { Clock } from '../clock';
import { checkField, cleanValue, requireField } from '../field-rules';
import { findLoginCandidate } from '../members';
import { hashPassword } from '../passwords';

/** Agents of this type open members only (spec: type-2 agents run a flat team). */
const MEMBERS_ONLY_AGENT = 2;
/** The customer type a sub-agent gets. */
export const SUB_AGENT_TYPE = 1;

export interface DownlineRequest {
  tenant: Tenant;
  agentId: number;
  agentType: number;
}

export interface CheckedDownline {
  username: string;
  password: string;
  customerType: 0 | 1;
  nickname?: string;
}

export const downlineErrors = {
  badType: () => new AccountError('field.invalid', 'Unknown account type'),
  subAgentRefused: () =>
    new AccountError('function.not.available', 'This account may only open member accounts'),
};

/** The registration field rules applied to an agent's open-account form. */
export function checkDownline(body: Partial<Record<string, unknown>>): CheckedDownline {
  const username = requireField('username', body.username);
  const password = requireField('password', body.password);
  // The confirmation is the client's check; when sent it must match.
  const confirm = body.confirmPassword;
  if (confirm !== undefined && cleanValue('password', confirm) !== password)
    throw accountErrors.passwordMismatch();
  const type = Number(body.customerType ?? 0);
  if (type !== 0 && type !== SUB_AGENT_TYPE) throw downlineErrors.badType();
  const nickname = checkField('nickname', body.nickname, { required: false });
  return { username, password, customerType: type, nickname };
}

/** Creates the account under the agent (upline = agent); answers its id and username. */
export async function openDownline(
  deps: { db: Db; now: Clock },
  agent: DownlineRequest,
  input: CheckedDownline,
) {
  const { db, now } = deps;
  if (input.customerType !== 0 && agent.agentType === MEMBERS_ONLY_AGENT)
    throw downlineErrors.subAgentRefused();
  const tenantId = agent.tenant.code;
  if (await findLoginCandidate(db, tenantId, input.username)) throw accountErrors.usernameExists();
  const passwordHash = await hashPassword(input.password);
  const memberId = await db.transaction((tx) =>
    createAccount(tx, now, agent.tenant, {
      username: input.username,
      passwordHash,
      nickname: input.nickname ?? '',
      email: '',
      profile: {},
      uplineId: agent.agentId,
      recommenderId: null,
      customerType: input.customerType,
    }),
  );
  const [row] = await db.query<{ username: string }>(
    'SELECT username FROM members WHERE tenant_id = $1 AND id = $2',
    [tenantId, memberId],
  );
  return { memberId, username: row?.username ?? input.username };
}
