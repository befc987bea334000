import styled from 'styled-components';

/** A card-like block of the withdraw screen. */
export const Panel = styled.section`
  margin: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(4)};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.palette.surface};
  color: ${({ theme }) => theme.palette.text};
  border: 1px solid ${({ theme }) => theme.palette.border};
`;

export const PanelTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing(3)};
  font-size: 1rem;
`;

export const Muted = styled.p`
  margin: ${({ theme }) => theme.spacing(1)} 0 0;
  color: ${({ theme }) => theme.palette.textMuted};
  font-size: 0.85rem;
`;

export const ErrorLine = styled.p`
  margin: ${({ theme }) => theme.spacing(2)} 0;
  color: ${({ theme }) => theme.palette.danger};
  font-size: 0.9rem;
`;
