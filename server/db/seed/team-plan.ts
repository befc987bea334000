/**
 * The seeded agent teams (docs/api.md "Demo teams"). Usernames `<agent>_d<n>` are stable so other
 * slices can name them; the underscore keeps them out of reach of registration. Uplines come before
 * their downlines.
 */
export interface TeamSeedMember {
  username: string;
  /** 0 member, 1 sub-agent (type 2 agents only open members). */
  customerType: 0 | 1;
  upline: string;
  /** Registered this many days ago; 0 = today. */
  daysAgo: number;
  /** Game rounds over its history (some of them today when `activeToday`). */
  rounds: number;
  /** Logged in and played today. */
  activeToday?: boolean;
  /** Holds a live session right now. */
  online?: boolean;
}

export const TEAM_SEED: TeamSeedMember[] = [
  {
    username: 'agent1_d1',
    customerType: 1,
    upline: 'agent1',
    daysAgo: 58,
    rounds: 6,
    activeToday: true,
  },
  { username: 'agent1_d2', customerType: 1, upline: 'agent1', daysAgo: 45, rounds: 5 },
  {
    username: 'agent1_d3',
    customerType: 0,
    upline: 'agent1_d1',
    daysAgo: 50,
    rounds: 8,
    activeToday: true,
  },
  { username: 'agent1_d4', customerType: 0, upline: 'agent1_d1', daysAgo: 41, rounds: 5 },
  {
    username: 'agent1_d5',
    customerType: 1,
    upline: 'agent1_d1',
    daysAgo: 33,
    rounds: 6,
    online: true,
  },
  {
    username: 'agent1_d6',
    customerType: 0,
    upline: 'agent1_d5',
    daysAgo: 25,
    rounds: 7,
    activeToday: true,
  },
  { username: 'agent1_d7', customerType: 0, upline: 'agent1_d5', daysAgo: 12, rounds: 4 },
  {
    username: 'agent1_d8',
    customerType: 0,
    upline: 'agent1_d2',
    daysAgo: 30,
    rounds: 6,
    online: true,
  },
  { username: 'agent1_d9', customerType: 0, upline: 'agent1_d2', daysAgo: 18, rounds: 5 },
  {
    username: 'agent1_d10',
    customerType: 0,
    upline: 'agent1_d2',
    daysAgo: 6,
    rounds: 3,
    activeToday: true,
  },
  {
    username: 'agent1_d11',
    customerType: 0,
    upline: 'agent1',
    daysAgo: 0,
    rounds: 2,
    activeToday: true,
    online: true,
  },
  { username: 'agent1_d12', customerType: 0, upline: 'agent1', daysAgo: 0, rounds: 0 },
  {
    username: 'agent41_d1',
    customerType: 0,
    upline: 'agent41',
    daysAgo: 40,
    rounds: 5,
    activeToday: true,
  },
  {
    username: 'agent41_d2',
    customerType: 0,
    upline: 'agent41',
    daysAgo: 20,
    rounds: 4,
    online: true,
  },
  { username: 'agent41_d3', customerType: 0, upline: 'agent41', daysAgo: 3, rounds: 2 },
  {
    username: 'agent42_d1',
    customerType: 0,
    upline: 'agent42',
    daysAgo: 35,
    rounds: 5,
    activeToday: true,
  },
  { username: 'agent42_d2', customerType: 0, upline: 'agent42', daysAgo: 9, rounds: 3 },
  {
    username: 'agent2_d1',
    customerType: 0,
    upline: 'agent2',
    daysAgo: 30,
    rounds: 5,
    activeToday: true,
  },
  { username: 'agent2_d2', customerType: 0, upline: 'agent2', daysAgo: 14, rounds: 4 },
  {
    username: 'agent2_d3',
    customerType: 0,
    upline: 'agent2',
    daysAgo: 0,
    rounds: 1,
    activeToday: true,
  },
];

/** Activity older than this many days is not seeded (registrations may be older). */
export const ACTIVITY_DAYS = 30;
