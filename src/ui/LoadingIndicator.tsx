import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

import { Spinner } from './Spinner';

/** Spec §9: the lazy loader waits 200 ms before showing, so fast loads never flash a spinner. */
export const LOADING_DELAY_MS = 200;

const Center = styled.div`
  display: flex;
  justify-content: center;
  align-items: center;
  padding: ${({ theme }) => theme.spacing(8)};
  color: ${({ theme }) => theme.palette.primary};
`;

export interface LoadingIndicatorProps {
  /** Accessible name; defaults to the translated 'Loading'. */
  label?: string;
  delay?: number;
}

export function LoadingIndicator({ label, delay = LOADING_DELAY_MS }: LoadingIndicatorProps) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(delay <= 0);
  useEffect(() => {
    if (delay <= 0) return;
    const timer = setTimeout(() => setVisible(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);
  if (!visible) return null;
  return (
    <Center>
      <Spinner size={32} label={label ?? t('loading')} />
    </Center>
  );
}
