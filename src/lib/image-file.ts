/** Largest image the platform accepts (spec §5: png or jpg, ≤ 5 MB). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const TYPES = new Set(['image/png', 'image/jpeg']);
const PNG = [0x89, 0x50, 0x4e, 0x47];
const JPEG = [0xff, 0xd8, 0xff];

export type ImageProblem = 'type' | 'size';

/** True when the first bytes are a PNG or JPEG signature (a file name or declared type can lie). */
export function hasImageSignature(bytes: Uint8Array): boolean {
  const starts = (magic: number[]) => magic.every((byte, at) => bytes[at] === byte);
  return starts(PNG) || starts(JPEG);
}

/** Why a picked file cannot be sent: its declared type, its size, then its first bytes; null when it can. */
export async function checkImageFile(
  file: Blob,
  maxBytes = MAX_IMAGE_BYTES,
): Promise<ImageProblem | null> {
  if (!TYPES.has(file.type)) return 'type';
  if (file.size > maxBytes) return 'size';
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  return hasImageSignature(head) ? null : 'type';
}

/** The file as a `data:` URL: the preview and the upload body both use it. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}
