import { useTranslation } from '../../../../lib/i18n';
import { useMoney } from '../../../../lib/use-money';
import { Muted } from '../../components/layout';
import { useDateText } from '../../components/use-date-text';
import type { Invitee } from '../api/get-invitees';

export function FriendRow({ friend }: { friend: Invitee }) {
  const { t } = useTranslation('content');
  const money = useMoney();
  const dateText = useDateText();
  return (
    <div>
      <strong>{friend.username}</strong>
      <Muted>{t('invite.joined', { date: dateText(friend.regDate) })}</Muted>
      <Muted>
        {friend.firstDepositAmount === null
          ? t('invite.no_deposit')
          : t('invite.first_deposit', { amount: money(friend.firstDepositAmount) })}
      </Muted>
    </div>
  );
}
