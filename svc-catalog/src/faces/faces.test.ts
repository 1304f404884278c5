import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createFaceDetector } from './faces.ts';
import { FACE_PHOTOS, facePhoto, posterImage, productImage, roomImage } from './testing.ts';

describe('offline face detection', () => {
  // One detector for the file: its model is loaded once.
  const faces = createFaceDetector({ idleMs: 500 });
  afterAll(() => faces.close());

  it('finds the faces in photographs of people, with boxes inside the image and the confidence', async () => {
    for (const { file, faces: people } of FACE_PHOTOS) {
      const found = await faces.find(await facePhoto(file));
      // Most of the people in each group, and never more faces than people.
      expect(found.length, file).toBeGreaterThanOrEqual(people - 2);
      expect(found.length, file).toBeLessThanOrEqual(people);
      for (const face of found) {
        expect(face.score).toBeGreaterThanOrEqual(0.5);
        expect(face.x).toBeGreaterThanOrEqual(0);
        expect(face.x + face.width).toBeLessThanOrEqual(1.01);
        expect(face.y + face.height).toBeLessThanOrEqual(1.01);
      }
    }
  });

  it('finds a face in a small, turned or cropped copy of a photograph', async () => {
    const photo = await facePhoto('sample1.jpg');
    const small = await sharp(photo).resize({ width: 320 }).jpeg().toBuffer();
    expect((await faces.find(small)).length).toBeGreaterThan(0);
    // An EXIF turn (a phone's portrait) is applied before looking.
    const exifTurned = await sharp(photo).rotate(90).withMetadata({ orientation: 8 }).jpeg().toBuffer();
    expect((await faces.find(exifTurned)).length).toBeGreaterThan(0);
  });

  // A sample of each kind (the detector takes about half a CPU-second an image): the benchmark
  // (bench/faces.ts) measures the rate on 100 product shots against the target of at most 2.
  it('invents no face in product shots, text posters or rooms', async () => {
    const withFaces: string[] = [];
    const drawn = [
      ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((seed) => ({
        name: `product ${seed}`,
        image: productImage(seed),
      })),
      ...[1, 2, 3, 4].map((seed) => ({ name: `poster ${seed}`, image: posterImage(seed) })),
      ...[1, 2, 3, 4].map((seed) => ({ name: `room ${seed}`, image: roomImage(seed) })),
    ];
    for (const { name, image } of drawn) if ((await faces.find(await image)).length > 0) withFaces.push(name);
    expect(withFaces).toEqual([]);
  }, 120_000);

  it('ends its process when idle and starts one again for the next image', async () => {
    await faces.find(await roomImage(1));
    expect(faces.running).toBe(true);
    await expect.poll(() => faces.running, { timeout: 5000 }).toBe(false);
    expect(await faces.find(await facePhoto('sample2.jpg'))).not.toEqual([]);
  });

  it("keeps one process through a held run of images (a video's frames), however long between them, and ends it after", async () => {
    const pids = await faces.holding(async () => {
      const seen: (number | undefined)[] = [];
      for (const seed of [2, 3]) {
        await faces.find(await roomImage(seed));
        seen.push(faces.pid);
        // Longer than its idle time: ffmpeg drawing the next frame.
        await new Promise((resolve) => setTimeout(resolve, 800));
      }
      return seen;
    });
    expect(pids[0]).toBeDefined();
    expect(pids[1]).toBe(pids[0]);
    expect(faces.running).toBe(true);
    await expect.poll(() => faces.running, { timeout: 5000 }).toBe(false);
  });

  it('refuses bytes that are no image as unreadable', async () => {
    await expect(faces.find(new TextEncoder().encode('not an image'))).rejects.toThrow('cannot be drawn');
  });
});
