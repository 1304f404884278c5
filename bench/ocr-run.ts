/**
 * Figure 7b's measurement: the offline OCR of svc-catalog (one engine, as OCR_CONCURRENCY=1 runs it)
 * reading posters of Greek and English text. The engine is a process of its own: its resident memory and
 * CPU are read from /proc (Linux), and so is this process's, which hosts it as the service does.
 * Prints one JSON line.
 */
import { createOcr } from '@studio/svc-catalog/ocr';
import sharp from 'sharp';
import { rssMb, usageOf } from './process-usage.ts';

const POSTERS = [
  ['BOTOX', '-20% Νοέμβριο'],
  ['Λάμψη χωρίς ρυτίδες', 'Κλείστε ραντεβού'],
  ['Hyaluronic Serum', 'Ενυδάτωση σε βάθος'],
  ['Πριν και μετά', 'Αποτελέσματα'],
  ['Laser αποτρίχωση', 'Ανώδυνη θεραπεία'],
  ['Vitamin C', 'Ομοιόμορφος τόνος'],
];
const ROUNDS = 3;

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** A 1200×800 poster: a soft background, a headline and a second line, as a clinic's offer looks. */
const poster = (lines: string[]) =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fdf4f4"/><stop offset="1" stop-color="#f4d3d8"/></linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/>
      <circle cx="1000" cy="620" r="150" fill="#c97886" opacity="0.35"/>
      <text x="80" y="300" font-size="96" font-family="sans-serif" font-weight="bold" fill="#3a2230">${xml(lines[0]!)}</text>
      <text x="80" y="460" font-size="70" font-family="sans-serif" fill="#3a2230">${xml(lines[1]!)}</text>
    </svg>`),
  )
    .jpeg({ quality: 85 })
    .toBuffer();

const images = await Promise.all(POSTERS.map(poster));
// The same posters turned sideways and upside down: read unsure upright, then tried at the other turns.
const turned = await Promise.all(
  images.flatMap((image, i) =>
    [90, 180, 270].map(async (turn) => ({
      i,
      turn,
      bytes: await sharp(image).rotate(turn).jpeg().toBuffer(),
    })),
  ),
);

const baseline = rssMb();
let peak = 0;
let hostPeak = 0;
const ocr = createOcr({ idleMs: 500 });
const sampler = setInterval(() => {
  peak = Math.max(peak, rssMb());
  const host = ocr.pid ? usageOf(ocr.pid) : null;
  if (host) hostPeak = Math.max(hostPeak, host.rss);
}, 20);

const startAt = performance.now();
const first = await ocr.read(images[0]!);
const startMs = performance.now() - startAt;

const cpuBefore = usageOf(ocr.pid!)!.cpu;
const began = performance.now();
let right = 0;
for (let round = 0; round < ROUNDS; round++) {
  for (const [i, image] of images.entries()) {
    const text = (await ocr.read(image)) ?? '';
    if (round === 0 && POSTERS[i]!.every((line) => text.includes(line))) right += 1;
  }
}
const seconds = (performance.now() - began) / 1000;
const cpuSeconds = usageOf(ocr.pid!)!.cpu - cpuBefore;
const withEngine = rssMb();

const turnedCpuBefore = usageOf(ocr.pid!)!.cpu;
let turnedRight = 0;
for (const { i, bytes } of turned) {
  const { text } = await ocr.look(bytes);
  if (POSTERS[i]!.every((line) => (text ?? '').includes(line))) turnedRight += 1;
}
const turnedCpuSeconds = usageOf(ocr.pid!)!.cpu - turnedCpuBefore;

// Idle: the engine ends by itself after OCR_IDLE_MS.
await new Promise<void>((resolve) => {
  const check = setInterval(() => {
    if (!ocr.running) {
      clearInterval(check);
      resolve();
    }
  }, 50);
});
// The host's memory read once it has settled: three readings 50 ms apart within 1 MB (5 s at most).
await new Promise<void>((resolve) => {
  const readings: number[] = [];
  const started = performance.now();
  const check = setInterval(() => {
    readings.push(rssMb());
    const last = readings.slice(-3);
    const settled = last.length === 3 && Math.max(...last) - Math.min(...last) < 1;
    if (settled || performance.now() - started > 5_000) {
      clearInterval(check);
      resolve();
    }
  }, 50);
});
clearInterval(sampler);
const read = ROUNDS * images.length;
console.log(
  JSON.stringify({
    images: read,
    seconds,
    cpuSeconds,
    turnedImages: turned.length,
    turnedCpuSeconds,
    turnedRight,
    startMs,
    firstText: first,
    right,
    posters: POSTERS.length,
    baselineMb: baseline,
    peakMb: peak,
    withEngineMb: withEngine,
    afterIdleMb: rssMb(),
    enginePeakMb: hostPeak,
    engineAfterIdle: ocr.pid === undefined ? 'ended' : 'running',
  }),
);
