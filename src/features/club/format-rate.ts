/** A rate fraction as a percentage with up to 2 decimals in the language's locale (0.0045 → "0.45%"). */
export function formatRate(rate: number, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 2,
  }).format(rate);
}
