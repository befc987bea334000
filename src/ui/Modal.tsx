import styled from 'styled-components';

import { Overlay, type OverlayProps } from './Overlay';

const Centered = styled.div`
  margin: auto;
  width: min(88vw, 360px);
  max-height: 85dvh;
  overflow: auto;
  background: ${({ theme }) => theme.palette.surface};
  color: ${({ theme }) => theme.palette.text};
  border-radius: ${({ theme }) => theme.radius}px;
  padding: ${({ theme }) => theme.spacing(5)};
  outline: none;
`;

export type ModalProps = Omit<OverlayProps, 'Panel' | 'className'>;

/** Centred dialog: role=dialog, aria-modal, Escape closes, mask clicks ignored for 300 ms after opening. */
export function Modal(props: ModalProps) {
  return <Overlay {...props} Panel={Centered} />;
}
