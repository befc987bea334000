import { formatCountdown, msLeft } from './countdown';
import { useNow } from './use-now';

/** `HH:MM:SS` to a local deadline, ticking every second. */
export function Countdown({ deadline, testId }: { deadline: number; testId?: string }) {
  const now = useNow();
  return (
    <time data-testid={testId} style={{ fontVariantNumeric: 'tabular-nums', fontWeight: 700 }}>
      {formatCountdown(msLeft(deadline, now))}
    </time>
  );
}
