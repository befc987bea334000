import { encode } from 'uqr';

/** `text` as a QR code (error correction M, 4-module quiet zone) in a scalable SVG document. */
export function qrSvg(text: string): string {
  const { size, data } = encode(text, { ecc: 'M', border: 4 });
  const path = data.flatMap((line, row) =>
    line.flatMap((dark, column) => (dark ? [`M${column} ${row}h1v1h-1z`] : [])),
  );
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="#fff"/><path fill="#000" d="${path.join('')}"/></svg>`
  );
}

/** The SVG as a `data:` URL for an `<img src>`. */
export function qrDataUrl(text: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(qrSvg(text)).toString('base64')}`;
}
