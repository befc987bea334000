import { useState } from 'react';
import styled from 'styled-components';

import { currentLanguage, setLanguage, useTranslation } from '../../lib/i18n';
import { languageInfo } from '../../lib/languages';
import { useTenant } from '../../tenant/hooks';
import { IconButton } from './IconButton';

const List = styled.ul`
  position: absolute;
  top: 100%;
  inset-inline-end: 0;
  z-index: 900;
  min-width: 180px;
  margin: 0;
  padding: 4px 0;
  list-style: none;
  background: ${({ theme }) => theme.palette.surface};
  color: ${({ theme }) => theme.palette.text};
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius}px;
`;

const Option = styled.button<{ $active: boolean }>`
  display: flex;
  gap: 8px;
  width: 100%;
  padding: 10px 14px;
  border: 0;
  background: ${({ $active, theme }) => ($active ? theme.palette.primarySoft : 'transparent')};
  color: inherit;
  font: inherit;
  text-align: start;
`;

const Wrap = styled.div`
  position: relative;
`;

/** Dropdown of the tenant's languages with flags and native names (spec §2 "Other"). */
export function LanguagePicker() {
  const { t, i18n } = useTranslation('shell');
  const tenant = useTenant();
  const [open, setOpen] = useState(false);
  const active = currentLanguage();
  void i18n.language; // re-render on language change
  const choose = (code: typeof active) => {
    setOpen(false);
    void setLanguage(code);
  };
  return (
    <Wrap>
      <IconButton
        aria-label={t('labels.language')}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true">{languageInfo(active).flag}</span>
      </IconButton>
      {open && (
        <List role="listbox" aria-label={t('labels.language')}>
          {tenant.languages.available.map((code) => {
            const info = languageInfo(code);
            return (
              <li key={code}>
                <Option
                  role="option"
                  aria-selected={code === active}
                  $active={code === active}
                  lang={code}
                  onClick={() => choose(code)}
                >
                  <span aria-hidden="true">{info.flag}</span>
                  {info.nativeName}
                </Option>
              </li>
            );
          })}
        </List>
      )}
    </Wrap>
  );
}
