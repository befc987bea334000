import { useState } from 'react';

import { errorMessage } from '../../../lib/error-message';
import { useTranslation } from '../../../lib/i18n';
import { Button, ErrorState, LoadingIndicator, Tabs } from '../../../ui';
import { ReportList } from '../../../ui/report';
import { Page, Toolbar } from '../components/layout';
import { type Mail, type MailBox, useMailList } from './api/get-mail-list';
import { useMailSettings } from './api/get-mail-settings';
import { type ComposeDraft, ComposeForm } from './components/ComposeForm';
import { MailItem } from './components/MailItem';

/**
 * `/m/webEmail`: the member's mailbox with customer service (MAILCEN). Unlike `/m/message`, which holds
 * the platform's one-way notifications, mail goes both ways: inbox (from support) and sent (to support).
 */
export function WebEmailScreen() {
  const { t } = useTranslation('content');
  const [box, setBox] = useState<MailBox>('INBOX');
  const [openId, setOpenId] = useState<number | null>(null);
  const [draft, setDraft] = useState<ComposeDraft | null>(null);
  const settings = useMailSettings();
  const query = useMailList(box);
  const reply = (mail: Mail) =>
    setDraft({ subject: mail.subject.slice(0, settings.data?.subject.max), replyTo: mail.id });
  if (settings.isPending) return <LoadingIndicator />;
  if (settings.isError)
    return (
      <ErrorState
        message={errorMessage(t, settings.error)}
        onRetry={() => void settings.refetch()}
      />
    );
  return (
    <Page>
      <Toolbar>
        <Button
          variant={draft ? 'ghost' : 'primary'}
          onClick={() => setDraft(draft ? null : { subject: '' })}
          data-testid="mail-compose-toggle"
        >
          {draft ? t('common:cancel') : t('mail.compose')}
        </Button>
      </Toolbar>
      {draft && (
        <ComposeForm
          key={draft.replyTo ?? 'new'}
          settings={settings.data}
          draft={draft}
          onSent={() => {
            setDraft(null);
            setBox('SENT');
          }}
        />
      )}
      <Tabs
        tabs={[
          { id: 'INBOX', label: t('mail.inbox') },
          { id: 'SENT', label: t('mail.sent') },
        ]}
        active={box}
        onSelect={(id) => setBox(id as MailBox)}
        testIdPrefix="mail-box"
      />
      <ReportList
        query={query}
        rowKey={(mail) => mail.id}
        emptyText={t(box === 'INBOX' ? 'mail.empty_inbox' : 'mail.empty_sent')}
        testId="mail-list"
        renderRow={(mail) => (
          <MailItem
            mail={mail}
            open={openId === mail.id}
            onToggle={() => setOpenId(openId === mail.id ? null : mail.id)}
            onReply={reply}
          />
        )}
      />
    </Page>
  );
}
