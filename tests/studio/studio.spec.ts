import { readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, type Frame, test } from '@playwright/test';

import { validateTenant } from '../../schema/validate';
import { startWl, tempProject } from './support/wl-process';

/** Light blue: too faint for links on the page background. */
const LOW_CONTRAST_PRIMARY = '#8fb5ff';
/** Bounds that only end a hang: both servers seed a fresh database while the suite shares two cores. */
const START_BOUND_MS = 90_000;

test.setTimeout(180_000);

/** The iframe's frame once it shows the document of its current `src`. */
async function frameShowingSrc(frame: Frame, src: string): Promise<Frame> {
  await expect.poll(() => frame.url()).toBe(src);
  return frame;
}

test('onboards acme in the studio and a running wl start serves it', async ({ page }) => {
  const project = tempProject(['perlas']);
  const started = Date.now();
  const [studio, server] = await Promise.all([
    startWl(
      ['studio', '--cwd', project.root, '--port', '0'],
      /Studio at (http:\/\/127\.0\.0\.1:\d+) \((\d+) ms\)/,
    ),
    startWl(
      ['start', '--cwd', project.root, '--port', '0'],
      /Serving \d+ tenants? on http:\/\/127\.0\.0\.1:(\d+)/,
      { WL_DATA_DIR: 'memory://' },
    ),
  ]);
  try {
    await page.goto(studio.match[1]!);
    await page.getByTestId('new-code').fill('acme');
    await page.getByTestId('create-tenant').click();
    await expect(page.getByTestId('current-tenant')).toHaveText('acme');

    await page.getByTestId('preview-route').selectOption('member-centre');
    await page.getByTestId('preview-viewer').selectOption('member0');
    const preview = page.frameLocator('[data-testid=preview-frame]');
    await expect(preview.getByTestId('mc-account')).toHaveText('member0', {
      timeout: START_BOUND_MS,
    });
    await expect(preview.getByTestId('mc-entry-vouReport')).toBeVisible();
    const ready = await studio.waitFor(/Preview ready \((\d+) ms\)/);
    test.info().annotations.push(
      { type: 'studio page served', description: `${studio.match[2]} ms` },
      { type: 'preview server ready', description: `${ready[1]} ms` },
      {
        type: 'first preview (studio start → member centre shown)',
        description: `${Date.now() - started} ms`,
      },
    );

    const primary = page.getByTestId('colour-primary');
    await primary.fill(LOW_CONTRAST_PRIMARY);
    await expect(page.getByTestId('contrast-warning-primary')).toContainText(
      `primary ${LOW_CONTRAST_PRIMARY} is too faint for links`,
    );
    // The same problem as `wl validate`, message and hint, at the field.
    await expect(
      page.locator('.error-detail', { hasText: 'WCAG AA needs 4.5:1 (the nearest shade' }).first(),
    ).toBeVisible();
    const accept = page.getByTestId('use-shade-primary');
    const shade = /#[0-9a-f]{6}/.exec((await accept.textContent()) ?? '')?.[0] ?? '';
    expect(shade).not.toBe('');
    await accept.click();
    await expect(primary).toHaveValue(shade);
    await expect(page.getByTestId('contrast-ok-primary')).toBeVisible();
    await expect(page.getByTestId('draft-status')).toHaveText('valid');
    await expect(preview.locator('meta[name=theme-color]')).toHaveAttribute('content', shade);

    const frameElement = page.getByTestId('preview-frame');
    const frame = (await (await frameElement.elementHandle())?.contentFrame()) ?? null;
    expect(frame).not.toBeNull();
    const before = (await frameElement.getAttribute('src')) ?? '';
    const editedAt = Date.now();
    await page.getByTestId('flag-DEPRECM3').uncheck();
    await expect(frameElement).not.toHaveAttribute('src', before);
    const shown = await frameShowingSrc(frame!, (await frameElement.getAttribute('src')) ?? '');
    await expect(shown.getByTestId('mc-entry-withdrawReport')).toBeVisible();
    await expect(shown.getByTestId('mc-entry-vouReport')).toHaveCount(0);
    test.info().annotations.push({
      type: 'preview update (flag unticked → entry gone)',
      description: `${Date.now() - editedAt} ms`,
    });
    await expect(
      page.getByTestId('explain-table').locator('[data-change=removed]', { hasText: 'vouReport' }),
    ).not.toHaveCount(0);

    await page.getByTestId('review-changes').click();
    await expect(page.getByTestId('diff')).toContainText(`+   "primary": "${shade}"`);
    await expect(page.getByTestId('diff')).toContainText('-   "DEPRECM3": true');
    await page.getByTestId('save').click();
    await expect(page.getByTestId('save-result')).toContainText('Saved tenants/acme/tenant.json', {
      timeout: START_BOUND_MS,
    });
    await expect(page.getByTestId('save-result')).toContainText('Built in');

    const file = path.join(project.root, 'tenants', 'acme', 'tenant.json');
    const saved = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    expect(Object.keys(saved)[0]).toBe('$schema');
    const result = validateTenant(saved, file);
    expect(result.ok && result.tenant.theme.primary).toBe(shade);
    expect(result.ok && result.tenant.flags.DEPRECM3).toBe(false);

    // The operator ends the studio with its page still open (Ctrl-C): it exits at once.
    await studio.stop();

    // The running server picks the new tenant up from its folder and serves the new build.
    const port = server.match[1]!;
    await expect(async () => {
      const answer = await page.request.get(`http://127.0.0.1:${port}/m/mine?tenant=acme`);
      expect(answer.status()).toBe(200);
    }).toPass({ timeout: START_BOUND_MS });
    await page.goto(`http://acme.localhost:${port}/m/mine`);
    await expect(page.locator('meta[name=theme-color]')).toHaveAttribute('content', shade);
    await expect(page.getByTestId('mc-entry-withdrawReport')).toBeVisible();
    await expect(page.getByTestId('mc-entry-vouReport')).toHaveCount(0);
  } finally {
    await Promise.all([studio.stop(), server.stop()]);
    project.cleanup();
  }
});
