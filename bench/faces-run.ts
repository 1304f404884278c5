/**
 * Figure 7e's measurement: svc-catalog's offline face detector (one, as OCR_CONCURRENCY=1 runs one beside
 * its OCR engine) on @vladmandic/face-api's demo photographs of groups and on 100 drawn product shots,
 * 10 text posters and 10 rooms (svc-catalog/src/faces/testing.ts). The detector is a process of its
 * own: its resident memory and CPU are read from /proc (Linux), and so is this process's, which hosts it
 * as the service does. Prints one JSON line.
 */
import { createFaceDetector } from '@studio/svc-catalog/faces';
import {
  FACE_PHOTOS,
  facePhoto,
  posterImage,
  productImage,
  roomImage,
} from '@studio/svc-catalog/faces/testing';
import { rssMb, usageOf } from './process-usage.ts';

const PRODUCTS = 100;
const OTHERS = 10;

const photos = await Promise.all(FACE_PHOTOS.map(async (p) => ({ ...p, bytes: await facePhoto(p.file) })));
const products = await Promise.all(Array.from({ length: PRODUCTS }, (_, i) => productImage(i + 1)));
const others = await Promise.all(
  Array.from({ length: OTHERS }, (_, i) => [posterImage(i + 1), roomImage(i + 1)]).flat(),
);

const baseline = rssMb();
let detectorPeak = 0;
const faces = createFaceDetector({ idleMs: 500 });
const sampler = setInterval(() => {
  const host = faces.pid ? usageOf(faces.pid) : null;
  if (host) detectorPeak = Math.max(detectorPeak, host.rss);
}, 20);

const startAt = performance.now();
await faces.find(photos[0]!.bytes);
const startMs = performance.now() - startAt;

const cpuBefore = usageOf(faces.pid!)!.cpu;
const began = performance.now();
let facesFound = 0;
let people = 0;
for (const photo of photos) {
  facesFound += (await faces.find(photo.bytes)).length;
  people += photo.faces;
}
let productsWithFaces = 0;
for (const image of products) if ((await faces.find(image)).length > 0) productsWithFaces += 1;
let othersWithFaces = 0;
for (const image of others) if ((await faces.find(image)).length > 0) othersWithFaces += 1;
const seconds = (performance.now() - began) / 1000;
const cpuSeconds = usageOf(faces.pid!)!.cpu - cpuBefore;
const idleBefore = rssMb();

await new Promise<void>((resolve) => {
  const check = setInterval(() => {
    if (!faces.running) {
      clearInterval(check);
      resolve();
    }
  }, 50);
});
clearInterval(sampler);
console.log(
  JSON.stringify({
    images: photos.length + products.length + others.length,
    seconds,
    cpuSeconds,
    startMs,
    facesFound,
    people,
    photos: photos.length,
    products: products.length,
    productsWithFaces,
    others: others.length,
    othersWithFaces,
    baselineMb: baseline,
    hostMb: idleBefore,
    afterIdleMb: rssMb(),
    detectorPeakMb: detectorPeak,
    detectorAfterIdle: faces.pid === undefined ? 'ended' : 'running',
  }),
);
