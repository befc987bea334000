import { useEffect, useState } from 'react';

/** The server's time, ticking every second (offset measured when `serverTime` was answered). */
export function useServerClock(serverTime: number | undefined, answeredAt: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return serverTime === undefined ? now : serverTime + (now - answeredAt);
}

/** `mm:ss` or `hh:mm:ss` of a duration in ms (never negative). */
export function countdownText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const pad = (value: number) => String(value).padStart(2, '0');
  const hours = Math.floor(total / 3600);
  const rest = `${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return hours ? `${pad(hours)}:${rest}` : rest;
}
