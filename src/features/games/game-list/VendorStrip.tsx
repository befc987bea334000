import 'swiper/css';

import styled from 'styled-components';
import { Swiper, SwiperSlide } from 'swiper/react';

import type { Vendor } from '../../../entities/games/types';
import { useTranslation } from '../../../lib/i18n';

/** Spec §9 "Vendor strip": 4 slides per view. */
const SLIDES_PER_VIEW = 4;

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

const Strip = styled.div`
  padding: 4px 12px 8px;
`;

interface VendorStripProps {
  vendors: readonly Vendor[];
  selected?: string;
  onSelect(vendor?: string): void;
}

/** "All" then each vendor, 4 per view, swipeable when there is more than one vendor. */
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
      <Swiper slidesPerView={SLIDES_PER_VIEW} spaceBetween={8} allowTouchMove={vendors.length > 1}>
        {chips.map(({ code, label }) => (
          <SwiperSlide key={code ?? '*'}>
            <Chip
              type="button"
              $on={code === selected}
              aria-pressed={code === selected}
              data-testid={`vendor-${code ?? 'all'}`}
              onClick={() => onSelect(code)}
            >
              {label}
            </Chip>
          </SwiperSlide>
        ))}
      </Swiper>
    </Strip>
  );
}
