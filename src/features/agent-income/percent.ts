/** A rate fraction as a percentage in the language's locale (0.008 → "0.8%"). */
export function formatPercent(fraction: number, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 2,
  }).format(fraction);
}
