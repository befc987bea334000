import { useState } from 'react';
import styled from 'styled-components';

const Frame = styled.span<{ $ratio: string }>`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  aspect-ratio: ${({ $ratio }) => $ratio};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.palette.primarySoft};
  color: ${({ theme }) => theme.palette.textMuted};
  font-weight: 700;
  font-size: 1.4rem;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

interface TileImageProps {
  src: string;
  alt: string;
  /** Intrinsic size, so the browser reserves the box before the picture arrives. */
  width: number;
  height: number;
  /** On the first screen: loads with the page, not once layout finds it near the screen. */
  eager?: boolean;
}

/** A lazily loaded picture in a fixed-ratio box; a broken or missing picture leaves the initial. */
export function TileImage({ src, alt, width, height, eager = false }: TileImageProps) {
  const [broken, setBroken] = useState(false);
  return (
    <Frame $ratio={`${width} / ${height}`} data-testid="tile-image">
      {src && !broken ? (
        <img
          src={src}
          alt={alt}
          width={width}
          height={height}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setBroken(true)}
        />
      ) : (
        <span aria-hidden="true">{alt.trim().charAt(0).toUpperCase()}</span>
      )}
    </Frame>
  );
}
