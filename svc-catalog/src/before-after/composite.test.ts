import type { DetectedFace } from '@studio/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { FACE_PHOTOS, facePhoto, posterImage, productImage, roomImage } from '../faces/testing.ts';
import { beforeAfterOf, facesPaired, saysBeforeAfter } from './composite.ts';
import { joined, portraitImage } from './testing.ts';

/** The face of a portrait of testing.ts as the detector boxes it, placed in a part of the image. */
const faceIn = (x: number, y: number, width: number, height: number): DetectedFace => ({
  x,
  y,
  width,
  height,
  score: 0.9,
});

describe('before/after composites', () => {
  it('finds two photos joined side by side or one above the other at a seam, with no words or faces', async () => {
    const [before, after] = [await portraitImage(), await portraitImage({ after: true })];
    const read = { text: null, faces: [] };
    expect(await beforeAfterOf(await joined(before, after, 'side-by-side', 6), read)).toEqual({
      split: 'side-by-side',
      signs: ['seam'],
    });
    expect(await beforeAfterOf(await joined(before, after, 'one-above-other'), read)).toEqual({
      split: 'one-above-other',
      signs: ['seam'],
    });
  });

  it('finds a join without a seam by its two faces and the words «πριν» and «μετά»', async () => {
    // The same backdrop on both sides: nothing changes at the join.
    const image = await joined(await portraitImage(), await portraitImage({ after: true }), 'side-by-side');
    const faces = [faceIn(0.12, 0.2, 0.23, 0.55), faceIn(0.62, 0.21, 0.22, 0.54)];
    expect(await beforeAfterOf(image, { text: 'ΠΡΙΝ ΜΕΤΑ', faces })).toEqual({
      split: 'side-by-side',
      signs: ['words', 'faces'],
    });
    // Two people side by side, or the words on a poster, are not a composite by themselves.
    expect(await beforeAfterOf(image, { text: null, faces })).toBeNull();
    expect(await beforeAfterOf(image, { text: 'Πριν και μετά', faces: [faces[0]!] })).toBeNull();
  });

  it('flags no single portrait, product shot, text poster, room or group photograph', async () => {
    const portrait = await portraitImage();
    const wide = await sharp(portrait)
      .resize(480, 240, { fit: 'contain', background: '#c9d6df' })
      .png()
      .toBuffer();
    const drawn: { name: string; image: Buffer | Promise<Buffer>; faces?: DetectedFace[] }[] = [
      { name: 'portrait', image: portrait, faces: [faceIn(0.27, 0.2, 0.46, 0.55)] },
      { name: 'wide portrait', image: wide, faces: [faceIn(0.39, 0.2, 0.23, 0.55)] },
      ...[1, 2, 3, 4, 5, 6, 7, 8].map((seed) => ({ name: `product ${seed}`, image: productImage(seed) })),
      ...[1, 2, 3].map((seed) => ({ name: `poster ${seed}`, image: posterImage(seed) })),
      ...[1, 2, 3].map((seed) => ({ name: `room ${seed}`, image: roomImage(seed) })),
      ...FACE_PHOTOS.map(({ file }) => ({ name: file, image: facePhoto(file) })),
    ];
    const flagged: string[] = [];
    for (const { name, image, faces = [] } of drawn)
      if (await beforeAfterOf(await image, { text: 'Serum 30 ml', faces })) flagged.push(name);
    expect(flagged).toEqual([]);
  });

  it('reads before/after wording in any case or accent, and not «πριν» alone', () => {
    expect(saysBeforeAfter('ΠΡΙΝ   Μετά')).toBe(true);
    expect(saysBeforeAfter('Before 3 sessions after')).toBe(true);
    expect(saysBeforeAfter('πριν/μετά')).toBe(true);
    expect(saysBeforeAfter('Εφαρμόστε πριν την έκθεση στον ήλιο')).toBe(false);
    expect(saysBeforeAfter(null)).toBe(false);
  });

  it('pairs two faces only one in each half, of a similar size and height', () => {
    const left = faceIn(0.1, 0.2, 0.25, 0.4);
    expect(facesPaired([left, faceIn(0.6, 0.25, 0.25, 0.38)], 'side-by-side')).toBe(true);
    expect(facesPaired([left, faceIn(0.6, 0.25, 0.25, 0.38)], 'one-above-other')).toBe(false);
    // Both on one side, one much smaller, one far lower, or a third face.
    expect(facesPaired([left, faceIn(0.3, 0.2, 0.15, 0.4)], 'side-by-side')).toBe(false);
    expect(facesPaired([left, faceIn(0.6, 0.2, 0.1, 0.15)], 'side-by-side')).toBe(false);
    expect(facesPaired([left, faceIn(0.6, 0.6, 0.25, 0.4)], 'side-by-side')).toBe(false);
    expect(facesPaired([left, faceIn(0.6, 0.2, 0.25, 0.4), faceIn(0.4, 0.1, 0.1, 0.1)], 'side-by-side')).toBe(
      false,
    );
  });
});
