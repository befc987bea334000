import type { Browser } from '@playwright/test';

export interface Shot {
  label: string;
  png: Buffer;
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * One PNG with every tenant's screenshots side by side (a row per tenant), laid out by the browser
 * itself so no image library is needed.
 */
export async function renderSheet(browser: Browser, rows: Map<string, Shot[]>): Promise<Buffer> {
  const cells = [...rows]
    .map(
      ([tenant, shots]) =>
        `<section><h2>${escapeHtml(tenant)}</h2><div class="row">${shots
          .map(
            (shot) =>
              `<figure><img src="data:image/png;base64,${shot.png.toString('base64')}"><figcaption>${escapeHtml(shot.label)}</figcaption></figure>`,
          )
          .join('')}</div></section>`,
    )
    .join('');
  const html = `<!doctype html><meta charset="utf-8"><style>
    body { margin: 16px; font: 14px system-ui, sans-serif; background: #eceff1; }
    h2 { margin: 8px 0; } .row { display: flex; gap: 12px; }
    figure { margin: 0; } img { width: 240px; border: 1px solid #90a4ae; display: block; }
    figcaption { padding: 4px 0 12px; color: #37474f; }
  </style>${cells}`;
  const page = await browser.newPage({ viewport: { width: 1560, height: 800 } });
  try {
    await page.setContent(html);
    return await page.screenshot({ fullPage: true });
  } finally {
    await page.close();
  }
}
