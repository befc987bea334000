import styled from 'styled-components';

import { useTranslation } from '../../../../lib/i18n';
import { Button, toast } from '../../../../ui';
import { Muted } from '../../components/layout';
import { copyText } from '../copy-text';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  margin: ${({ theme }) => theme.spacing(1)} 0 ${({ theme }) => theme.spacing(3)};
`;

const Value = styled.output`
  flex: 1;
  min-width: 0;
  padding: ${({ theme }) => theme.spacing(2)};
  border: 1px dashed ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius}px;
  font-weight: 600;
  overflow-wrap: anywhere;
  user-select: all;
`;

interface Props {
  label: string;
  value: string;
  testId: string;
}

/** A labelled value with a copy button. */
export function CopyRow({ label, value, testId }: Props) {
  const { t } = useTranslation('content');
  const copy = async () =>
    toast.show(t((await copyText(value)) ? 'invite.copied' : 'invite.copy_failed'));
  return (
    <>
      <Muted>{label}</Muted>
      <Row>
        <Value data-testid={testId}>{value}</Value>
        <Button variant="secondary" onClick={() => void copy()} data-testid={`${testId}-copy`}>
          {t('invite.copy')}
        </Button>
      </Row>
    </>
  );
}
