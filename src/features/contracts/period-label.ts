/** The `t` of the contracts namespace (only its period texts are used). */
type Translate = (key: string, options: { month: string }) => string;

/** A payout period as people read it: a day, an hour span, a month or half a month. */
export function periodLabel(t: Translate, period: string): string {
  const hour = /^(\d{4}-\d{2}-\d{2})T(\d{2})$/.exec(period);
  if (hour) {
    const from = Number(hour[2]);
    const span = `${String(from).padStart(2, '0')}:00–${String(from + 1).padStart(2, '0')}:00`;
    return `${hour[1]} ${span}`;
  }
  const half = /^(\d{4}-\d{2})-(H1|H2)$/.exec(period);
  if (half)
    return t(half[2] === 'H1' ? 'period.firstHalf' : 'period.secondHalf', { month: half[1] ?? '' });
  return period;
}
