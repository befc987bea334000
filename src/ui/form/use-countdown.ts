import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left until a deadline, ticking once a second; 0 when idle. Counting against the clock (not
 * ticks) keeps it right after the phone throttles timers of a background tab.
 */
export function useCountdown() {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (deadline === null) return;
    const tick = () => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) setDeadline(null);
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  const start = useCallback((seconds: number) => {
    const whole = Math.max(0, Math.round(seconds));
    setRemaining(whole);
    setDeadline(Date.now() + whole * 1000);
  }, []);
  return { remaining, start };
}
