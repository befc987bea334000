import { useEffect, useRef } from 'react';
import styled from 'styled-components';

import { useTranslation } from '../../../lib/i18n';
import type { ClubLevel } from '../../../../contract/club';

// Native scroll snapping swipes well on phones; a carousel library would add weight for nothing.
const Strip = styled.div`
  display: flex;
  gap: 8px;
  padding: 4px 12px 12px;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
`;

const Chip = styled.button<{ $selected: boolean; $reached: boolean }>`
  flex: 0 0 28%;
  scroll-snap-align: center;
  display: grid;
  gap: 2px;
  justify-items: center;
  min-height: 64px;
  padding: 8px 4px;
  border: 2px solid
    ${({ theme, $selected }) => ($selected ? theme.palette.primary : theme.palette.border)};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme, $reached }) => ($reached ? theme.palette.primarySoft : theme.palette.surface)};
  color: ${({ theme }) => theme.palette.text};
  font: inherit;
  strong {
    font-size: 1rem;
  }
  small {
    color: ${({ theme }) => theme.palette.textMuted};
    font-size: 0.7rem;
  }
`;

interface LevelStripProps {
  levels: readonly ClubLevel[];
  current: number;
  selected: number;
  onSelect(level: number): void;
}

/** The ladder as a swipeable row; the chosen level's benefits show below it. */
export function LevelStrip({ levels, current, selected, onSelect }: LevelStripProps) {
  const { t } = useTranslation('club');
  const strip = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const chip = strip.current?.querySelector<HTMLElement>(`[data-level="${selected}"]`);
    chip?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [selected]);
  return (
    <Strip ref={strip} role="tablist" aria-label={t('benefits.levels')} data-testid="club-levels">
      {levels.map((level) => (
        <Chip
          key={level.level}
          role="tab"
          aria-selected={level.level === selected}
          $selected={level.level === selected}
          $reached={level.level <= current}
          data-level={level.level}
          data-testid={`club-level-${level.level}`}
          onClick={() => onSelect(level.level)}
        >
          <strong>{level.levelName}</strong>
          {level.level === current && <small>{t('benefits.yours')}</small>}
        </Chip>
      ))}
    </Strip>
  );
}
