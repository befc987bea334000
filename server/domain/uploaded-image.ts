/** Largest decoded image (spec §5 and §9: activity and verification images are png or jpg, ≤ 5 MB). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Base64 of the largest image plus a data-URL prefix: the bound for one image field of a body. */
export const MAX_IMAGE_TEXT = Math.ceil(MAX_IMAGE_BYTES / 3) * 4 + 64;

export interface UploadedImage {
  contentType: 'image/png' | 'image/jpeg';
  bytes: Buffer;
}

/** Why an upload is not an acceptable image. */
export type ImageProblem = 'base64' | 'size' | 'type';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const DATA_URL = /^data:[\w/+.-]*;base64,/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The type the bytes say they are (never the file name or the declared type). */
function sniff(bytes: Buffer): UploadedImage['contentType'] | null {
  if (bytes.subarray(0, PNG.length).equals(PNG)) return 'image/png';
  if (bytes.subarray(0, JPEG.length).equals(JPEG)) return 'image/jpeg';
  return null;
}

/** Decodes an uploaded image (base64, optionally a data URL): png or jpg by magic bytes, ≤ 5 MB. */
export function decodeUploadedImage(raw: string): UploadedImage | { problem: ImageProblem } {
  const text = raw.trim().replace(DATA_URL, '').replace(/\s+/g, '');
  if (!text || text.length % 4 !== 0 || !BASE64.test(text)) return { problem: 'base64' };
  const bytes = Buffer.from(text, 'base64');
  if (bytes.length > MAX_IMAGE_BYTES) return { problem: 'size' };
  const contentType = sniff(bytes);
  return contentType ? { contentType, bytes } : { problem: 'type' };
}
