// The face detector's own process (see faces.ts), plain JavaScript so the built services fork it as it
// is: @vladmandic/face-api's SSD MobileNet v1 face detector, its weights read from the package's own
// model folder in node_modules, on TensorFlow.js' WebAssembly backend (its .wasm files from the
// @tensorflow/tfjs-backend-wasm package: no native build, no GPU, nothing fetched), and sharp to draw the
// image. Everything it allocates goes back to the system when it exits.
// Messages: { id, bytes } in; { id, width, height, faces } or { id, error, unreadable } out (`faces`:
// each face's box as fractions of the image's width and height, and the detector's confidence, 0–1).
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';

const require = createRequire(import.meta.url);
// face-api's Node build for the WebAssembly backend requires these two by name.
const tf = require('@tensorflow/tfjs');
require('@tensorflow/tfjs-backend-wasm');
const faceapi = require('@vladmandic/face-api/dist/face-api.node-wasm.js');

const MODEL_DIR = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'model');
/** The detector looks at 512×512 pixels; a larger copy only costs decoding. */
const MAX_SIDE = 640;
/** Faces the detector is less sure of than this are not counted (measured: see bench/faces.ts). */
const MIN_CONFIDENCE = 0.5;

sharp.concurrency(1);
sharp.cache(false);

async function startDetector() {
  // In Node the backend reads its .wasm from its own package folder (no fetch, as no path is set).
  await tf.setBackend('wasm');
  await tf.ready();
  await faceapi.nets.ssdMobilenetv1.loadFromDisk(MODEL_DIR);
  return new faceapi.SsdMobilenetv1Options({ minConfidence: MIN_CONFIDENCE, maxResults: 50 });
}

/** The image upright (its EXIF turn applied), on white, at most MAX_SIDE a side, as RGB pixels; null for no image. */
async function pixelsOf(bytes) {
  try {
    return await sharp(bytes)
      .rotate()
      .flatten({ background: '#ffffff' })
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    return null;
  }
}

const round = (n) => Math.round(n * 1000) / 1000;

async function detect({ data, info }) {
  const options = await detector;
  const tensor = tf.tensor3d(data, [info.height, info.width, 3], 'int32');
  try {
    const found = await faceapi.detectAllFaces(tensor, options);
    return found.map(({ score, box }) => ({
      x: round(box.x / info.width),
      y: round(box.y / info.height),
      width: round(box.width / info.width),
      height: round(box.height / info.height),
      score: round(score),
    }));
  } finally {
    tf.dispose(tensor);
  }
}

const detector = startDetector();
let queue = Promise.resolve();

process.on('message', ({ id, bytes }) => {
  queue = queue.then(async () => {
    try {
      const pixels = await pixelsOf(Buffer.from(bytes));
      if (!pixels) {
        process.send({ id, error: 'the image cannot be drawn', unreadable: true });
        return;
      }
      const faces = await detect(pixels);
      process.send({ id, width: pixels.info.width, height: pixels.info.height, faces });
    } catch (error) {
      process.send({ id, error: String(error?.message ?? error), unreadable: false });
    }
  });
});
process.on('disconnect', () => process.exit(0));
