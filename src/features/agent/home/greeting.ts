export type Greeting = 'morning' | 'earlyAfternoon' | 'lateAfternoon' | 'evening';

/** Spec §2: 0-10 h morning, 11-14 early afternoon, 15-18 late afternoon, after 18 evening. */
export function greetingOf(hour: number): Greeting {
  if (hour <= 10) return 'morning';
  if (hour <= 14) return 'earlyAfternoon';
  if (hour <= 18) return 'lateAfternoon';
  return 'evening';
}
