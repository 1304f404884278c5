/**
 * Images for the face detector's tests and benchmark. With faces: the photographs of people that
 * @vladmandic/face-api ships in its package's demo folder (MIT licence, read from node_modules, not
 * copied). Without: products, text posters and rooms drawn with sharp from a seed (a bottle, jar, tube or
 * box with its label on a plain or graded background; lines of words; a wall, floor, window and furniture).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';

const require = createRequire(import.meta.url);
const DEMO = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'demo');

/** The demo photographs and how many faces a person counts in each (groups of two to five people). */
export const FACE_PHOTOS = [
  { file: 'sample1.jpg', faces: 3 },
  { file: 'sample2.jpg', faces: 3 },
  { file: 'sample3.jpg', faces: 3 },
  { file: 'sample4.jpg', faces: 4 },
  { file: 'sample5.jpg', faces: 5 },
  { file: 'sample6.jpg', faces: 5 },
] as const;

export const facePhoto = (file: string): Promise<Buffer> => readFile(path.join(DEMO, file));

/** A number in [0, 1) from a seed and a slot: the same drawing for the same seed. */
const pick = (seed: number, slot: number) => {
  const x = Math.sin(seed * 12.9898 + slot * 78.233) * 43758.5453;
  return x - Math.floor(x);
};
const hsl = (seed: number, slot: number, light: number) =>
  `hsl(${Math.floor(pick(seed, slot) * 360)},${20 + Math.floor(pick(seed, slot + 1) * 50)}%,${light}%)`;

const SIZE = 320;
const png = (body: string) =>
  sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}">${body}</svg>`))
    .png({ compressionLevel: 1 })
    .toBuffer();

const WORDS = [
  'Serum',
  'Ορός',
  'Hyaluronic',
  'Κρέμα',
  'SPF 50',
  'Retinol',
  'Ενυδάτωση',
  '30 ml',
  'Gel',
  'Vit C',
];
const word = (seed: number, slot: number) => WORDS[Math.floor(pick(seed, slot) * WORDS.length)];

/** A product shot: a bottle, jar, tube or box with a label and words, on a plain or graded background. */
export function productImage(seed: number): Promise<Buffer> {
  const background =
    pick(seed, 1) < 0.5
      ? `<rect width="100%" height="100%" fill="${hsl(seed, 2, 92)}"/>`
      : `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(seed, 2, 96)}"/><stop offset="1" stop-color="${hsl(seed, 3, 70)}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>`;
  const body = hsl(seed, 5, 30 + Math.floor(pick(seed, 6) * 50));
  const label = hsl(seed, 7, 88);
  const w = 70 + Math.floor(pick(seed, 8) * 90);
  const x = (SIZE - w) / 2;
  const shapes = [
    // A bottle with a cap.
    `<rect x="${x + w / 3}" y="40" width="${w / 3}" height="40" fill="#222"/><rect x="${x}" y="80" width="${w}" height="200" rx="18" fill="${body}"/>`,
    // A jar.
    `<rect x="${x - 20}" y="120" width="${w + 40}" height="30" rx="6" fill="#ddd"/><rect x="${x - 20}" y="150" width="${w + 40}" height="130" rx="14" fill="${body}"/>`,
    // A tube lying at a slant.
    `<g transform="rotate(${-30 + Math.floor(pick(seed, 9) * 60)} 160 160)"><rect x="40" y="130" width="220" height="60" rx="20" fill="${body}"/><rect x="260" y="145" width="30" height="30" fill="#333"/></g>`,
    // A box.
    `<rect x="${x}" y="60" width="${w}" height="220" fill="${body}"/><polygon points="${x},60 ${x + 25},40 ${x + w + 25},40 ${x + w},60" fill="${hsl(seed, 10, 60)}"/>`,
  ];
  const shape = shapes[Math.floor(pick(seed, 4) * shapes.length)];
  const text = `<rect x="${x + 8}" y="170" width="${Math.max(w - 16, 40)}" height="60" fill="${label}"/><text x="${x + 12}" y="195" font-size="14" font-family="sans-serif" fill="#222">${word(seed, 11)}</text><text x="${x + 12}" y="218" font-size="11" font-family="sans-serif" fill="#555">${word(seed, 12)}</text>`;
  return png(`${background}${shape}${text}`);
}

/** A poster of text: a headline and two lines, Greek and English, on a colour. */
export function posterImage(seed: number): Promise<Buffer> {
  return png(
    `<rect width="100%" height="100%" fill="${hsl(seed, 1, 85)}"/>` +
      `<text x="20" y="90" font-size="40" font-weight="bold" font-family="sans-serif" fill="${hsl(seed, 2, 20)}">${word(seed, 3)}</text>` +
      `<text x="20" y="160" font-size="24" font-family="sans-serif" fill="#222">${word(seed, 4)} · ${word(seed, 5)}</text>` +
      `<text x="20" y="220" font-size="24" font-family="sans-serif" fill="#222">-20% ${word(seed, 6)}</text>`,
  );
}

/** A room: a wall and floor, a window, a desk or couch and a picture frame. */
export function roomImage(seed: number): Promise<Buffer> {
  const wall = hsl(seed, 1, 80);
  const floor = hsl(seed, 2, 45);
  return png(
    `<rect width="100%" height="210" fill="${wall}"/><rect y="210" width="100%" height="110" fill="${floor}"/>` +
      `<rect x="${30 + Math.floor(pick(seed, 3) * 60)}" y="40" width="90" height="110" fill="#bfe3f5" stroke="#fff" stroke-width="6"/>` +
      `<rect x="180" y="60" width="80" height="60" fill="${hsl(seed, 4, 60)}" stroke="#333" stroke-width="4"/>` +
      `<rect x="${120 + Math.floor(pick(seed, 5) * 40)}" y="170" width="150" height="70" rx="10" fill="${hsl(seed, 6, 35)}"/>` +
      `<rect x="20" y="230" width="70" height="50" fill="${hsl(seed, 7, 55)}"/>`,
  );
}
