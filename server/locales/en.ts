import type { ServerTexts } from './types';

/** What the reference server writes and seeds for players, in English. */
export const en: ServerTexts = {
  system: {
    welcome: (brand) => [
      [
        `Welcome to ${brand}`,
        `<p>Your account is ready. Make your first deposit in the <a href="/m/voucherCenter">deposit page</a> and enjoy over 600 games.</p>`,
      ],
      [
        'Keep your account safe',
        '<p>Never share your password or payment password. Set a payment password in the <a href="/m/securityCenter">security centre</a>.</p>',
      ],
    ],
    autoReplyBody: (ticket) =>
      `Thank you for writing to us. Your ticket number is #${ticket}. Customer service answers within 24 hours; for urgent matters use the live chat.`,
    feedbackReply: 'Thank you for your suggestion! We have passed it on to our product team.',
  },
  content: (brand, age) => ({
    help: [
      [
        'How do I register?',
        `<p>Tap <b>Register</b>, choose a username and a password (or use your mobile number) and accept the terms. Your ${brand} account is ready at once.</p>`,
      ],
      [
        'How do I deposit?',
        '<p>Open <b>Deposit</b>, choose a channel (bank transfer, e-wallet or QR), enter the amount within the limits shown and complete the payment. The balance updates when the payment is approved.</p>',
      ],
      [
        'How do I withdraw?',
        '<p>Add a bank card in <b>Withdraw</b>, set a payment password in the security centre, enter the amount and confirm. Withdrawals are reviewed and usually paid within 30 minutes.</p>',
      ],
      [
        'Bonuses and rebates',
        '<p>Promotions are listed in the <b>reward centre</b>. Claim issued rewards there; rebates are paid on your valid bets.</p>',
      ],
      [
        'Responsible gaming',
        `<p>Play for fun, set limits and take breaks. Players under ${age} may not play at ${brand}.</p><ul><li>Never chase losses.</li><li>Ask customer service to pause your account at any time.</li></ul>`,
      ],
    ],
    agreement: [
      'User agreement',
      `<h3>1. Acceptance</h3><p>By opening an account at ${brand} you accept these terms.</p><h3>2. Eligibility</h3><p>You must be of legal age and play only where it is allowed.</p><h3>3. Your account</h3><p>One account per person. Keep your password and payment password secret; you are responsible for all activity on your account.</p><h3>4. Deposits and withdrawals</h3><p>Money moves only to and from accounts in your own name. We may ask for identity verification before a withdrawal.</p><h3>5. Fair play</h3><p>Bonus abuse, collusion and fraud lead to closure of the account and loss of winnings.</p><h3>6. Changes</h3><p>We may update these terms; the version on this page applies.</p>`,
    ],
    notices: [
      ['New payment channel', '<p>Instant QR deposits are now available 24/7.</p>'],
      ['Scheduled maintenance', '<p>Some games are unavailable on Sunday from 02:00 to 04:00.</p>'],
    ],
    demoMail: [
      'Deposit not credited',
      'Hello, my deposit from this morning is not in my balance yet. Can you check?',
      'Hello! Your deposit has been credited. Thank you for your patience.',
    ],
    demoFeedback: [
      'Please add more live casino tables in the evening.',
      'Thank you! More tables open from 18:00 starting next week.',
    ],
  }),
  demo: {
    bannerWelcome: 'Welcome bonus 100%',
    bannerDeposit: 'Daily deposit reward',
    bannerRegister: 'Register in one minute',
    marquee: [
      'Maintenance of vendor PG on Sunday 02:00-04:00.',
      'New games every week: over 600 games to play!',
    ],
    popupGuest: [
      'Join today',
      '<p>Register now and get a <b>welcome bonus</b>.</p><p><a href="/m/register">Register</a></p>',
    ],
    popupMember: [
      'Weekend reward',
      '<p>Claim your weekend reward in the <a href="/m/rewardCenter">reward centre</a>.</p>',
    ],
    popupFirstLogin: [
      'Welcome aboard',
      '<p>Thanks for joining! Your first deposit is <a href="/m/voucherCenter">doubled</a>.</p>',
    ],
    notice: [
      'Responsible gaming',
      '<p>Play responsibly. Set your limits in the security centre.</p>',
    ],
    agentNotices: ['New commission table', 'Team report update', 'Agent meeting on Friday'],
    inbox: [
      'Welcome to the club',
      'Your bonus is ready',
      'Security tip: never share your password',
    ],
  },
  demoGame: {
    back: 'Back to site',
    balance: 'Balance',
    bet: 'Bet',
    spin: 'Spin',
    deal: 'Deal',
    place: 'Place bet',
    win: 'You win {0}',
    lose: 'No win this time',
    insufficient: 'Insufficient balance',
    expired: 'This game session has expired. Go back to the site and open the game again.',
    badBet: 'Choose a valid bet',
    pick: 'Choose a pick first',
    error: 'Something went wrong, try again',
    loading: 'Loading…',
    paytable: 'Paytable',
    pays: 'pays',
    lineBet: '5 lines, the bet is split over them',
    dragon: 'Dragon',
    tiger: 'Tiger',
    tie: 'Tie',
    tieRule: 'On a tie, Dragon and Tiger bets get half back.',
    odds: 'Odds',
    result: 'Result: {0}',
  },
  promotions: {
    welcome: {
      title: 'Welcome bonus',
      summary: 'A bonus for every new member, waiting in the reward centre.',
      content:
        '<p>Welcome aboard! Every new member receives a <b>welcome bonus</b>.</p><ul><li>Open the reward centre and claim it.</li><li>One bonus per member.</li></ul>',
    },
    'first-deposit': {
      title: 'First deposit bonus',
      summary: 'Tell us about your first deposit and get a bonus.',
      content:
        '<h3>First deposit bonus</h3><ul><li>Make your first deposit during the promotion.</li><li>Apply with a comment and a screenshot of the payment (PNG or JPG, up to 3).</li><li>Our team reviews each application within 24 hours.</li></ul>',
    },
    'daily-deposit': {
      title: 'Daily deposit reward',
      summary: 'Deposit every day and collect a reward.',
      content: '<p>Deposit on any day of the promotion and apply for the <b>daily reward</b>.</p>',
    },
    mission: {
      title: 'Turnover mission',
      summary: 'Join, play and climb the leaderboard: the top 10 win prizes.',
      content:
        '<p>Join the mission; every bet on our games counts as progress.</p><ul><li>Ranking by turnover during the mission period.</li><li>Prizes for the first 10 places.</li></ul>',
    },
    'lucky-bet': {
      title: 'Lucky bet',
      summary: 'A win with lucky numbers in the amount? Send us the screenshot.',
      content:
        '<p>Win with an amount ending in <b>88</b> or <b>77</b> and apply with the screenshot.</p>',
    },
    'daily-sign-in': {
      title: 'Daily sign-in',
      summary: 'Sign in every day: the longer the streak, the bigger the reward.',
      content:
        '<p>Sign in once a day on the <a href="/m/activity/signIn">sign-in page</a>; day 7 pays the most.</p>',
    },
    raffle: {
      title: 'Monthly raffle',
      summary: 'Sign up now: the draw opens soon.',
      content: '<p>Every member who joins takes part in the monthly raffle draw.</p>',
    },
    'rank-salary': {
      title: 'VIP rank salary',
      summary: 'A monthly salary for every VIP rank.',
      content: '<p>VIP members receive a monthly salary by rank; see the VIP benefits page.</p>',
    },
    'second-deposit': {
      title: 'Second deposit bonus',
      summary: 'Ended: thank you for taking part.',
      content: '<p>This promotion has ended.</p>',
    },
  },
};
