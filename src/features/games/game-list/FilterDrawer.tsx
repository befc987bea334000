import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

import { classifyValues, useVassGameTypes } from '../../../entities/games/api/vass-game-type';
import { useVendorSorting } from '../../../entities/games/api/vendor-sorting';
import { menuCategories } from '../../../entities/games/categories';
import { lotteryPrizeMode } from '../../../entities/games/lottery-mode';
import type { Vendor } from '../../../entities/games/types';
import { useTranslation } from '../../../lib/i18n';
import { Button, Drawer } from '../../../ui';
import { ChoiceChips } from './ChoiceChips';
import { categoryLink } from './category-link';
import { MIN_BET_OPTIONS, SLOTS, type ListState } from './list-state';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: 16px;
  h3 {
    margin: 0 0 8px;
    font-size: 0.9rem;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
`;

const Links = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  a {
    color: ${({ theme }) => theme.palette.primary};
  }
`;

export type FilterValues = Pick<ListState, 'vendor' | 'classify' | 'minBet'>;

interface FilterDrawerProps {
  open: boolean;
  gameType: string;
  vendors: readonly Vendor[];
  applied: FilterValues;
  onClose(): void;
  onApply(values: FilterValues): void;
}

/** Vendors, game type and minimum bet (slots only), submit and reset, and the other categories. */
export function FilterDrawer({
  open,
  gameType,
  vendors,
  applied,
  onClose,
  onApply,
}: FilterDrawerProps) {
  const { t } = useTranslation('shell');
  const [draft, setDraft] = useState<FilterValues>(applied);
  const { data: sorting } = useVendorSorting();
  const { data: types } = useVassGameTypes();
  const slots = gameType === SLOTS;
  const classifyChoices = ['NEW', 'ALL', ...classifyValues(types, gameType, draft.vendor)].map(
    (value) => ({
      value: value === 'NEW' ? undefined : value,
      label: t(`games.classify.${value}`, { defaultValue: value }),
    }),
  );
  const others = menuCategories(sorting).filter((c) => c.id !== 'HOT' && c.id !== gameType);
  const set = (values: Partial<FilterValues>) => setDraft((before) => ({ ...before, ...values }));
  return (
    <Drawer open={open} onClose={onClose} ariaLabel={t('games.filter')}>
      <Body data-testid="filter-drawer">
        <section>
          <h3>{t('games.vendors')}</h3>
          <ChoiceChips
            testIdPrefix="filter-vendor"
            value={draft.vendor}
            onChange={(vendor) => set({ vendor, classify: undefined })}
            choices={[
              { value: undefined as string | undefined, label: t('games.allVendors') },
            ].concat(
              vendors.map((v) => ({ value: v.vassalage, label: v.displayName || v.vassalage })),
            )}
          />
        </section>
        {slots && (
          <section>
            <h3>{t('games.gameType')}</h3>
            <ChoiceChips
              testIdPrefix="filter-classify"
              value={draft.classify}
              onChange={(classify) => set({ classify })}
              choices={classifyChoices}
            />
          </section>
        )}
        {slots && (
          <section>
            <h3>{t('games.minBet')}</h3>
            <ChoiceChips
              testIdPrefix="filter-minbet"
              value={draft.minBet}
              onChange={(minBet) => set({ minBet })}
              choices={[{ value: undefined as number | undefined, label: t('games.any') }].concat(
                MIN_BET_OPTIONS.map((bet) => ({ value: bet, label: String(bet) })),
              )}
            />
          </section>
        )}
        <Actions>
          <Button variant="secondary" block onClick={() => setDraft({})} data-testid="filter-reset">
            {t('games.reset')}
          </Button>
          <Button block onClick={() => onApply(draft)} data-testid="filter-submit">
            {t('games.submit')}
          </Button>
        </Actions>
        {others.length > 0 && (
          <section>
            <h3>{t('games.otherCategories')}</h3>
            <Links>
              {others.map((category) => (
                <Link
                  key={category.id}
                  to={categoryLink(category, lotteryPrizeMode(sorting))}
                  onClick={onClose}
                >
                  {t(`games.categories.${category.id}`, { defaultValue: category.id })}
                </Link>
              ))}
            </Links>
          </section>
        )}
      </Body>
    </Drawer>
  );
}
