/**
 * A copy of an image with the faces the detector found made unrecognisable: each face's box, widened
 * to take in hair and chin, is pixelated and blurred (sharp). The image is drawn upright first, as the
 * detector saw it (its boxes are fractions of the upright image), and the copy is a JPEG without the
 * original's metadata (no EXIF: no camera, place or time). The original's bytes are not touched.
 */
import type { DetectedFace } from '@studio/contracts';
import sharp from 'sharp';

/** How much wider and taller than the detector's box the blurred patch is (the box hugs the features). */
const MARGIN = 0.3;
/** Across a face, this many blocks before the blur: nothing of its features survives. */
const BLOCKS = 6;

type Patch = { left: number; top: number; width: number; height: number };

/** A face's box widened by MARGIN on each side, in pixels, inside the image. */
function patchOf(face: DetectedFace, width: number, height: number): Patch | null {
  const left = Math.max(0, Math.floor((face.x - face.width * MARGIN) * width));
  const top = Math.max(0, Math.floor((face.y - face.height * MARGIN) * height));
  const right = Math.min(width, Math.ceil((face.x + face.width * (1 + MARGIN)) * width));
  const bottom = Math.min(height, Math.ceil((face.y + face.height * (1 + MARGIN)) * height));
  return right - left < 2 || bottom - top < 2
    ? null
    : { left, top, width: right - left, height: bottom - top };
}

/** The face's patch of `upright` pixelated and blurred, to lay over it. */
async function hidden(upright: Buffer, patch: Patch): Promise<Buffer> {
  const blocks = await sharp(upright).extract(patch).resize(BLOCKS, BLOCKS, { fit: 'fill' }).toBuffer();
  return sharp(blocks)
    .resize(patch.width, patch.height, { fit: 'fill', kernel: 'nearest' })
    .blur(Math.max(2, Math.min(patch.width, patch.height) / 8))
    .png()
    .toBuffer();
}

/** The image with every face in `faces` hidden, as a JPEG. */
export async function blurFaces(bytes: Uint8Array, faces: readonly DetectedFace[]): Promise<Uint8Array> {
  const upright = await sharp(bytes).rotate().flatten({ background: '#ffffff' }).png().toBuffer();
  const { width = 0, height = 0 } = await sharp(upright).metadata();
  const layers = [];
  for (const face of faces) {
    const patch = patchOf(face, width, height);
    if (patch) layers.push({ input: await hidden(upright, patch), left: patch.left, top: patch.top });
  }
  return new Uint8Array(await sharp(upright).composite(layers).jpeg({ quality: 90 }).toBuffer());
}
