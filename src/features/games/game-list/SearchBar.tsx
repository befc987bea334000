import styled from 'styled-components';

import { useTranslation } from '../../../lib/i18n';

const Bar = styled.form`
  position: sticky;
  top: 52px;
  z-index: 10;
  display: flex;
  gap: 8px;
  padding: 8px 12px;
  background: ${({ theme }) => theme.palette.background};
  input {
    flex: 1;
    min-width: 0;
    min-height: 40px;
    padding: 0 12px;
    border: 1px solid ${({ theme }) => theme.palette.border};
    border-radius: 20px;
    background: ${({ theme }) => theme.palette.surface};
    color: ${({ theme }) => theme.palette.text};
    font: inherit;
  }
`;

const FilterButton = styled.button`
  min-width: ${({ theme }) => theme.touchTarget}px;
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: 20px;
  background: ${({ theme }) => theme.palette.surface};
  color: ${({ theme }) => theme.palette.text};
  font: inherit;
`;

interface SearchBarProps {
  value: string;
  onChange(text: string): void;
  onSearch(): void;
  onOpenFilter(): void;
}

/** Sticky search box (Enter searches from page 1) with the filter button. */
export function SearchBar({ value, onChange, onSearch, onOpenFilter }: SearchBarProps) {
  const { t } = useTranslation('shell');
  return (
    <Bar
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch();
      }}
    >
      <input
        type="search"
        enterKeyHint="search"
        value={value}
        placeholder={t('games.search')}
        aria-label={t('games.search')}
        data-testid="game-search"
        onChange={(event) => onChange(event.target.value)}
      />
      <FilterButton type="button" onClick={onOpenFilter} data-testid="open-filter">
        {t('games.filter')}
      </FilterButton>
    </Bar>
  );
}
