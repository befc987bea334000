import { useEffect, useMemo, useState } from 'react';

import { useJackpot } from './api/jackpot';
import { nextJackpotTick, randomJackpot, type Random } from './jackpot-counter';

/**
 * The jackpot counter of spec §9: starts from `VIS_getJackpot` when it answers (else a random amount)
 * and keeps adding 100–500 every 3, 4 or 5 seconds. Null until the start is known.
 */
export function useJackpotCounter(random: Random = Math.random): number | null {
  const { data, isError } = useJackpot();
  const fallback = useMemo(() => (isError ? randomJackpot(random) : null), [isError, random]);
  const [added, setAdded] = useState(0);
  const start = data?.amount ?? fallback;
  const started = start !== null;

  useEffect(() => {
    if (!started) return;
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      const tick = nextJackpotTick(random);
      timer = setTimeout(() => {
        setAdded((sum) => sum + tick.increment);
        schedule();
      }, tick.delayMs);
    };
    schedule();
    return () => clearTimeout(timer);
  }, [started, random]);

  return start === null ? null : Math.round((start + added) * 100) / 100;
}
