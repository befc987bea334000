import styled from 'styled-components';

import { TileImage } from './TileImage';
import type { Vendor } from './types';
import { useOpenVendor } from './use-open-vendor';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: 10px;
  padding: 8px 12px;
`;

const Tile = styled.button`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 6px;
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.palette.surface};
  color: ${({ theme }) => theme.palette.text};
  font: inherit;
  font-size: 0.85rem;
  font-weight: 600;
  cursor: pointer;
`;

export interface VendorTilesProps {
  vendors: readonly Vendor[];
  /** The menu category the vendors belong to (SPORTS, ESPORTS, ELOTT, …). */
  category: string;
}

/** A category's vendors as tiles; tapping one launches it or opens its game list. */
export function VendorTiles({ vendors, category }: VendorTilesProps) {
  const open = useOpenVendor();
  return (
    <Grid data-testid="vendor-tiles">
      {vendors.map((vendor) => {
        const name = vendor.displayName || vendor.vassalage;
        return (
          <Tile
            key={`${vendor.gameType}-${vendor.vassalage}`}
            type="button"
            data-testid="vendor-tile"
            data-vendor={vendor.vassalage}
            onClick={() => void open(vendor, category)}
          >
            <TileImage src={vendor.mobileSmallIcon} alt={name} width={240} height={120} />
            <span>{name}</span>
          </Tile>
        );
      })}
    </Grid>
  );
}
