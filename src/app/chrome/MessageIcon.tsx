import { useNavigate } from 'react-router-dom';

import { useUnreadCount } from '../../entities/inbox/unread-count';
import { useTranslation } from '../../lib/i18n';
import { useIsLoggedIn } from '../../lib/session-store';
import { Icon } from '../../registry/Icon';
import { useLoginPrompt } from '../../registry/actions/use-login-prompt';
import { Badge } from '../../ui';
import { BadgeSpot, IconButton } from './IconButton';

/** Message-centre icon with a red dot when something is unread; guests get the login prompt. */
export function MessageIcon() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const unread = useUnreadCount();
  const promptLogin = useLoginPrompt();
  return (
    <IconButton
      aria-label={t('labels.messages')}
      data-testid="header-messages"
      onClick={() => (loggedIn ? navigate('/m/message') : void promptLogin())}
    >
      <Icon name="mail" />
      <BadgeSpot>
        <Badge dot count={unread} label={t('labels.unread', { count: unread })} />
      </BadgeSpot>
    </IconButton>
  );
}
