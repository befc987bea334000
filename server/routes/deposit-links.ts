import type { FastifyRequest } from 'fastify';

import { payTokenFor } from '../domain/deposit';
import { qrDataUrl } from '../domain/qr';

/** The payment page of a deposit, as a path on the reference server. */
export function payUrlOf(key: Buffer, id: number, lang?: string): string {
  return `/pay/${payTokenFor(key, id)}${lang ? `?lang=${lang}` : ''}`;
}

/** A QR code (SVG data URL) of the payment page's absolute URL, for a phone to scan. */
export function qrImageOf(request: FastifyRequest, path: string): string {
  return qrDataUrl(`${request.protocol}://${request.host}${path}`);
}
