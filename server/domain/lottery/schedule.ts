import { DAY } from '../clock';

/** When a game draws: every `seconds` from UTC midnight, or once a day at `minuteOfDay` UTC. */
export type Schedule =
  | { kind: 'interval'; seconds: number; closeSeconds: number }
  | { kind: 'daily'; minuteOfDay: number; closeSeconds: number };

/** One issue (numero) of a game: betting from `openAt` to `closeAt`, drawn at `drawAt` (epoch ms). */
export interface Slot {
  index: number;
  numero: string;
  openAt: number;
  closeAt: number;
  drawAt: number;
}

const period = (s: Schedule) => (s.kind === 'interval' ? s.seconds * 1000 : DAY);
const origin = (s: Schedule) => (s.kind === 'interval' ? 0 : s.minuteOfDay * 60_000);
const drawAtOf = (s: Schedule, index: number) => index * period(s) + origin(s);

function ymd(dayNumber: number): string {
  return new Date(dayNumber * DAY).toISOString().slice(0, 10).replaceAll('-', '');
}

function dayOf(text: string): number | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (!match) return undefined;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return ymd(time / DAY) === text ? time / DAY : undefined;
}

function numeroOf(s: Schedule, drawAt: number): string {
  if (s.kind === 'daily') return ymd(Math.floor(drawAt / DAY));
  // The draw at midnight closes the day before: 1440 of a 1-minute game.
  const day = Math.floor((drawAt - 1) / DAY);
  const sequence = (drawAt - day * DAY) / period(s);
  return `${ymd(day)}-${String(sequence).padStart(4, '0')}`;
}

export function slotOf(s: Schedule, index: number): Slot {
  const drawAt = drawAtOf(s, index);
  return {
    index,
    numero: numeroOf(s, drawAt),
    openAt: drawAtOf(s, index - 1),
    closeAt: drawAt - s.closeSeconds * 1000,
    drawAt,
  };
}

/** The slot open for betting at `time`: the first whose close is still ahead. */
export function openSlot(s: Schedule, time: number): Slot {
  return slotOf(s, Math.floor((time + s.closeSeconds * 1000 - origin(s)) / period(s)) + 1);
}

/** The latest slot drawn at or before `time`. */
export function lastDueSlot(s: Schedule, time: number): Slot {
  return slotOf(s, Math.floor((time - origin(s)) / period(s)));
}

/** The slot of a numero string, or undefined when it is not one of this schedule's. */
export function slotOfNumero(s: Schedule, numero: string): Slot | undefined {
  if (s.kind === 'daily') {
    const day = dayOf(numero);
    return day === undefined ? undefined : slotOf(s, day);
  }
  const match = /^(\d{8})-(\d{4})$/.exec(numero);
  const day = match ? dayOf(match[1] ?? '') : undefined;
  const sequence = Number(match?.[2]);
  if (day === undefined || sequence < 1 || sequence > DAY / period(s)) return undefined;
  return slotOf(s, (day * DAY) / period(s) + sequence);
}
