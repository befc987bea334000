import type { ReactNode } from 'react';
import styled from 'styled-components';

import { Icon } from '../../registry/Icon';
import type { IconId } from '../../registry';

const Page = styled.section`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 12px;
  padding: 48px 24px;
  text-align: center;
  color: ${({ theme }) => theme.palette.text};
  h1 {
    margin: 0;
    font-size: 1.25rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.palette.textMuted};
  }
`;

const Badge = styled.div`
  color: ${({ theme }) => theme.palette.primary};
`;

/** A full-page notice with an icon, a title and a sentence. */
export function SystemPage({
  icon,
  title,
  children,
}: {
  icon: IconId;
  title: string;
  children?: ReactNode;
}) {
  return (
    <Page>
      <Badge>
        <Icon name={icon} size="56px" />
      </Badge>
      <h1>{title}</h1>
      {children}
    </Page>
  );
}
