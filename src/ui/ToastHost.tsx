import styled from 'styled-components';

import { Spinner } from './Spinner';
import { useToastStore } from './toast-store';

const Bubble = styled.div`
  position: fixed;
  left: 50%;
  top: 50%;
  transform: translate(-50%, -50%);
  z-index: 1100;
  max-width: min(80vw, 320px);
  padding: ${({ theme }) => theme.spacing(3)} ${({ theme }) => theme.spacing(4)};
  border-radius: ${({ theme }) => theme.radius}px;
  background: rgba(0, 0, 0, 0.78);
  color: #fff;
  text-align: center;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  pointer-events: none;
`;

/** Renders the head of the toast queue; mount once near the root. */
export function ToastHost() {
  const current = useToastStore((state) => state.queue[0]);
  return (
    <div role="status" aria-live="polite">
      {current && (
        <Bubble data-kind={current.kind} key={current.id}>
          {current.kind === 'loading' && <Spinner size={28} />}
          <span>{current.message}</span>
        </Bubble>
      )}
    </div>
  );
}
