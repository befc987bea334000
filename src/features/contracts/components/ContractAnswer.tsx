import styled from 'styled-components';

import { errorMessage } from '../../../lib/error-message';
import { useTranslation } from '../../../lib/i18n';
import { Button, confirm, toast } from '../../../ui';
import { useProcessContract } from '../api/process-contract';
import type { ContractKind } from '../../../../contract/agent-contracts';

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing(3)};
  & > * {
    flex: 1;
  }
`;

const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.palette.danger};
  font-size: 0.85rem;
`;

/** Accept or reject an offered contract, each after a confirmation. */
export function ContractAnswer({ kind, contractId }: { kind: ContractKind; contractId: number }) {
  const { t } = useTranslation('contracts');
  const process = useProcessContract(kind);
  const answer = async (accept: boolean) => {
    const sure = await confirm({
      title: t(`title.${kind}`),
      message: t(accept ? 'confirmAccept' : 'confirmReject'),
      submitLabel: t(accept ? 'accept' : 'reject'),
      cancelLabel: t('cancel'),
    });
    if (!sure) return;
    process.mutate(
      { contractId, accept },
      { onSuccess: () => toast.show(t(accept ? 'accepted' : 'rejected')) },
    );
  };
  return (
    <>
      <Actions>
        <Button
          variant="secondary"
          disabled={process.isPending}
          onClick={() => void answer(false)}
          data-testid="contract-reject"
        >
          {t('reject')}
        </Button>
        <Button
          loading={process.isPending}
          onClick={() => void answer(true)}
          data-testid="contract-accept"
        >
          {t('accept')}
        </Button>
      </Actions>
      {process.isError && (
        <Failure role="alert" data-testid="contract-error">
          {errorMessage(t, process.error)}
        </Failure>
      )}
    </>
  );
}
