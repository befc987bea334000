const escapeHtml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The 503 page shown while `dist/<code>` has not been built. */
export function notBuiltPage(code: string, distDir: string): string {
  const folder = escapeHtml(`${distDir}/${code}`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Site not built</title></head>
<body style="font-family: system-ui, sans-serif; padding: 2rem; line-height: 1.5">
<h1>The site for “${escapeHtml(code)}” is not built yet</h1>
<p>The server found no <code>${folder}/index.html</code>.</p>
<p>Build it with <code>npx wl build</code> (or <code>npx wl build --all</code>), then reload this page.</p>
</body></html>`;
}
