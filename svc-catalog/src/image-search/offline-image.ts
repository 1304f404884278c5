/**
 * Images the platform draws itself, so every image flow works with no search service configured:
 * soft clinic-style backgrounds, a product silhouette (bottle, dropper, jar, tube, box, spray) and the
 * product's initials on its label. Everything needed to draw one is in its seed, so the catalog can serve
 * `/api/offline-images/<seed>.svg` and the downloader can store it without any HTTP fetch.
 *
 * Seed: `<8 hex of the query's hash>-<index 0..11>-<hex of the initials in UTF-8>`, e.g. `1a2b3c4d-0-4853`.
 */

export const OFFLINE_IMAGE_PATH = '/api/offline-images/';
export const OFFLINE_IMAGES_PER_QUERY = { min: 6, max: 12 } as const;

const SEED = /^([0-9a-f]{8})-(\d{1,2})-((?:[0-9a-f]{2}){1,12})$/;
const INITIALS = /^[\p{L}\p{N}]{1,3}$/u;

type Palette = { name: string; from: string; to: string; accent: string; product: string };
const PALETTES: Palette[] = [
  { name: 'mint', from: '#f1faf7', to: '#cdeee5', accent: '#4fa894', product: '#ffffff' },
  { name: 'lavender', from: '#f6f3fc', to: '#dcd2f2', accent: '#7f6cc0', product: '#fdfcff' },
  { name: 'blush', from: '#fdf4f4', to: '#f4d3d8', accent: '#c97886', product: '#fffafa' },
  { name: 'sky', from: '#f0f7fd', to: '#cce1f4', accent: '#4f8bc0', product: '#ffffff' },
  { name: 'sand', from: '#fbf7f0', to: '#e9dac2', accent: '#a8844f', product: '#fffdf8' },
  { name: 'sage', from: '#f3f7f0', to: '#d3e1c8', accent: '#6f8f5c', product: '#fcfffa' },
  { name: 'pearl', from: '#f8f8fa', to: '#dfe2ea', accent: '#6c7388', product: '#ffffff' },
  { name: 'peach', from: '#fff6ef', to: '#f9d6bf', accent: '#d3814d', product: '#fffbf7' },
];

type Shape = 'pump bottle' | 'dropper bottle' | 'jar' | 'tube' | 'box' | 'spray bottle';
const SHAPES: Shape[] = ['pump bottle', 'dropper bottle', 'jar', 'tube', 'box', 'spray bottle'];
const SCENES = [
  'studio packshot',
  'on a pedestal',
  'with botanical leaves',
  'pair on a clinic shelf',
] as const;
const SIZES: [number, number][] = [
  [1200, 1200],
  [1000, 1000],
  [1200, 900],
  [900, 1200],
  [800, 800],
  [1600, 900],
];

export type OfflineImagePlan = {
  seed: string;
  title: string;
  width: number;
  height: number;
};

/** The seeds and titles of the images for one query: 6–12, in varied colours, shapes and scenes. */
export function planOfflineImages(query: string, limit: number): OfflineImagePlan[] {
  const name = query.replace(/\s+/g, ' ').trim() || 'Product';
  const hash = fnv1a(name.toLowerCase());
  const count = Math.min(
    Math.max(1, limit),
    OFFLINE_IMAGES_PER_QUERY.min + (hash % (OFFLINE_IMAGES_PER_QUERY.max - OFFLINE_IMAGES_PER_QUERY.min + 1)),
  );
  const hashHex = hash.toString(16).padStart(8, '0');
  const initialsHex = Buffer.from(initialsOf(name), 'utf8').toString('hex');
  return Array.from({ length: count }, (_, index) => {
    const look = lookOf(hash, index);
    return {
      seed: `${hashHex}-${index}-${initialsHex}`,
      title: `${name}: ${look.shape}, ${look.scene} (${look.palette.name})`,
      width: look.size[0],
      height: look.size[1],
    };
  });
}

export const offlineImageUrl = (seed: string) => `${OFFLINE_IMAGE_PATH}${seed}.svg`;

/** The seed of an offline image's URL (path or absolute), or null when it is not one. */
export function offlineSeedFromUrl(url: string): string | null {
  let path: string;
  try {
    path = new URL(url, 'http://offline.invalid').pathname;
  } catch {
    // Not even a URL: certainly not one of ours.
    return null;
  }
  if (!path.startsWith(OFFLINE_IMAGE_PATH) || !path.endsWith('.svg')) return null;
  const seed = path.slice(OFFLINE_IMAGE_PATH.length, -'.svg'.length);
  return parseSeed(seed) ? seed : null;
}

