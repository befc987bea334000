import { useEffect, useRef } from 'react';
import styled from 'styled-components';

import type { MenuCategory } from '../../../entities/games/categories';
import { useTranslation } from '../../../lib/i18n';

/** Fixed height: the bar is drawn (with HOT) before the sorting answers, so nothing moves later. */
export const CATEGORY_MENU_HEIGHT_PX = 48;

const Bar = styled.nav`
  display: flex;
  gap: 6px;
  height: ${CATEGORY_MENU_HEIGHT_PX}px;
  padding: 6px 12px;
  overflow-x: auto;
  scrollbar-width: none;
  background: ${({ theme }) => theme.palette.background};
  &::-webkit-scrollbar {
    display: none;
  }
`;

const Tab = styled.button<{ $active: boolean }>`
  flex: 0 0 auto;
  padding: 0 14px;
  border: 1px solid
    ${({ theme, $active }) => ($active ? theme.palette.primary : theme.palette.border)};
  border-radius: 999px;
  background: ${({ theme, $active }) => ($active ? theme.palette.primary : theme.palette.surface)};
  color: ${({ theme, $active }) => ($active ? theme.palette.primaryText : theme.palette.text)};
  font: inherit;
  font-size: 0.85rem;
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;
`;

export interface CategoryMenuProps {
  menu: readonly MenuCategory[];
  current: string;
  onSelect: (category: MenuCategory) => void;
}

/** The horizontal category menu; the active tab scrolls into view (spec §2 Home). */
export function CategoryMenu({ menu, current, onSelect }: CategoryMenuProps) {
  const { t } = useTranslation('shell');
  const activeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const tab = activeRef.current;
    const bar = tab?.parentElement;
    if (!tab || !bar) return;
    // Scroll the bar only: scrollIntoView would also move the page.
    const left = tab.offsetLeft - (bar.clientWidth - tab.offsetWidth) / 2;
    bar.scrollTo?.({ left: Math.max(0, left), behavior: 'smooth' });
  }, [current, menu.length]);
  return (
    <Bar aria-label={t('games.categoriesHeading')} data-testid="home-categories">
      {menu.map((category) => {
        const active = category.id === current;
        return (
          <Tab
            key={category.id}
            ref={active ? activeRef : undefined}
            type="button"
            $active={active}
            aria-pressed={active}
            onClick={() => onSelect(category)}
            data-testid={`home-category-${category.id}`}
          >
            {t(`games.categories.${category.id}`)}
          </Tab>
        );
      })}
    </Bar>
  );
}
