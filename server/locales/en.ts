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
};
