import type { ReactNode } from 'react';
import styled from 'styled-components';

import { useTranslation } from '../lib/i18n';

const Page = styled.section`
  padding: 8px 20px 32px;
  color: ${({ theme }) => theme.palette.text};
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 52px;
  h1 {
    margin: 0;
    font-size: 1.05rem;
  }
  button {
    min-width: ${({ theme }) => theme.touchTarget}px;
    min-height: ${({ theme }) => theme.touchTarget}px;
    border: 0;
    background: transparent;
    color: inherit;
  }
`;

const Logo = styled.img`
  display: block;
  height: 56px;
  margin: 8px auto 20px;
`;

export interface BrandedPageProps {
  /** Test id of the page. */
  testId: string;
  /** The tenant's logo (the caller resolves its URL). */
  logo: { src: string; alt: string };
  /** The back button: its icon comes from the caller so ui stays free of the registry. */
  back: { icon: ReactNode; onClick(): void; testId?: string };
  /** Heading beside the back button. */
  title?: string;
  children: ReactNode;
}

/** Frame of the account screens (login, registration, forgot password): back button, logo, body. */
export function BrandedPage({ testId, logo, back, title, children }: BrandedPageProps) {
  const { t } = useTranslation('shell');
  return (
    <Page data-testid={testId}>
      <Top>
        <button
          type="button"
          aria-label={t('labels.back')}
          onClick={back.onClick}
          data-testid={back.testId}
        >
          {back.icon}
        </button>
        {title && <h1>{title}</h1>}
      </Top>
      <Logo src={logo.src} alt={logo.alt} />
      {children}
    </Page>
  );
}
