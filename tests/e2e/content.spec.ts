import { expect, test, type Page } from './support/test';

import { API_ORIGIN, createAccount } from './support/accounts';
import { logIn } from './support/login';
import { loadTenant, translation } from './support/tenant';

const tenantOf = (name: string) => loadTenant(name);

/** A fresh account (two unread welcome messages), logged in through the real login screen. */
async function freshLogin(page: Page, tenantName: string) {
  const account = await createAccount(page.request, tenantOf(tenantName));
  await logIn(page, account.username, account.password);
  return account;
}

test('reading a message drops the unread dot and the member-centre badge', async ({
  page,
}, testInfo) => {
  const tenant = tenantOf(testInfo.project.name);
  await freshLogin(page, tenant.code);
  const mailBadge = page.getByTestId('mc-entry-webEmail');
  if (tenant.flags.MAILCEN) {
    await page.goto('/m/mine');
    await expect(mailBadge).toContainText('2');
  }
  await page.goto('/m/message');
  const dot = page.getByTestId('header-messages').getByRole('img');
  await expect(dot).toHaveCount(1);
  const rows = page.getByTestId('message-list').getByTestId(/^message-\d+$/);
  await expect(rows).toHaveCount(2);
  await expect(rows.and(page.locator('[data-unread="true"]'))).toHaveCount(2);

  const first = rows.first();
  await first.getByRole('button').first().click();
  await expect(first).toHaveAttribute('data-unread', 'false');
  await expect(first.locator('a[href="/m/voucherCenter"]')).toBeVisible();
  await expect(dot).toHaveCount(1);
  if (tenant.flags.MAILCEN) {
    await page.goto('/m/mine');
    await expect(mailBadge).toContainText('1');
    await page.goto('/m/message');
  }

  await page.getByTestId('message-read-all').click();
  await expect(dot).toHaveCount(0);
  await expect(page.locator('[data-unread="true"]')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('message-list')).toBeVisible();
  await expect(dot).toHaveCount(0);
});

test('feedback: a too-short text shows the bounds, a valid one is listed', async ({
  page,
}, testInfo) => {
  const tenant = tenantOf(testInfo.project.name);
  await freshLogin(page, tenant.code);
  await page.goto('/m/feedback');
  if (!tenant.flags.FEEDBACK3) {
    // The route is gated by FEEDBACK3: the guard sends the member home.
    await expect(page).toHaveURL(/\/m\/home/);
    return;
  }
  const language = tenant.languages.default;
  const bounds = translation(language, 'content', 'feedback.bounds')
    .replace('{{min}}', '10')
    .replace('{{max}}', '500');
  const content = page.getByTestId('feedback-content-input');
  await content.fill('too short');
  await expect(page.getByTestId('feedback-content-counter')).toHaveText('9/500');
  await page.getByTestId('feedback-submit').click();
  await expect(page.getByTestId('feedback-content-error')).toHaveText(bounds);

  const text = `The lobby should remember my last vendor ${Date.now()}`;
  await page.getByTestId('feedback-type-GAME').click();
  await content.fill(text);
  await page.getByTestId('feedback-submit').click();
  const list = page.getByTestId('feedback-list');
  await expect(list).toContainText(text);
  await expect(list).toContainText(translation(language, 'content', 'feedback.pending'));
  await expect(content).toHaveValue('');
});

