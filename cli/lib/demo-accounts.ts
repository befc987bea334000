import { NON_AGENT_TYPES, TRIAL_TYPE } from '../../schema/constants';
import { DEMO_MEMBERS, DEMO_PASSWORD } from '../../server/db/seed/demo-members';

export { DEMO_PASSWORD };

/** A demo account the reference server seeds for every tenant, as `wl start` lists it. */
export interface DemoAccount {
  userName: string;
  customerType: number;
  role: string;
}

/** The server's seed list, ordered by customer type (member0, agent1, … agent42). */
export const DEMO_ACCOUNTS: DemoAccount[] = [...DEMO_MEMBERS]
  .sort((a, b) => a.customerType - b.customerType)
  .map((member) => ({
    userName: member.username,
    customerType: member.customerType,
    role: roleOf(member),
  }));

function roleOf({ customerType, upline }: (typeof DEMO_MEMBERS)[number]): string {
  const kind =
    customerType === TRIAL_TYPE
      ? 'free-trial member'
      : (NON_AGENT_TYPES as readonly number[]).includes(customerType)
        ? 'member'
        : 'agent';
  return upline ? `${kind}, upline ${upline}` : kind;
}
