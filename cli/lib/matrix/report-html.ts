import path from 'node:path';

import { describeCombination } from './combination';
import { describeDifference, type RowResult } from './compare';
import { SURFACES } from './surfaces';

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function cell(result: RowResult, surface: (typeof SURFACES)[number]): string {
  const check = result.checks.find((candidate) => candidate.surface === surface);
  if (!check) return '<td class="na">—</td>';
  const title = escape(check.pass ? check.shown.join('\n') : describeDifference(check).join('\n'));
  return check.pass
    ? `<td class="pass" title="${title}">✓</td>`
    : `<td class="fail" title="${title}">✗<pre>${title}</pre></td>`;
}

function table(level: string, results: readonly RowResult[], reportDir: string): string {
  if (!results.length) return '';
  const failed = results.filter((result) => result.checks.some((check) => !check.pass)).length;
  const head = ['row', 'user', ...SURFACES, 'ms', ...(level === 'browser' ? ['screenshot'] : [])]
    .map((name) => `<th>${escape(name)}</th>`)
    .join('');
  const rows = results.map((result) => {
    const { combination: c } = result;
    const shot = result.screenshot
      ? `<td><a href="${escape(path.relative(reportDir, result.screenshot))}"><img src="${escape(path.relative(reportDir, result.screenshot))}" alt="${escape(c.id)}"></a></td>`
      : level === 'browser'
        ? '<td></td>'
        : '';
    return `<tr><th title="${escape(describeCombination(c))}">${escape(c.id)}</th><td>${escape(String(c.user))}</td>${SURFACES.map((surface) => cell(result, surface)).join('')}<td>${result.ms}</td>${shot}</tr>`;
  });
  return `<h2>${escape(level)} level: ${results.length} rows, ${failed} failing</h2>
<table><thead><tr>${head}</tr></thead><tbody>${rows.join('\n')}</tbody></table>`;
}

/** A self-contained HTML page: combinations × surfaces, pass/fail, differences and screenshots. */
export function renderMatrixReport(
  runs: { fast: readonly RowResult[]; browser: readonly RowResult[] },
  { title, reportFile }: { title: string; reportFile: string },
): string {
  const reportDir = path.dirname(path.resolve(reportFile));
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title>
<style>
body{font:13px system-ui,sans-serif;margin:16px}table{border-collapse:collapse;margin-bottom:24px}
th,td{border:1px solid #ccc;padding:3px 6px;vertical-align:top;text-align:center}
.pass{background:#e3f6e8;color:#1b6b35}.fail{background:#fde2e1;color:#a01b14;text-align:left}
.na{color:#999}pre{margin:2px 0 0;font-size:11px;white-space:pre-wrap;max-width:320px}
img{width:72px;height:auto;border:1px solid #ddd}th[title]{cursor:help}
</style></head><body>
<h1>${escape(title)}</h1>
<p>Hover a row id for its combination; hover a cell for what was shown. Surfaces: ${SURFACES.map(escape).join(', ')}.</p>
${table('fast', runs.fast, reportDir)}
${table('browser', runs.browser, reportDir)}
</body></html>
`;
}
