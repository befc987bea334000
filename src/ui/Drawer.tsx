import styled, { keyframes } from 'styled-components';

import { Overlay, type OverlayProps } from './Overlay';

const slideIn = keyframes`from { transform: translateX(100%); } to { transform: none; }`;
const slideInFromLeft = keyframes`from { transform: translateX(-100%); } to { transform: none; }`;

const Side = styled.div`
  margin-inline-start: auto;
  width: min(80vw, 320px);
  height: 100%;
  overflow-y: auto;
  background: ${({ theme }) => theme.palette.surface};
  color: ${({ theme }) => theme.palette.text};
  animation: ${slideIn} 0.25s ease-out;
  [dir='rtl'] & {
    animation-name: ${slideInFromLeft};
  }
  outline: none;
  padding-bottom: env(safe-area-inset-bottom);
`;

export type DrawerProps = Omit<OverlayProps, 'Panel' | 'className'>;

/** End-side sheet (the side menu: right, or left in right-to-left languages); same dialog behaviour as Modal. */
export function Drawer(props: DrawerProps) {
  return <Overlay {...props} Panel={Side} />;
}

/** Alias: the spec calls the right drawer a sheet in places. */
export const Sheet = Drawer;
