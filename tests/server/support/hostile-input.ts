import fc from 'fast-check';

/** One request of the input fuzz: an endpoint, a baseline that reaches its handler, one hostile field. */
export interface HostileRequest {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  signedIn: boolean;
}

interface Endpoint {
  method: HostileRequest['method'];
  url: string;
  fields: readonly string[];
  baseline?: Record<string, unknown>;
  signedIn?: boolean;
}

const REQUEST_ID = 'fuzz-request-0001';

const GETS: readonly Endpoint[] = [
  {
    method: 'GET',
    url: '/wps/relay/GCSGAME_gameList',
    baseline: { gameType: 'RNG' },
    fields: [
      'gameType',
      'gameName',
      'vassalage',
      'gameClassify',
      'minBet',
      'minLine',
      'isNew',
      'pageNo',
      'pageSize',
    ],
  },
  { method: 'GET', url: '/wps/relay/GCSGAME_hotGamesV2', fields: ['gameType', 'isPlatform'] },
  { method: 'GET', url: '/wps/relay/MCSFE_getListAnnouncements', fields: ['types', 'groupName'] },
  { method: 'GET', url: '/wps/check/username', fields: ['username'] },
  {
    method: 'GET',
    url: '/wps/relay/AFFMAN3_checkAffiliateCode',
    fields: ['affiliateCode', 'code'],
  },
  { method: 'GET', url: '/wps/relay/PROMOFE_getPromotionDetail', fields: ['id'] },
  { method: 'GET', url: '/wps/relay/CCSFE_getNoticeList', fields: ['pageNo', 'pageSize'] },
  { method: 'GET', url: '/wps/relay/GCS_recentGame', fields: ['page', 'pageSize'], signedIn: true },
  {
    method: 'GET',
    url: '/wps/report/transaction',
    fields: ['startDate', 'endDate', 'pageNo', 'pageSize', 'group'],
    signedIn: true,
  },
  {
    method: 'GET',
    url: '/wps/relay/CSP_getMessageList',
    fields: ['pageNo', 'pageSize'],
    signedIn: true,
  },
  { method: 'GET', url: '/wps/game/launchGame', fields: ['nodeId', 'gameCode'], signedIn: true },
];

const LOTTERY: readonly Endpoint[] = [
  { method: 'GET', url: '/lgw/numeros/current', baseline: { gameId: 1001 }, fields: ['gameId'] },
  { method: 'GET', url: '/lgw/orders', fields: ['gameId', 'pageNo', 'pageSize'], signedIn: true },
  {
    method: 'POST',
    url: '/lgw/orders/betting',
    baseline: {
      gameId: 1001,
      numero: '1',
      clientKey: 'fuzz-client-key',
      bets: [{ playId: 'x', content: '1', unit: 1, multiple: 1, betCount: 1, amount: 1 }],
    },
    fields: ['gameId', 'numero', 'clientKey', 'bets'],
    signedIn: true,
  },
];

const POSTS: readonly Endpoint[] = [
  {
    method: 'POST',
    url: '/wps/session/login',
    baseline: { username: 'member0', password: 'wrong-password' },
    fields: ['username', 'password', 'type', 'captcha', 'loginDeviceId', 'mobileNum'],
  },
  {
    method: 'POST',
    url: '/wps/member/password/reset',
    baseline: { username: 'member0', code: '123456', newPassword: 'Demo1234' },
    fields: ['username', 'code', 'newPassword'],
  },
  {
    method: 'POST',
    url: '/wps/member/password/forgot',
    baseline: { username: 'member0', email: 'member0@example.com' },
    fields: ['username', 'email'],
  },
  {
    method: 'PUT',
    url: '/wps/member/register/mobile',
    baseline: { mobileNum: '9171234567', verificationCode: '123456', password: 'Demo1234' },
    fields: ['mobileNum', 'verificationCode', 'password', 'affiliateCode'],
  },
  {
    method: 'POST',
    url: '/wps/transaction/withdraw',
    baseline: { amount: 100, bankCardId: 1, requestId: REQUEST_ID },
    fields: ['amount', 'bankCardId', 'requestId', 'password'],
    signedIn: true,
  },
  {
    method: 'POST',
    url: '/wps/relay/PROMOFE_applyPromotion',
    baseline: { promotionId: 1, requestId: REQUEST_ID },
    fields: ['promotionId', 'requestId', 'comment'],
    signedIn: true,
  },
  {
    method: 'PUT',
    url: '/wps/relay/EMFE_sendMail',
    baseline: { subject: 'hello', body: 'hello', requestId: REQUEST_ID },
    fields: ['subject', 'body', 'replyTo', 'requestId'],
    signedIn: true,
  },
  {
    method: 'POST',
    url: '/wps/relay/CCSFE_readNotice',
    baseline: { id: 1 },
    fields: ['id'],
    signedIn: true,
  },
  {
    method: 'POST',
    url: '/wps/relay/CSP_readMessage',
    baseline: { id: 1 },
    fields: ['id'],
    signedIn: true,
  },
  {
    method: 'PUT',
    url: '/wps/member/feedback',
    baseline: { type: 1, content: 'hello' },
    fields: ['type', 'content', 'images'],
    signedIn: true,
  },
];

