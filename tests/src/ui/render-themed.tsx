import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';

import { ThemeRoot } from '../../../src/theme';

export const testTokens = {
  primary: '#3355cc',
  accent: '#f5b301',
  background: '#f4f5f7',
  surface: '#ffffff',
  text: '#1f2329',
  radius: 8,
  font: 'system-ui',
};

const Themed = ({ children }: { children: ReactNode }) => (
  <ThemeRoot tokens={testTokens}>{children}</ThemeRoot>
);

/** Renders inside the real theme (also on rerender) so styled components get a palette. */
export const renderThemed = (ui: ReactElement) => render(ui, { wrapper: Themed });
