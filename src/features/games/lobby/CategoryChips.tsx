import styled from 'styled-components';

import type { MenuCategory } from '../../../entities/games/categories';
import { useTranslation } from '../../../lib/i18n';

const Bar = styled.nav`
  display: flex;
  gap: 6px;
  padding: 6px 12px;
  overflow-x: auto;
  scrollbar-width: none;
`;

const Chip = styled.button<{ $on: boolean }>`
  flex: 0 0 auto;
  min-height: 36px;
  padding: 0 14px;
  border: 1px solid ${({ theme, $on }) => ($on ? theme.palette.primary : theme.palette.border)};
  border-radius: 999px;
  background: ${({ theme, $on }) => ($on ? theme.palette.primary : theme.palette.surface)};
  color: ${({ theme, $on }) => ($on ? theme.palette.primaryText : theme.palette.text)};
  font: inherit;
  font-size: 0.85rem;
  font-weight: 600;
`;

interface CategoryChipsProps {
  menu: readonly MenuCategory[];
  current: string;
  onSelect(category: MenuCategory): void;
}

/** The lobby's category row. */
export function CategoryChips({ menu, current, onSelect }: CategoryChipsProps) {
  const { t } = useTranslation('shell');
  return (
    <Bar data-testid="lobby-categories">
      {menu.map((category) => (
        <Chip
          key={category.id}
          type="button"
          $on={category.id === current}
          aria-pressed={category.id === current}
          data-testid={`lobby-category-${category.id}`}
          onClick={() => onSelect(category)}
        >
          {t(`games.categories.${category.id}`, { defaultValue: category.id })}
        </Chip>
      ))}
    </Bar>
  );
}