const controlCharacter = fc
  .oneof(fc.integer({ min: 0, max: 0x1f }), fc.constantFrom(0x7f, 0x85))
  .map((code) => String.fromCharCode(code));

/** Printable text with one control character (a NUL most often) somewhere inside. */
const textWithControl = fc
  .tuple(
    fc.string({ maxLength: 8 }),
    fc.oneof(fc.constant('\u0000'), controlCharacter),
    fc.string({ maxLength: 8 }),
  )
  .map((parts) => parts.join(''));

const hostileString = fc.oneof(
  { arbitrary: textWithControl, weight: 4 },
  {
    arbitrary: fc.constantFrom(
      'Infinity',
      '-Infinity',
      'NaN',
      '1e400',
      '1e20',
      '9223372036854775808',
      '-1',
      '0x10',
      ' 7',
    ),
    weight: 2,
  },
  fc.constantFrom("'; drop table members; --", '%00', '../../etc/passwd', '\ud800', '🎰🎰', ''),
  fc.string({ maxLength: 12, unit: 'binary' }),
  fc.nat({ max: 70_000 }).map((length) => 'a'.repeat(length)),
);

const hostileNumber = fc.oneof(
  fc.constantFrom(1e20, -1e20, 2 ** 53, 2 ** 63, -1, 0, 0.5, Number.MAX_VALUE, -0),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const hostileValue = fc.oneof(
  { arbitrary: hostileString, weight: 3 },
  { arbitrary: hostileNumber, weight: 2 },
  fc.constantFrom(null, true, [], {}, ['a\u0000b'], { nested: 'a\u0000b' }),
);

const asQueryText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

function hostileTo(endpoint: Endpoint) {
  return fc
    .record({ field: fc.constantFrom(...endpoint.fields), value: hostileValue })
    .map(({ field, value }): HostileRequest => {
      const signedIn = endpoint.signedIn ?? false;
      const fields = { ...endpoint.baseline, [field]: value };
      if (endpoint.method !== 'GET')
        return { method: endpoint.method, url: endpoint.url, body: fields, signedIn };
      const query = Object.fromEntries(
        Object.entries(fields).map(([key, item]) => [key, asQueryText(item)]),
      );
      return { method: 'GET', url: endpoint.url, query, signedIn };
    });
}

const hostilePath = fc
  .record({
    path: fc.constantFrom('/wps/transaction/deposit/', '/lgw/games/', '/lgw/draw/', '/pay/'),
    value: hostileString,
  })
  .map(({ path, value }): HostileRequest => ({
    method: 'GET',
    url: `${path}${encodeURIComponent(value || '0')}`,
    signedIn: true,
  }));

/** A request to a public (or a signed-in player's) endpoint with one hostile string, number or shape. */
export const hostileRequest: fc.Arbitrary<HostileRequest> = fc.oneof(
  ...[...GETS, ...POSTS, ...LOTTERY].map(hostileTo),
  hostilePath,
);
