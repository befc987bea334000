import { AccountError } from '../account-errors';
import { decodeUploadedImage, MAX_IMAGE_BYTES } from '../uploaded-image';

/** Spec §5 / §9: activity apply. */
export const COMMENT_MAX = 140;
export const IMAGES_MAX = 3;
export const IMAGE_MAX_BYTES = MAX_IMAGE_BYTES;

export interface ApplicationImage {
  mime: 'image/png' | 'image/jpeg';
  data: Buffer;
}

const applyError = (code: string, message: string, value: unknown = null) =>
  new AccountError(code, message, value);

const IMAGE_ERRORS = {
  base64: ['apply.image.invalid', 'The image is not valid base64.'],
  size: ['apply.image.too.large', 'Each image may be at most 5 MB.'],
  type: ['apply.image.type', 'Images must be PNG or JPG.'],
} as const;

/** Checks the comment and images of an application; throws a business failure naming the problem. */
export function checkApplication(comment: string, images: string[]): ApplicationImage[] {
  if ([...comment].length > COMMENT_MAX)
    throw applyError(
      'apply.comment.too.long',
      `The comment may have at most ${COMMENT_MAX} characters.`,
    );
  if (images.length > IMAGES_MAX)
    throw applyError('apply.too.many.images', `At most ${IMAGES_MAX} images may be attached.`);
  return images.map((text, index) => {
    const image = decodeUploadedImage(text);
    if ('problem' in image) {
      const [code, message] = IMAGE_ERRORS[image.problem];
      throw applyError(code, message, { index });
    }
    return { mime: image.contentType, data: image.bytes };
  });
}
