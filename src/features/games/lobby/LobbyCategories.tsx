import { useState } from 'react';

import { useVendorSorting } from '../../../entities/games/api/vendor-sorting';
import { menuCategories, type MenuCategory } from '../../../entities/games/categories';
import { useOpenVendor } from '../../../entities/games/use-open-vendor';
import { CategoryChips } from './CategoryChips';
import { LobbyContent } from './LobbyContent';

/** ELOTT with exactly one vendor launches it instead of switching (spec §2 Home). */
const launchesDirectly = (category: MenuCategory) =>
  category.id === 'ELOTT' && category.vendors.length === 1;

/** Category row and the chosen category's content; `only` narrows the lobby to some categories. */
export function LobbyCategories({ initial = 'HOT', only }: { initial?: string; only?: string[] }) {
  const { data: sorting } = useVendorSorting();
  const menu = menuCategories(sorting).filter((c) => !only || only.includes(c.id));
  const [current, setCurrent] = useState(initial);
  const openVendor = useOpenVendor();
  const selected = menu.find((category) => category.id === current) ?? menu[0];
  const select = (category: MenuCategory) => {
    const [vendor] = category.vendors;
    if (launchesDirectly(category) && vendor) void openVendor(vendor, category.id);
    else setCurrent(category.id);
  };
  return (
    <>
      <CategoryChips menu={menu} current={selected?.id ?? current} onSelect={select} />
      {selected && <LobbyContent category={selected} />}
    </>
  );
}
