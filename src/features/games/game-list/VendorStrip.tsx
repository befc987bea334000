import styled from 'styled-components';

import type { Vendor } from '../../../entities/games/types';
import { useTranslation } from '../../../lib/i18n';
import { VENDOR_STRIP } from './list-state';

const { perView, gapPx } = VENDOR_STRIP;

const Chip = styled.button<{ $on: boolean }>`
  width: 100%;
  min-height: 40px;
  padding: 0 4px;
  border: 1px solid ${({ theme, $on }) => ($on ? theme.palette.primary : theme.palette.border)};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme, $on }) => ($on ? theme.palette.primary : theme.palette.surface)};
  color: ${({ theme, $on }) => ($on ? theme.palette.primaryText : theme.palette.text)};
  font: inherit;
  font-size: 0.75rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/**
 * A row the browser scrolls itself, snapping to a chip: four in view, swipeable when there are more.
 * Swiper did the same with 24 kB of code and a forced layout in the list's first commit (issue 20).
 */
const Strip = styled.div`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: calc((100% - ${(perView - 1) * gapPx}px) / ${perView});
  gap: ${gapPx}px;
  padding: 4px 12px 8px;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  scroll-padding-inline: 12px;
  scrollbar-width: none;
  > * {
    scroll-snap-align: start;
  }
`;

interface VendorStripProps {
  vendors: readonly Vendor[];
  selected?: string;
  onSelect(vendor?: string): void;
}

/** "All" then each vendor, 4 per view, swipeable when they do not all fit. */
export function VendorStrip({ vendors, selected, onSelect }: VendorStripProps) {
  const { t } = useTranslation('shell');
  const chips: { code?: string; label: string }[] = [
    { label: t('games.allVendors') },
    ...vendors.map((vendor) => ({
      code: vendor.vassalage,
      label: vendor.displayName || vendor.vassalage,
    })),
  ];
  return (
    <Strip data-testid="vendor-strip">
      {chips.map(({ code, label }) => (
        <Chip
          key={code ?? '*'}
          type="button"
          $on={code === selected}
          aria-pressed={code === selected}
          data-testid={`vendor-${code ?? 'all'}`}
          onClick={() => onSelect(code)}
        >
          {label}
        </Chip>
      ))}
    </Strip>
  );
}
