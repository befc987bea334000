import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';

import { currentLanguage, useTranslation } from '../../lib/i18n';
import { errorMessage } from '../../lib/error-message';
import { ErrorState, LoadingIndicator } from '../../ui';
import { useLaunchUrl } from './launch/use-launch-url';
import { useRefreshBalanceOnLeave } from './launch/use-refresh-balance-on-leave';

const Stage = styled.div`
  display: flex;
  flex-direction: column;
  /* The header (52 px) stays; the game takes the rest of the screen. */
  height: calc(100dvh - 52px);
  iframe {
    flex: 1;
    width: 100%;
    border: 0;
    background: ${({ theme }) => theme.palette.surface};
  }
`;

/** `/m/launchGame?gameType&vassalage&gameId&nodeId&supportPlay`: the game, full size. */
export function LaunchGameScreen() {
  const { t } = useTranslation('shell');
  const [params] = useSearchParams();
  const read = (name: string) => params.get(name) ?? '';
  const { state, retry } = useLaunchUrl({
    gameType: read('gameType'),
    vassalage: read('vassalage'),
    gameId: read('gameId'),
    nodeId: read('nodeId'),
    supportPlay: read('supportPlay'),
    language: currentLanguage(),
  });
  useRefreshBalanceOnLeave();
  return (
    <Stage data-testid="launch-game" data-status={state.status}>
      {state.status === 'loading' && <LoadingIndicator label={t('games.launching')} />}
      {state.status === 'failed' && (
        <ErrorState
          message={`${t('games.launchFailed')} ${errorMessage(t, state.error)}`}
          onRetry={retry}
        />
      )}
      {state.status === 'ready' && (
        <iframe
          src={state.url}
          title={t('titles.launchGame')}
          data-testid="game-frame"
          allow="autoplay; fullscreen"
        />
      )}
    </Stage>
  );
}
