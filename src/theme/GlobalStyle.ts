import { createGlobalStyle } from 'styled-components';

import { scriptFontCss } from './script-fonts';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    min-height: 100dvh;
    background: ${({ theme }) => theme.palette.background};
    color: ${({ theme }) => theme.palette.text};
    font-family: ${({ theme }) => theme.font};
    font-size: 16px;
    line-height: 1.5;
    -webkit-tap-highlight-color: transparent;
  }
  ${({ theme }) => scriptFontCss(theme.font)}
  button, input, select, textarea { font: inherit; color: inherit; }
  /* Icons that point (back, chevrons) point the other way in right-to-left languages. */
  [dir='rtl'] [data-directional] { transform: scaleX(-1); }
  /* Numbers, phone numbers and codes read left to right inside right-to-left text. */
  [dir='rtl'] input[type='tel'], [dir='rtl'] input[inputmode='numeric'], [dir='rtl'] input[inputmode='decimal'] { direction: ltr; text-align: end; }
  a { color: ${({ theme }) => theme.palette.primary}; }
  :focus-visible { outline: 2px solid ${({ theme }) => theme.palette.primary}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
