import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

import { Button } from './Button';
import { settleDialog, useDialogStore } from './dialog-store';
import { Modal } from './Modal';

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing(2)};
  font-size: 18px;
`;

const Message = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing(5)};
  white-space: pre-line;
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing(3)};
  & > * {
    flex: 1;
  }
`;

/** Renders the queue of `confirm()` / `alert()` dialogs one at a time; mount once near the root. */
export function DialogHost() {
  const { t } = useTranslation('common');
  const request = useDialogStore((state) => state.queue[0]);
  const titleId = useId();
  if (!request) return null;
  const { options } = request;
  const close = (ok: boolean) => settleDialog(request.id, ok);
  return (
    <Modal
      key={request.id}
      open
      onClose={() => close(false)}
      labelledBy={titleId}
      ariaLabel={options.title ? undefined : options.message}
    >
      {options.title && <Title id={titleId}>{options.title}</Title>}
      <Message>{options.message}</Message>
      <Actions>
        {request.kind === 'confirm' ? (
          <>
            <Button variant="secondary" onClick={() => close(false)}>
              {request.options.cancelLabel ?? t('cancel')}
            </Button>
            <Button onClick={() => close(true)}>
              {request.options.submitLabel ?? t('confirm')}
            </Button>
          </>
        ) : (
          <Button onClick={() => close(true)}>{request.options.okLabel ?? t('ok')}</Button>
        )}
      </Actions>
    </Modal>
  );
}
