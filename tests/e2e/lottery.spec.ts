import { expect, test, type APIRequestContext, type Page } from './support/test';

import { API_ORIGIN } from './support/accounts';
import { storedSession } from './support/login';

/** 5D 5 Minutes: no other spec bets on it, and its clock is moved for this tenant only. */
const GAME_ID = 1002;
const POSITION_ODDS_HUNDREDTHS = 980;

interface Session {
  token: string;
  merchant: string;
}

interface OrderDetail {
  orderId: number;
  status: string;
  totalAmount: number;
  winAmount: number;
  draw: { result: string[] } | null;
}

const headers = ({ token, merchant }: Session) => ({ Merchant: merchant, Authorization: token });

async function balanceCents(request: APIRequestContext, session: Session) {
  const response = await request.get(`${API_ORIGIN}/wps/wallets/balance`, {
    headers: headers(session),
  });
  const body = (await response.json()) as { value: { sumBalance: number } };
  return Math.round(body.value.sumBalance * 100);
}

async function advance(request: APIRequestContext, session: Session, to: 'close' | 'draw') {
  const response = await request.post(`${API_ORIGIN}/dev/lottery/advance`, {
    headers: { Merchant: session.merchant },
    data: { gameId: GAME_ID, to },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

async function orderDetail(request: APIRequestContext, session: Session, orderId: number) {
  const response = await request.get(`${API_ORIGIN}/lgw/orders/detail`, {
    headers: headers(session),
    params: { orderId },
  });
  return (await response.json()) as OrderDetail;
}

/** Free play: a fresh trial account with its own play money, so no other test shares it. */
async function freePlay(page: Page): Promise<Session> {
  await page.goto('/m/login');
  await page.getByTestId('login-freeplay').click();
  await expect(page).toHaveURL(/\/m\/home/);
  await expect.poll(async () => (await storedSession(page))?.token).toBeTruthy();
  const session = (await storedSession(page))!;
  return { token: session.token as string, merchant: session.merchantCode as string };
}

const digitsOf = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

test('bet on a lottery draw, see the order, and see it settled after the draw', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const session = await freePlay(page);
  // A fresh numero with the whole betting window ahead, whatever the time is now.
  await advance(request, session, 'close');
  const before = await balanceCents(request, session);

  await page.goto('/m/moreLottery?prizeMode=LOTT');
  await page.getByTestId(`lottery-game-${GAME_ID}`).click();
  await expect(page).toHaveURL(new RegExp(`/m/startLottery\\?gameId=${GAME_ID}`));
  await page.getByTestId('lottery-play-5D_POSITION').click();
  // Position 1: digits 1 and 3; position 5: the odd quick pick (1, 3, 5, 7, 9) = 7 single bets.
  await page.getByTestId('lottery-digit-0-1').click();
  await page.getByTestId('lottery-digit-0-3').click();
  await page.getByTestId('lottery-quick-4-odd').click();
  await page.getByTestId('lottery-unit-1').click();
  await expect(page.getByTestId('lottery-digit-4-7')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('lottery-selection-summary')).toContainText('7');
  await page.getByTestId('lottery-add-to-cart').click();
  await expect(page.getByTestId('lottery-cart-row')).toContainText('1,3||||1,3,5,7,9');
  await page.getByTestId('lottery-place-bet').click();
  await page.getByRole('dialog').getByRole('button').last().click();
  await expect(page.getByTestId('lottery-cart-row')).toHaveCount(0, { timeout: 15_000 });

  const stake = 7 * 100;
  await expect.poll(() => balanceCents(request, session)).toBe(before - stake);
  await expect
    .poll(async () => digitsOf(await page.getByTestId('header-balance').textContent()))
    .toBe(before - stake);

  await page.goto('/m/lottery');
  const row = page.locator('[data-testid^="lottery-order-status-"]').first();
  await expect(row).toHaveAttribute('data-status', 'pending');
  const orderId = Number((await row.getAttribute('data-testid'))?.split('-').pop());

  await advance(request, session, 'draw');
  let detail = await orderDetail(request, session, orderId);
  await expect
    .poll(async () => (detail = await orderDetail(request, session, orderId)).status)
    .toBe('settled');
  const result = detail.draw!.result;
  const hits = Number(['1', '3'].includes(result[0]!)) + Number(Number(result[4]) % 2 === 1);
  const winCents = hits * POSITION_ODDS_HUNDREDTHS;
  expect(Math.round(detail.winAmount * 100)).toBe(winCents);

  await page.reload();
  const status = page.getByTestId(`lottery-order-status-${orderId}`);
  await expect(status).toHaveAttribute('data-status', winCents > 0 ? 'won' : 'lost');
  if (winCents > 0)
    expect(digitsOf(await page.getByTestId(`lottery-order-win-${orderId}`).textContent())).toBe(
      winCents,
    );
  await page.getByTestId(`lottery-order-${orderId}`).getByRole('button').first().click();
  await expect(page.getByTestId('lottery-order-draw')).toHaveAttribute(
    'aria-label',
    result.join(' '),
  );
  await expect.poll(() => balanceCents(request, session)).toBe(before - stake + winCents);
});
