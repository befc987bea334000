import type { Page } from '@playwright/test';

import { translation } from './tenant';

/** Presses the open dialog's button labelled with `common:<label>` in the tenant's language. */
export async function confirmDialog(page: Page, language: string, label: 'submit' | 'confirm') {
  await page
    .getByRole('dialog')
    .getByRole('button', { name: translation(language, 'common', label) })
    .click();
}
