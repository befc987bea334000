import { useMemo } from 'react';
import { encode } from 'uqr';

export interface QrCodeProps {
  value: string;
  /** Accessible name of the picture. */
  label: string;
  size?: number;
}

/** A QR code drawn locally as SVG (no image service sees the member's link). */
export function QrCode({ value, label, size = 168 }: QrCodeProps) {
  const path = useMemo(() => {
    const { data } = encode(value, { ecc: 'M', border: 2 });
    const cells = data.flatMap((row, y) =>
      row.flatMap((dark, x) => (dark ? [`M${x} ${y}h1v1h-1z`] : [])),
    );
    return { d: cells.join(''), modules: data.length };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${path.modules} ${path.modules}`}
      shapeRendering="crispEdges"
      data-testid="invite-qr"
      data-value={value}
    >
      {/* Always dark on white: scanners need the contrast whatever the theme. */}
      <rect width="100%" height="100%" fill="#fff" />
      <path d={path.d} fill="#000" />
    </svg>
  );
}
