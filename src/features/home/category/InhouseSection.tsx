import { useState } from 'react';
import styled from 'styled-components';

import type { Vendor } from '../../../entities/games/types';
import { GameTypeSection } from './GameTypeSection';

const Strip = styled.div`
  display: flex;
  gap: 6px;
  padding: 8px 12px 0;
  overflow-x: auto;
  scrollbar-width: none;
`;

const Chip = styled.button<{ $active: boolean }>`
  flex: 0 0 auto;
  padding: 4px 12px;
  border: 1px solid
    ${({ theme, $active }) => ($active ? theme.palette.primary : theme.palette.border)};
  border-radius: 999px;
  background: ${({ theme }) => theme.palette.surface};
  color: ${({ theme, $active }) => ($active ? theme.palette.primary : theme.palette.text)};
  font: inherit;
  font-size: 0.8rem;
`;

/** INHOUSE: the slot-type list of the in-house games, filtered by vendor (vassalage). */
export function InhouseSection({ vendors }: { vendors: readonly Vendor[] }) {
  const [chosen, setChosen] = useState<string | undefined>();
  const vassalage = chosen ?? vendors[0]?.vassalage;
  return (
    <>
      {vendors.length > 1 && (
        <Strip>
          {vendors.map((vendor) => (
            <Chip
              key={vendor.vassalage}
              type="button"
              $active={vendor.vassalage === vassalage}
              aria-pressed={vendor.vassalage === vassalage}
              onClick={() => setChosen(vendor.vassalage)}
            >
              {vendor.displayName || vendor.vassalage}
            </Chip>
          ))}
        </Strip>
      )}
      <GameTypeSection gameType="INHOUSE" vassalage={vassalage} />
    </>
  );
}
