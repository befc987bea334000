/** The password of every demo account (docs/api.md). */
export const DEMO_PASSWORD = 'Demo1234';

export interface DemoMember {
  username: string;
  customerType: number;
  /** Registered this many days before the seed ran ("Joined on day N" varies). */
  daysAgo: number;
  nickname: string;
  mobile: string;
  vipLabel: string | null;
  /** Username of the upline agent (seeded earlier in the list). */
  upline: string | null;
  balance: number;
}

/** One account per customer type; agents come first so members can name them as upline. */
export const DEMO_MEMBERS: DemoMember[] = [
  {
    username: 'agent1',
    customerType: 1,
    daysAgo: 412,
    nickname: 'Agent One',
    mobile: '139****0001',
    vipLabel: 'VIP 5',
    upline: null,
    balance: 5000,
  },
  {
    username: 'agent2',
    customerType: 2,
    daysAgo: 36,
    nickname: 'Agent Two',
    mobile: '139****0002',
    vipLabel: null,
    upline: null,
    balance: 2500,
  },
  {
    username: 'agent41',
    customerType: 41,
    daysAgo: 730,
    nickname: 'Agent 41',
    mobile: '139****0041',
    vipLabel: 'VIP 3',
    upline: null,
    balance: 8000,
  },
  {
    username: 'agent42',
    customerType: 42,
    daysAgo: 64,
    nickname: 'Agent 42',
    mobile: '139****0042',
    vipLabel: null,
    upline: null,
    balance: 12000,
  },
  {
    username: 'member0',
    customerType: 0,
    daysAgo: 120,
    nickname: 'Lucky Player',
    mobile: '138****1234',
    vipLabel: 'VIP 2',
    upline: 'agent1',
    balance: 1000,
  },
  {
    username: 'trial4',
    customerType: 4,
    daysAgo: 1,
    nickname: 'Guest',
    mobile: '',
    vipLabel: null,
    upline: null,
    balance: 2000,
  },
  {
    username: 'member40',
    customerType: 40,
    daysAgo: 9,
    nickname: 'Member 40',
    mobile: '137****4040',
    vipLabel: null,
    upline: null,
    balance: 300,
  },
];
