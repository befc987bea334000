import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';

import { TRIAL_TYPE } from '../../../schema/constants';
import { useTranslation } from '../../lib/i18n';
import { useSessionStore } from '../../lib/session-store';
import { Button } from '../../ui';
import { useFreePlayAction } from './use-free-play';

const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(4)};
  h1 {
    margin: 0;
    font-size: 1.25rem;
  }
  ul {
    margin: 0;
    padding-inline-start: 1.2em;
    color: ${({ theme }) => theme.palette.textMuted};
  }
  li + li {
    margin-top: ${({ theme }) => theme.spacing(1)};
  }
`;

/** `/m/trail`: what free play is, and the way in (or out to a real account) for each kind of visitor. */
export function TrialScreen() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const session = useSessionStore((state) => state.session);
  const freePlay = useFreePlayAction();
  const isTrial = session?.type === TRIAL_TYPE;
  return (
    <Page data-testid="trial-screen">
      <h1>{t('auth.trial.heading')}</h1>
      <ul>
        <li>{t('auth.trial.playMoney')}</li>
        <li>{t('auth.trial.allGames')}</li>
        <li>{t('auth.trial.realAccount')}</li>
      </ul>
      {session && !isTrial ? (
        <>
          <p>{t('auth.trial.alreadyReal')}</p>
          <Button block onClick={() => navigate('/m/home')}>
            {t('labels.home')}
          </Button>
        </>
      ) : (
        <>
          {isTrial && (
            <p data-testid="trial-current">
              {t('auth.trial.playingAs', { name: session.userName })}
            </p>
          )}
          <Button
            block
            loading={freePlay.pending}
            onClick={() => void (isTrial ? navigate('/m/home') : freePlay.start())}
            data-testid="trial-start"
          >
            {isTrial ? t('auth.trial.continue') : t('login.freePlay')}
          </Button>
          <Button block variant="secondary" onClick={() => navigate('/m/register')}>
            {t('auth.trial.register')}
          </Button>
        </>
      )}
    </Page>
  );
}
