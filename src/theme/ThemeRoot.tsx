import { useMemo, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';

import { useOptionalTenant } from '../tenant/hooks';
import { GlobalStyle } from './GlobalStyle';
import { derivePalette, type ThemeTokens } from './palette';

export interface ThemeRootProps {
  /** Brand tokens; defaults to the tenant's `theme` from the TenantProvider. */
  tokens?: ThemeTokens;
  children: ReactNode;
}

/** styled-components theme + global style from the tenant's brand tokens. */
export function ThemeRoot({ tokens, children }: ThemeRootProps) {
  const tenantTheme = useOptionalTenant()?.theme;
  const source = tokens ?? tenantTheme;
  if (!source) throw new Error('ThemeRoot needs `tokens` or a surrounding <TenantProvider>.');
  const theme = useMemo(() => derivePalette(source), [source]);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
