import { useCallback, useEffect, useRef, useState } from 'react';

import { launchGame, type LaunchRequest } from '../../../entities/games/api/launch-game';

export type LaunchState =
  { status: 'loading' } | { status: 'ready'; url: string } | { status: 'failed'; error: unknown };

/**
 * Asks the platform for the game URL once per opening of the screen (a remount in development's
 * strict mode keeps the ref, so it does not launch twice); `retry` asks again.
 */
export function useLaunchUrl(request: LaunchRequest) {
  const [state, setState] = useState<LaunchState>({ status: 'loading' });
  const started = useRef(false);
  const requestRef = useRef(request);
  const mounted = useRef(true);
  const start = useCallback(() => {
    setState({ status: 'loading' });
    launchGame(requestRef.current).then(
      (url) => mounted.current && setState({ status: 'ready', url }),
      (error: unknown) => mounted.current && setState({ status: 'failed', error }),
    );
  }, []);
  useEffect(() => {
    mounted.current = true;
    if (!started.current) {
      started.current = true;
      start();
    }
    return () => {
      mounted.current = false;
    };
  }, [start]);
  return { state, retry: start };
}