/** The SVG of a seed, or null for anything that is not a valid seed. */
export function renderOfflineImage(seed: string): { bytes: Buffer; contentType: 'image/svg+xml' } | null {
  const parsed = parseSeed(seed);
  if (!parsed) return null;
  return {
    bytes: Buffer.from(drawSvg(parsed.hash, parsed.index, parsed.initials), 'utf8'),
    contentType: 'image/svg+xml',
  };
}

function parseSeed(seed: string): { hash: number; index: number; initials: string } | null {
  if (typeof seed !== 'string' || !/^[a-z0-9-]{1,80}$/.test(seed)) return null;
  const match = SEED.exec(seed);
  if (!match) return null;
  const index = Number(match[2]);
  if (index >= OFFLINE_IMAGES_PER_QUERY.max || String(index) !== match[2]) return null;
  let initials: string;
  try {
    initials = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(match[3]!, 'hex'));
  } catch {
    // Bytes that are not UTF-8 cannot be initials a query produced.
    return null;
  }
  if (!INITIALS.test(initials)) return null;
  return { hash: Number.parseInt(match[1]!, 16), index, initials };
}

function initialsOf(name: string): string {
  const words = name.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const initials = words
    .slice(0, 2)
    .map((word) => [...word][0]!.toLocaleUpperCase('el'))
    .join('');
  return INITIALS.test(initials) ? initials : 'P';
}

