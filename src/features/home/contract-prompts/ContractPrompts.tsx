import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';

import { useTranslation } from '../../../lib/i18n';
import { useSessionStore } from '../../../lib/session-store';
import { Button, Modal } from '../../../ui';
import { useContractCheck } from '../api/check-contracts';
import { CONTRACT_PAGE, pendingPrompts } from './pending-prompts';
import { rememberPrompt, seenPrompts } from './prompt-memory';

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing(2)};
  font-size: 18px;
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing(3)};
  margin-top: ${({ theme }) => theme.spacing(5)};
  & > * {
    flex: 1;
  }
`;

/**
 * Spec §4 "Agent contract prompts": one dialog per waiting contract, one after another, each with
 * 'cancel' or 'go' (to the contract page). Either answer is remembered for the session.
 */
export default function ContractPrompts() {
  const { t, ready } = useTranslation('contracts');
  const user = useSessionStore((state) => state.session?.userName ?? '');
  const navigate = useNavigate();
  const { data } = useContractCheck();
  const [seen, setSeen] = useState(seenPrompts);
  const prompt = data && ready ? pendingPrompts(data, user, seen)[0] : undefined;
  if (!prompt) return null;
  const close = (go: boolean) => {
    rememberPrompt(prompt.key);
    setSeen(seenPrompts());
    if (go) void navigate(CONTRACT_PAGE[prompt.kind]);
  };
  return (
    <Modal key={prompt.key} open onClose={() => close(false)} ariaLabel={t('prompt.title')}>
      <div data-testid="contract-prompt" data-kind={prompt.kind}>
        <Title>{t('prompt.title')}</Title>
        <p>{t(`prompt.${prompt.kind}`)}</p>
        <Actions>
          <Button
            variant="secondary"
            onClick={() => close(false)}
            data-testid="contract-prompt-cancel"
          >
            {t('prompt.cancel')}
          </Button>
          <Button onClick={() => close(true)} data-testid="contract-prompt-go">
            {t('prompt.go')}
          </Button>
        </Actions>
      </div>
    </Modal>
  );
}
