import styled from 'styled-components';

import { errorMessage } from '../../../../lib/error-message';
import { useTranslation } from '../../../../lib/i18n';
import { Button, confirm, toast } from '../../../../ui';
import { ListRow } from '../../../../ui/ListRow';
import { Muted, PlainText, Toolbar } from '../../components/layout';
import { useDateText } from '../../components/use-date-text';
import { useDeleteMail } from '../api/delete-mail';
import type { Mail } from '../api/get-mail-list';
import { useReadMail } from '../api/read-mail';

const Quote = styled.blockquote`
  margin: ${({ theme }) => theme.spacing(3)} 0 0;
  padding-inline-start: ${({ theme }) => theme.spacing(3)};
  border-inline-start: 3px solid ${({ theme }) => theme.palette.border};
`;

interface Props {
  mail: Mail;
  open: boolean;
  onToggle(): void;
  onReply(mail: Mail): void;
}

/** One mail; opening support's mail marks it read and shows the message it answers. */
export function MailItem({ mail, open, onToggle, onReply }: Props) {
  const { t } = useTranslation('content');
  const dateText = useDateText();
  const read = useReadMail();
  const remove = useDeleteMail();
  const toggle = () => {
    if (!open) read.mutate(mail.id);
    onToggle();
  };
  const onDelete = async () => {
    if (!(await confirm({ message: t('mail.delete_confirm') }))) return;
    remove.mutate([mail.id], {
      onSuccess: () => toast.show(t('deleted')),
      onError: (error) => toast.show(errorMessage(t, error)),
    });
  };
  const original = read.data?.original;
  return (
    <ListRow
      title={mail.subject}
      meta={dateText(mail.createdAt)}
      unread={!mail.read && !read.isSuccess}
      unreadLabel={t('unread')}
      open={open}
      onToggle={toggle}
      testId={`mail-${mail.id}`}
    >
      <Muted>{t(mail.direction === 'IN' ? 'mail.from_support' : 'mail.to_support')}</Muted>
      <PlainText>{mail.body}</PlainText>
      {original && (
        <Quote>
          <Muted>{t('mail.original')}</Muted>
          <PlainText>{original.body}</PlainText>
        </Quote>
      )}
      <Toolbar>
        {mail.direction === 'IN' && (
          <Button variant="secondary" onClick={() => onReply(mail)} data-testid="mail-reply">
            {t('mail.reply')}
          </Button>
        )}
        <Button variant="ghost" onClick={() => void onDelete()} data-testid="mail-delete">
          {t('delete')}
        </Button>
      </Toolbar>
    </ListRow>
  );
}
