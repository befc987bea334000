import { launchGame as launchGameEndpoint } from '../../../../contract/play';
import { call } from '../../../lib/api-call';

export interface LaunchRequest {
  gameType: string;
  vassalage: string;
  /** The game's roomId (spec §4 "Launching a game"). */
  gameId: string;
  nodeId: string;
  supportPlay?: string;
  language: string;
}

/** `GET /wps/game/launchGame` (launchMode GLS, real money); resolves to the URL to open. */
export async function launchGame(request: LaunchRequest, signal?: AbortSignal): Promise<string> {
  const answer = await call(launchGameEndpoint, {
    query: {
      ...request,
      platform: 'html5',
      launchMode: 'GLS',
      accountType: 1,
      showChoice: false,
    },
    signal,
  });
  const url = answer.content?.game_url ?? answer.url;
  if (!url) throw new Error('launchGame answered without a URL');
  return url;
}
