/** A clock tests move by hand (the server's `now` dependency). */
export function manualClock(start = Date.UTC(2025, 5, 1, 12)) {
  let time = start;
  const now = () => time;
  return Object.assign(now, {
    advance(ms: number) {
      time += ms;
    },
  });
}
