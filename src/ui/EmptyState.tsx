import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(10)} ${({ theme }) => theme.spacing(4)};
  color: ${({ theme }) => theme.palette.textMuted};
  text-align: center;
`;

const Title = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.palette.text};
`;

export interface EmptyStateProps {
  title: string;
  description?: string;
  icon?: ReactNode;
  /** E.g. a button to browse games. */
  action?: ReactNode;
}

export function EmptyState({ title, description, icon, action }: EmptyStateProps) {
  return (
    <Box>
      {icon && <span aria-hidden="true">{icon}</span>}
      <Title>{title}</Title>
      {description && <p style={{ margin: 0 }}>{description}</p>}
      {action}
    </Box>
  );
}
