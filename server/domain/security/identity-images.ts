import type { IdentitySide } from '../../../contract/security';
import { decodeUploadedImage, type UploadedImage } from '../uploaded-image';
import { securityErrors } from './errors';

export { IDENTITY_SIDES, type IdentitySide } from '../../../contract/security';

const WHY = {
  base64: 'is not a base64 image',
  size: 'is larger than 5 MB',
  type: 'must be a PNG or JPG',
} as const;

/** Decodes one side of an identity check, or throws `kyc.image.invalid` naming the side. */
export function decodeImage(side: IdentitySide, raw: string): UploadedImage {
  const image = decodeUploadedImage(raw);
  if ('problem' in image) throw securityErrors.badImage(side, WHY[image.problem]);
  return image;
}