test('invite friends: the link is copied; REFERRAL off shows contact_service', async ({
  page,
  context,
}, testInfo) => {
  const tenant = tenantOf(testInfo.project.name);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // Invite friends switched off leads home with a toast: tests/src/app/feature-off.test.tsx.
  expect(tenant.promotions.REFERRAL, 'this journey needs REFERRAL').toBe(true);
  await freshLogin(page, tenant.code);
  await page.goto('/m/inviteFriends');
  const code = (await page.getByTestId('invite-code').textContent()) ?? '';
  expect(code).toMatch(/^[A-Z2-9]{6}$/);
  const link = page.getByTestId('invite-link');
  const origin = new URL(page.url()).origin;
  await expect(link).toHaveText(`${origin}/m/register?affiliateCode=${code}`);
  await page.getByTestId('invite-link-copy').click();
  await expect(
    page.getByText(translation(tenant.languages.default, 'content', 'invite.copied')),
  ).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${origin}/m/register?affiliateCode=${code}`,
  );
  await expect(page.getByTestId('invite-qr')).toHaveAttribute(
    'data-value',
    `${origin}/m/register?affiliateCode=${code}`,
  );
  await expect(page.getByTestId('invite-invited-count')).toHaveText('0');
});

test("an article's hostile HTML is drawn by the browser's own sanitiser, without its parts", async ({
  page,
  request,
}, testInfo) => {
  const tenant = tenantOf(testInfo.project.name);
  const hostile =
    '<p>Safe <b>words</b></p><script>window.pwned = 1</script>' +
    '<img src="/logo.svg" alt="pic" onerror="window.pwned = 2"><a href="javascript:window.pwned=3">Evil</a>' +
    '<iframe src="https://evil.example"></iframe><style>body { display: none }</style>' +
    '<form action="https://evil.example"><input name="pin"></form><p style="position:fixed">Styled</p>';
  const response = await request.get(`${API_ORIGIN}/wps/system/helpCenter?device=MOBILE`, {
    headers: { Merchant: tenant.merchantCode, Language: tenant.languages.default.toUpperCase() },
  });
  const answer = (await response.json()) as { value: { content: string }[] };
  answer.value[0]!.content = hostile;
  await page.route('**/wps/system/helpCenter*', (route) => route.fulfill({ json: answer }));
  const purifier: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/SafeHtmlContent-')) purifier.push(request.url());
  });
  await page.goto('/m/helpDetail?i=0');
  const article = page.getByTestId('help-detail');
  await expect(article.getByText('Safe words')).toBeVisible();
  await expect(article.getByRole('img', { name: 'pic' })).toBeVisible();
  expect(await article.locator('script, iframe, style, form, input').count()).toBe(0);
  expect(await article.getByRole('img', { name: 'pic' }).getAttribute('onerror')).toBeNull();
  expect(await article.getByText('Evil').getAttribute('href')).toBeNull();
  expect(await article.getByText('Styled').getAttribute('style')).toBeNull();
  expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
  expect(purifier, 'DOMPurify is not fetched where the browser sanitises').toEqual([]);
});

test('help detail shows the article of ?i= and switches entries', async ({
  page,
  request,
}, testInfo) => {
  const tenant = tenantOf(testInfo.project.name);
  const response = await request.get(`${API_ORIGIN}/wps/system/helpCenter?device=MOBILE`, {
    headers: { Merchant: tenant.merchantCode, Language: tenant.languages.default.toUpperCase() },
  });
  const articles = ((await response.json()) as { value: { title: string }[] }).value;
  expect(articles.length).toBeGreaterThan(2);

  await page.goto('/m/help');
  await expect(page.getByTestId('help-list')).toContainText(articles[0]!.title);
  await page.getByTestId('help-entry-1').click();
  await expect(page).toHaveURL(/\/m\/helpDetail\?i=1$/);
  await expect(page.getByTestId('help-detail-title')).toHaveText(articles[1]!.title);

  await page.goto('/m/helpDetail?i=2');
  await expect(page.getByTestId('help-detail-title')).toHaveText(articles[2]!.title);
  await page.getByTestId('help-tab-0').click();
  await expect(page).toHaveURL(/\?i=0$/);
  await expect(page.getByTestId('help-detail-title')).toHaveText(articles[0]!.title);

  await page.goto('/m/helpDetail?i=99');
  await expect(page.getByTestId('help-detail-title')).toHaveText(articles[0]!.title);
});
