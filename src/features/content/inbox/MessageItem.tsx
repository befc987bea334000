import { useNavigate } from 'react-router-dom';

import { errorMessage } from '../../../lib/error-message';
import { useTranslation } from '../../../lib/i18n';
import { Button, confirm, SafeHtml, toast } from '../../../ui';
import { ListRow } from '../../../ui/ListRow';
import { useDateText } from '../components/use-date-text';
import { useDeleteMessages } from './api/delete-messages';
import type { InboxMessage } from './api/get-messages';
import { useReadMessage } from './api/read-message';

interface Props {
  message: InboxMessage;
  open: boolean;
  onToggle(): void;
}

/** One inbox row; opening it marks it read on the server (the unread dot and badges follow). */
export function MessageItem({ message, open, onToggle }: Props) {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const dateText = useDateText();
  const read = useReadMessage();
  const remove = useDeleteMessages();
  const toggle = () => {
    if (!open && !message.read) read.mutate(message.id);
    onToggle();
  };
  const onDelete = async () => {
    if (!(await confirm({ message: t('inbox.delete_confirm') }))) return;
    remove.mutate([message.id], {
      onSuccess: () => toast.show(t('deleted')),
      onError: (error) => toast.show(errorMessage(t, error)),
    });
  };
  return (
    <ListRow
      title={message.title}
      meta={dateText(message.createdAt)}
      unread={!message.read && !read.isSuccess}
      unreadLabel={t('unread')}
      open={open}
      onToggle={toggle}
      testId={`message-${message.id}`}
    >
      <SafeHtml html={message.content} onInternalLink={(path) => void navigate(path)} />
      <Button variant="ghost" onClick={() => void onDelete()} data-testid="message-delete">
        {t('delete')}
      </Button>
    </ListRow>
  );
}
