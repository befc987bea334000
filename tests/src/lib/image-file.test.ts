import { describe, expect, it } from 'vitest';

import {
  checkImageFile,
  hasImageSignature,
  MAX_IMAGE_BYTES,
  readAsDataUrl,
} from '../../../src/lib/image-file';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A file of `size` bytes starting with `head`, declared as `type`. */
const file = (type: string, head: number[], size = head.length) => {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return new Blob([bytes], { type });
};

describe('image files before upload (spec §5)', () => {
  it('accepts png and jpg up to 5 MB', async () => {
    expect(await checkImageFile(file('image/png', PNG_HEAD))).toBeNull();
    expect(
      await checkImageFile(file('image/jpeg', [0xff, 0xd8, 0xff, 0xe0], MAX_IMAGE_BYTES)),
    ).toBeNull();
  });

  it('names the problem: another declared type, too large, or bytes that are not an image', async () => {
    expect(await checkImageFile(file('image/gif', [0x47, 0x49, 0x46, 0x38]))).toBe('type');
    expect(await checkImageFile(file('image/png', PNG_HEAD, MAX_IMAGE_BYTES + 1))).toBe('size');
    expect(await checkImageFile(file('image/png', [0x47, 0x49, 0x46, 0x38]))).toBe('type');
    expect(await checkImageFile(file('image/png', PNG_HEAD, 200), 100)).toBe('size');
  });

  it('trusts the bytes, not the name', () => {
    expect(hasImageSignature(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d]))).toBe(true);
    expect(hasImageSignature(new Uint8Array([0xff, 0xd8, 0xff, 0xe1]))).toBe(true);
    expect(hasImageSignature(new Uint8Array([0x47, 0x49, 0x46, 0x38]))).toBe(false);
  });

  it('reads a file as a data URL', async () => {
    expect(await readAsDataUrl(file('image/png', [0x89, 0x50, 0x4e, 0x47]))).toBe(
      'data:image/png;base64,iVBORw==',
    );
  });
});
