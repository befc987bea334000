import { useCallback, useEffect, useState } from 'react';

/** A seconds countdown (SMS resend, spec §4): `start(n)` counts down to 0 once a second. */
export function useCountdown() {
  const [remaining, setRemaining] = useState(0);
  const running = remaining > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setRemaining((left) => Math.max(0, left - 1)), 1000);
    return () => clearInterval(timer);
  }, [running]);
  const start = useCallback(
    (seconds: number) => setRemaining(Math.max(0, Math.round(seconds))),
    [],
  );
  return { remaining, start };
}