function fnv1a(value: string): number {
  let hash = 0x811c9dc5;
  for (const char of value) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** Murmur3's finaliser: spreads every bit of the input over the output, unlike FNV on near-equal inputs. */
function mix32(value: number): number {
  let h = value >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** The look of image `index` of a query; steps coprime to each list's length, so neighbours always differ. */
function lookOf(hash: number, index: number) {
  const mix = mix32(hash ^ Math.imul(index + 1, 0x9e3779b9));
  return {
    palette: PALETTES[(hash + index * 3) % PALETTES.length]!,
    shape: SHAPES[(hash + index * 5) % SHAPES.length]!,
    scene: SCENES[(index + (hash % SCENES.length)) % SCENES.length]!,
    size: SIZES[(mix >>> 8) % SIZES.length]!,
    mix,
  };
}

const escapeXml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

const n = (value: number) => Math.round(value * 10) / 10;

/** One product silhouette standing on `base`, centred on `cx`, `s` times its natural size (about 300 units tall). */
function product(shape: Shape, cx: number, base: number, s: number, p: Palette, initials: string): string {
  const rect = (x: number, y: number, w: number, h: number, r: number, fill: string, extra = '') =>
    `<rect x="${n(cx + x * s)}" y="${n(base + y * s)}" width="${n(w * s)}" height="${n(h * s)}" rx="${n(r * s)}" fill="${fill}"${extra}/>`;
  const label = (y: number, w: number, h: number) =>
    rect(-w / 2, y, w, h, 8, p.accent, ' fill-opacity="0.14"') +
    `<text x="${n(cx)}" y="${n(base + (y + h / 2 + 11) * s)}" font-family="Helvetica, Arial, sans-serif" font-size="${n(30 * s)}" font-weight="600" fill="${p.accent}" text-anchor="middle">${escapeXml(initials)}</text>`;
  const outline = ` stroke="${p.accent}" stroke-opacity="0.35" stroke-width="${n(2 * s)}"`;
  const shadow = `<ellipse cx="${n(cx)}" cy="${n(base + 4 * s)}" rx="${n(100 * s)}" ry="${n(14 * s)}" fill="#000" fill-opacity="0.08"/>`;
  const gloss = (x: number, y: number, h: number) => rect(x, y, 10, h, 5, '#fff', ' fill-opacity="0.6"');
  switch (shape) {
    case 'pump bottle':
      return (
        shadow +
        rect(-60, -240, 120, 240, 24, p.product, outline) +
        rect(-18, -272, 36, 34, 6, p.accent) +
        rect(-14, -300, 28, 30, 4, p.accent) +
        rect(0, -300, 52, 12, 4, p.accent) +
        gloss(-46, -225, 180) +
        label(-170, 92, 84)
      );
    case 'dropper bottle':
      return (
        shadow +
        rect(-55, -180, 110, 180, 28, p.product, outline) +
        rect(-22, -206, 44, 28, 6, p.accent) +
        rect(-18, -270, 36, 66, 18, p.accent, ' fill-opacity="0.8"') +
        gloss(-42, -165, 130) +
        label(-130, 84, 74)
      );
    case 'jar':
      return (
        shadow +
        rect(-110, -130, 220, 130, 30, p.product, outline) +
        rect(-116, -172, 232, 46, 12, p.accent) +
        gloss(-96, -118, 90) +
        label(-104, 120, 70)
      );
    case 'tube':
      return (
        shadow +
        rect(-38, -44, 76, 44, 8, p.accent) +
        `<path d="M${n(cx - 40 * s)} ${n(base - 44 * s)} L${n(cx - 62 * s)} ${n(base - 292 * s)} L${n(cx + 62 * s)} ${n(base - 292 * s)} L${n(cx + 40 * s)} ${n(base - 44 * s)} Z" fill="${p.product}"${outline}/>` +
        rect(-66, -304, 132, 16, 3, p.accent, ' fill-opacity="0.7"') +
        label(-210, 80, 80)
      );
    case 'box':
      return (
        shadow +
        `<path d="M${n(cx + 75 * s)} ${n(base - 230 * s)} L${n(cx + 105 * s)} ${n(base - 252 * s)} L${n(cx + 105 * s)} ${n(base - 22 * s)} L${n(cx + 75 * s)} ${n(base)} Z" fill="${p.accent}" fill-opacity="0.45"/>` +
        `<path d="M${n(cx - 75 * s)} ${n(base - 230 * s)} L${n(cx - 45 * s)} ${n(base - 252 * s)} L${n(cx + 105 * s)} ${n(base - 252 * s)} L${n(cx + 75 * s)} ${n(base - 230 * s)} Z" fill="${p.accent}" fill-opacity="0.25"/>` +
        rect(-75, -230, 150, 230, 4, p.product, outline) +
        rect(-75, -60, 150, 18, 0, p.accent, ' fill-opacity="0.6"') +
        label(-170, 110, 80)
      );
    case 'spray bottle':
      return (
        shadow +
        rect(-45, -250, 90, 250, 20, p.product, outline) +
        rect(-30, -310, 60, 62, 10, p.accent, ' fill-opacity="0.85"') +
        gloss(-33, -236, 190) +
        label(-180, 70, 80)
      );
  }
}

function drawSvg(hash: number, index: number, initials: string): string {
  const look = lookOf(hash, index);
  const [width, height] = look.size;
  const p = look.palette;
  const s = Math.min(width, height) / 560;
  const base = height * 0.8;
  const cx = width / 2;
  const bubbles = [0, 1, 2]
    .map((i) => {
      const bx = ((look.mix >>> (i * 5)) % 100) / 100;
      const by = ((look.mix >>> (i * 7 + 3)) % 60) / 100;
      const r = (0.12 + ((look.mix >>> (i * 3)) % 10) / 100) * Math.min(width, height);
      return `<circle cx="${n(bx * width)}" cy="${n(by * height)}" r="${n(r)}" fill="#fff" fill-opacity="0.35"/>`;
    })
    .join('');
  let scene = '';
  switch (look.scene) {
    case 'studio packshot':
      scene = product(look.shape, cx, base, s, p, initials);
      break;
    case 'on a pedestal':
      scene =
        `<ellipse cx="${n(cx)}" cy="${n(base + 60 * s)}" rx="${n(190 * s)}" ry="${n(30 * s)}" fill="${p.accent}" fill-opacity="0.2"/>` +
        `<rect x="${n(cx - 190 * s)}" y="${n(base)}" width="${n(380 * s)}" height="${n(60 * s)}" fill="${p.product}" fill-opacity="0.9"/>` +
        `<ellipse cx="${n(cx)}" cy="${n(base)}" rx="${n(190 * s)}" ry="${n(30 * s)}" fill="${p.product}"/>` +
        product(look.shape, cx, base, s * 0.9, p, initials);
      break;
    case 'with botanical leaves': {
      const leaf = (x: number, y: number, angle: number) =>
        `<path transform="translate(${n(x)} ${n(y)}) rotate(${angle}) scale(${n(s)})" d="M0 0 C40 -50 110 -50 150 0 C110 50 40 50 0 0 Z" fill="${p.accent}" fill-opacity="0.3"/>`;
      scene =
        leaf(cx - 60 * s, base - 40 * s, 200 + (look.mix % 30)) +
        leaf(cx + 60 * s, base - 60 * s, -20 - (look.mix % 25)) +
        product(look.shape, cx, base, s, p, initials);
      break;
    }
    case 'pair on a clinic shelf': {
      const other = SHAPES[(SHAPES.indexOf(look.shape) + 2) % SHAPES.length]!;
      scene =
        `<rect x="0" y="${n(base)}" width="${width}" height="${n(18 * s)}" fill="${p.accent}" fill-opacity="0.25"/>` +
        product(other, cx + 130 * s, base, s * 0.75, p, initials) +
        product(look.shape, cx - 70 * s, base, s, p, initials);
      break;
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">` +
    `<title>${escapeXml(`${initials}: ${look.shape}, ${look.scene}`)}</title>` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>${bubbles}${scene}</svg>`
  );
}
