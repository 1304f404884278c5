/**
 * Images for the before/after tests, drawn with sharp: a portrait (head and shoulders on a backdrop,
 * its skin marked or clear), and two images joined side by side or one above the other, with or without
 * a divider between them.
 */
import type { BeforeAfter } from '@studio/contracts';
import sharp from 'sharp';

const SIZE = 240;

/** A head-and-shoulders portrait; `after`: lighter, its skin clear, as a treatment's result would be shown. */
export function portraitImage({ after = false, backdrop = '#c9d6df' } = {}): Promise<Buffer> {
  const skin = after ? '#f0c9a8' : '#d9a783';
  const spots = after
    ? ''
    : [
        [95, 110],
        [140, 100],
        [120, 135],
        [105, 150],
        [145, 140],
      ]
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="5" fill="#a0523d"/>`)
        .join('');
  const light = after ? '<rect width="100%" height="100%" fill="#fff" opacity="0.12"/>' : '';
  return sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}">` +
        `<rect width="100%" height="100%" fill="${backdrop}"/>` +
        `<ellipse cx="120" cy="250" rx="100" ry="70" fill="#3b5b7a"/>` +
        `<ellipse cx="120" cy="115" rx="55" ry="70" fill="${skin}"/>` +
        `<path d="M65 95 Q120 20 175 95 Q150 60 120 62 Q90 60 65 95" fill="#3a2a1e"/>` +
        `<ellipse cx="98" cy="108" rx="8" ry="5" fill="#222"/><ellipse cx="142" cy="108" rx="8" ry="5" fill="#222"/>` +
        `<path d="M100 160 Q120 172 140 160" stroke="#8a3b3b" stroke-width="4" fill="none"/>` +
        `${spots}${light}</svg>`,
    ),
  )
    .png()
    .toBuffer();
}

/** Two images of one size joined along `split`, with a white divider `divider` pixels wide between them. */
export async function joined(
  first: Buffer,
  second: Buffer,
  split: BeforeAfter['split'],
  divider = 0,
): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(first).metadata();
  const across = split === 'side-by-side';
  return sharp({
    create: {
      width: across ? width * 2 + divider : width,
      height: across ? height : height * 2 + divider,
      channels: 3,
      background: '#ffffff',
    },
  })
    .composite([
      { input: first, left: 0, top: 0 },
      { input: second, left: across ? width + divider : 0, top: across ? 0 : height + divider },
    ])
    .png()
    .toBuffer();
}
