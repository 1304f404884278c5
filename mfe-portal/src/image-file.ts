import { IMAGE_UPLOAD_MAX_BYTES } from '@studio/contracts';
import { errorMessage, HttpError } from '@studio/web';

/** The image types the catalogue and the media library store (SVG is refused: it can carry scripts). */
const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];

const megabytes = (bytes: number) =>
  `${new Intl.NumberFormat('el-GR', { maximumFractionDigits: 1 }).format(bytes / (1024 * 1024))} MB`;

export const imageFileTexts = {
  notAnImage: (name: string) =>
    `Το αρχείο «${name}» δεν είναι φωτογραφία. Επιλέξτε εικόνα JPEG, PNG, WebP, GIF ή AVIF.`,
  tooLarge: (bytes: number) =>
    `Η φωτογραφία είναι ${megabytes(bytes)}· το όριο είναι ${megabytes(IMAGE_UPLOAD_MAX_BYTES)}.`,
  serverTooLarge: `Η φωτογραφία ξεπερνά το όριο των ${megabytes(IMAGE_UPLOAD_MAX_BYTES)}.`,
  serverNotAnImage: 'Το αρχείο δεν είναι φωτογραφία. Επιλέξτε εικόνα JPEG, PNG, WebP, GIF ή AVIF.',
};

/**
 * Why a chosen file cannot be uploaded, in Greek, before anything is sent; null when it can. The
 * server checks the bytes again (a name or a type says nothing the sender cannot fake).
 */
export function imageFileProblem(file: File): string | null {
  if (!ACCEPTED_TYPES.includes(file.type)) return imageFileTexts.notAnImage(file.name);
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) return imageFileTexts.tooLarge(file.size);
  return null;
}

/** An upload's failure in Greek: the size and type refusals the server answers in English, translated. */
export function uploadErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof HttpError && error.status === 413) return imageFileTexts.serverTooLarge;
  if (error instanceof HttpError && error.status === 415) return imageFileTexts.serverNotAnImage;
  return errorMessage(error, fallback);
}
