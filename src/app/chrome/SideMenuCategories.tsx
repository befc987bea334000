import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';

import { useVendorSorting } from '../../entities/games/api/vendor-sorting';
import { menuCategories, type MenuCategory } from '../../entities/games/categories';
import { useOpenVendor } from '../../entities/games/use-open-vendor';
import { useTranslation } from '../../lib/i18n';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 6px;
  padding: 12px 16px;
  border-bottom: 1px solid ${({ theme }) => theme.palette.border};
  h2 {
    grid-column: 1 / -1;
    margin: 0;
    font-size: 0.8rem;
    color: ${({ theme }) => theme.palette.textMuted};
  }
`;

const Category = styled.button`
  min-height: 40px;
  padding: 0 4px;
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.palette.primarySoft};
  color: ${({ theme }) => theme.palette.text};
  font: inherit;
  font-size: 0.75rem;
  font-weight: 600;
`;

/**
 * The game categories of the side menu (HOT first, then the vendor sorting), with home's selection
 * behaviour: home opens on the category (`/m/home?category=`), and ELOTT with exactly one vendor
 * launches it instead (spec §2 "Side menu").
 */
export function SideMenuCategories({ onChosen }: { onChosen(): void }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const openVendor = useOpenVendor();
  const { data } = useVendorSorting();
  const choose = (category: MenuCategory) => {
    onChosen();
    const [only] = category.vendors;
    if (category.id === 'ELOTT' && category.vendors.length === 1 && only) {
      void openVendor(only, category.id);
      return;
    }
    window.scrollTo(0, 0);
    void navigate(`/m/home?category=${category.id}`);
  };
  return (
    <Grid data-testid="menu-categories">
      <h2>{t('games.categoriesHeading')}</h2>
      {menuCategories(data).map((category) => (
        <Category
          key={category.id}
          type="button"
          data-testid={`menu-category-${category.id}`}
          onClick={() => choose(category)}
        >
          {t(`games.categories.${category.id}`, { defaultValue: category.id })}
        </Category>
      ))}
    </Grid>
  );
}
