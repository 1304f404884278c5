import { IMAGE_UPLOAD_MAX_BYTES } from '@studio/contracts';

const megabytes = Math.round(IMAGE_UPLOAD_MAX_BYTES / (1024 * 1024));

/** The hint under the image input. */
export const imageFileHint = `JPEG or PNG suggested, up to ${megabytes} MB.`;

/**
 * Why a chosen file cannot be the product image, checked before it is sent; null when it may go.
 * The server checks the bytes themselves, this only spares a pointless upload.
 */
export function imageFileError(file: File): string | null {
  if (file.type !== '' && !file.type.startsWith('image/')) return 'Choose an image file (JPEG or PNG).';
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) return `The image must be at most ${megabytes} MB.`;
  return null;
}
