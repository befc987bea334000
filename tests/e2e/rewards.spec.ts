import { expect, test, type Page } from './support/test';

import { API_ORIGIN, createAccount } from './support/accounts';
import { logIn, SLOW_SERVER_MS, storedSession } from './support/login';
import { loadTenant, translation } from './support/tenant';

/** The digits of an amount as cents (number formats differ per language). */
const centsOf = async (page: Page, testId: string) =>
  Number((await page.getByTestId(testId).innerText()).replace(/\D/g, ''));

/** A picture file: the real signature of its type and filler bytes. */
const picture = (name: string, magic: number[]) => {
  const buffer = Buffer.alloc(2048, 9);
  buffer.set(magic);
  return { name, mimeType: name.endsWith('.png') ? 'image/png' : 'image/jpeg', buffer };
};

async function freshMember(page: Page, request: Parameters<typeof createAccount>[0], code: string) {
  const tenant = loadTenant(code);
  const account = await createAccount(request, tenant);
  await logIn(page, account.username, account.password);
  const text = (key: string) => translation(tenant.languages.default, 'rewards', key);
  return { tenant, text };
}

test.describe('rewards', () => {
  test('a new member claims the welcome bonus in the reward centre (where REWCEN3 is on)', async ({
    page,
    request,
  }, testInfo) => {
    const { tenant, text } = await freshMember(page, request, testInfo.project.name);
    await page.goto('/m/mine');
    const entry = page.getByTestId('mc-entry-rewardCenter');
    if (!tenant.flags.REWCEN3) {
      await expect(page.getByTestId('member-centre')).toBeVisible();
      await expect(entry).toHaveCount(0);
      await page.goto('/m/rewardCenter');
      await expect(page).toHaveURL(/\/m\/home/);
      return;
    }
    await expect(entry).toContainText('1');
    await entry.click();
    await expect(page).toHaveURL(/\/m\/rewardCenter/);
    const claim = page
      .getByTestId('reward-records')
      .getByRole('button', { name: text('centre.claim') });
    await expect(claim).toHaveCount(1);
    await expect.poll(() => centsOf(page, 'header-balance')).toBeGreaterThanOrEqual(0);
    const before = await centsOf(page, 'header-balance');
    await claim.click();
    await expect.poll(() => centsOf(page, 'header-balance')).toBe(before + 1000);
    await expect(page.getByText(text('centre.empty.issued'))).toBeVisible();
    await page.getByTestId('reward-tab-claimed').click();
    await expect(page.getByTestId('record-status').first()).toHaveText(text('status.claimed'));
    await page.goto('/m/mine');
    await expect(entry).toBeVisible();
    await expect(entry).not.toContainText(/\d/);
  });

  test('an activity application with a comment and two images is under review', async ({
    page,
    request,
  }, testInfo) => {
    const { text } = await freshMember(page, request, testInfo.project.name);
    await page.goto('/m/activity');
    await page.getByTestId('promotion-FIRST_DEPOSIT').click();
    await expect(page).toHaveURL(/\/m\/activityInfo\?id=\d+/);
    const comment = 'First deposit of 100 on Monday, receipt attached.';
    await page.getByTestId('apply-comment').fill(comment);
    await expect(page.getByTestId('apply-counter')).toHaveText(`${comment.length}/140`);
    await page
      .getByTestId('apply-image-input')
      .setInputFiles([
        picture('receipt.png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        picture('bank.jpg', [0xff, 0xd8, 0xff, 0xe0]),
      ]);
    await expect(page.getByTestId('apply-images').locator('img')).toHaveCount(2);
    await page.getByTestId('apply-submit').click();
    await expect(page.getByTestId('promotion-status')).toHaveText(text('status.applying'), {
      timeout: SLOW_SERVER_MS,
    });
    await expect(page.getByTestId('apply-form')).toHaveCount(0);
  });

  test('signing in today pays the reward once; a second attempt is refused', async ({
    page,
    request,
  }, testInfo) => {
    const { tenant, text } = await freshMember(page, request, testInfo.project.name);
    await page.goto('/m/activity/signIn');
    const button = page.getByTestId('sign-in-button');
    await expect(button).toBeEnabled();
    await expect.poll(() => centsOf(page, 'header-balance')).toBeGreaterThanOrEqual(0);
    const before = await centsOf(page, 'header-balance');
    await button.click();
    await expect(page.getByTestId('sign-in-result')).toBeVisible();
    await expect.poll(() => centsOf(page, 'header-balance')).toBe(before + 100);
    await expect(button).toBeDisabled();
    await expect(button).toHaveText(text('signIn.signed'));
    await expect(page.getByTestId('sign-in-today')).toHaveAttribute('data-signed', 'true');

    const session = await storedSession(page);
    const again = await request.post(`${API_ORIGIN}/wps/relay/PROMOFE_signIn`, {
      headers: { Merchant: tenant.merchantCode, Authorization: String(session?.token) },
      data: { requestId: `e2e${Date.now()}again` },
    });
    expect(await again.json()).toMatchObject({ success: false, errorCode: 'signin.already' });
    await page.reload();
    await expect(page.getByTestId('sign-in-button')).toBeDisabled();
    expect(await centsOf(page, 'header-balance')).toBe(before + 100);
  });
});
