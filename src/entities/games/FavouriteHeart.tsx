import styled from 'styled-components';

// No props in the styles: one class for every tile, not a style computed per tile and state.
const Heart = styled.button`
  position: absolute;
  top: 2px;
  inset-inline-end: 2px;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.palette.surface};
  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.palette.danger};
  }
  filter: drop-shadow(0 0 2px rgba(0, 0, 0, 0.6));
  svg {
    width: 22px;
    height: 22px;
  }
`;

const PATH =
  'M12 21s-7.5-4.6-9.6-9.2C1 8.6 3 5 6.5 5c2 0 3.5 1.1 4.3 2.6h2.4C14 6.1 15.5 5 17.5 5 21 5 23 8.6 21.6 11.8 19.5 16.4 12 21 12 21z';

export interface FavouriteHeartProps {
  on: boolean;
  /** What a tap does ("Add to favourites" / "Remove from favourites"), named by the grid. */
  label: string;
  onToggle(): void;
}

/**
 * The favourite toggle on a game tile. It takes its label rather than the texts: a grid mounts a
 * page of tiles at once, and one translation hook per tile was most of that work.
 */
export function FavouriteHeart({ on, label, onToggle }: FavouriteHeartProps) {
  return (
    <Heart
      type="button"
      aria-pressed={on}
      aria-label={label}
      data-testid="favourite-toggle"
      onClick={(event) => {
        event.stopPropagation();
        onToggle();
      }}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d={PATH} fill={on ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" />
      </svg>
    </Heart>
  );
}
