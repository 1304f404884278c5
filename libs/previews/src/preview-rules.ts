import { instagramFit } from '@studio/contracts';

/**
 * How Facebook and Instagram show a post in the feed, as far as a preview needs it: where the text is
 * cut with "See more"/"more", which words are hashtags and links, how the image is framed and whose
 * name heads the post. The portal's React previews and the approval page's server-rendered HTML both
 * draw from here, so the two cannot disagree.
 * The networks change these from time to time: the numbers are the ones their help pages and
 * creators' guides give in 2025–2026.
 */
export type Network = 'facebook' | 'instagram';

export const NETWORK_NAMES: Record<Network, string> = { facebook: 'Facebook', instagram: 'Instagram' };

/** The previews' own words (Greek: the business reads them in the portal and on the approval page). */
export const PREVIEW_WORDS = {
  label: (network: Network) => `Προεπισκόπηση ${NETWORK_NAMES[network]}`,
  /** Facebook's line under the page name. */
  justNow: 'Μόλις τώρα',
  noImage: 'Χωρίς εικόνα',
  /** The corner badge of a post with several images: the feed shows the first. */
  imageCount: (n: number) => `1/${n}`,
} as const;

/** The link after a cut text, as the Greek interface of each network writes it. */
export const MORE_LABELS: Record<Network, string> = {
  facebook: 'Δείτε περισσότερα',
  instagram: 'περισσότερα',
};

/** Characters and lines shown before the network's "more" link. */
export const TRUNCATION: Record<Network, { chars: number; lines: number }> = {
  facebook: { chars: 477, lines: 5 },
  instagram: { chars: 125, lines: 2 },
};

/** The text as the feed first shows it (the caller adds the ellipsis), and whether the rest hides behind "more". */
export function visibleText(content: string, network: Network): { text: string; truncated: boolean } {
  const { chars, lines } = TRUNCATION[network];
  const byLines = content.split('\n').slice(0, lines).join('\n');
  const byChars = byLines.length > chars;
  let text = byChars ? byLines.slice(0, chars) : byLines;
  const truncated = text.length < content.trimEnd().length;
  if (truncated) {
    // A cut inside a line falls on a word, as the networks do; the sentence's own stop gives way to the ellipsis.
    const space = text.lastIndexOf(' ');
    if (byChars && space > chars * 0.6) text = text.slice(0, space);
    text = text.trimEnd().replace(/[.,;:·…]+$/u, '');
  }
  return { text, truncated };
}

export type TextPart = { kind: 'text' | 'hashtag' | 'mention' | 'link'; value: string };

const TOKEN = /(#[\p{L}\p{N}_]+)|(@[\p{L}\p{N}_.]+)|(https?:\/\/[^\s]+|www\.[^\s]+)/gu;

/** The text split into plain text, hashtags, mentions and links, which the networks draw as links. */
export function textParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const match of text.matchAll(TOKEN)) {
    const index = match.index ?? 0;
    if (index > at) parts.push({ kind: 'text', value: text.slice(at, index) });
    const kind = match[1] ? 'hashtag' : match[2] ? 'mention' : 'link';
    parts.push({ kind, value: match[0] });
    at = index + match[0].length;
  }
  if (at < text.length) parts.push({ kind: 'text', value: text.slice(at) });
  return parts;
}

/**
 * The frames the feeds show an image in: its own ratio from 4:5 (portrait) to 1.91:1 (landscape), the
 * Facebook's feed crops the rest to the nearest. A frame is at most 125% and at least ~52% as tall as it
 * is wide.
 */
export const FEED_FRAME = { minRatio: 4 / 5, maxRatio: 1.91 } as const;
export const FRAME_HEIGHT_PERCENT = {
  max: 100 / FEED_FRAME.minRatio,
  min: 100 / FEED_FRAME.maxRatio,
} as const;

export type FrameWarning = 'too-small' | 'cropped' | 'padded';

/** How the feed shows an image: in a frame of this ratio, cropped to fill it or whole with margins. */
export type FeedFrame = {
  /** width / height of the frame the feed shows. */
  ratio: number;
  /** CSS aspect-ratio of that frame. */
  aspect: string;
  /** 'cover': cropped to the frame; 'contain': the whole image, with margins where the ratio needs them. */
  fit: 'cover' | 'contain';
  warnings: FrameWarning[];
};

/** Smallest widths before the network shows the image blurred or refuses it. */
export const MIN_WIDTH: Record<Network, number> = { facebook: 600, instagram: 320 };

/**
 * The frame the feed shows an image of this size in. Instagram takes ratios from 4:5 to 1.91:1 only:
 * the platform sends it the whole image with blurred margins where the ratio needs them (the same rule
 * as svc-catalog's converter, instagramFit), so the preview shows them. Facebook takes any photo and
 * its feed crops what lies outside 1.91:1 to 4:5.
 */
export function frameFor(network: Network, width: number, height: number): FeedFrame {
  const warnings: FrameWarning[] = [];
  if (width < MIN_WIDTH[network]) warnings.push('too-small');
  if (network === 'instagram') {
    const { canvas, padded } = instagramFit({ width, height });
    if (padded !== 'none') warnings.push('padded');
    return {
      ratio: canvas.width / canvas.height,
      aspect: `${canvas.width} / ${canvas.height}`,
      fit: 'contain',
      warnings,
    };
  }
  const ratio = width / height;
  const { minRatio: min, maxRatio: max } = FEED_FRAME;
  const framed = Math.min(max, Math.max(min, ratio));
  if (Math.abs(framed - ratio) > 0.01) warnings.push('cropped');
  const aspect = framed === min ? '4 / 5' : framed === max ? '1.91 / 1' : `${width} / ${height}`;
  return { ratio: framed, aspect, fit: 'cover', warnings };
}

/** What the preview needs of the business's selected pages (the portal's list, or svc-posts' copy). */
export type PreviewPage = {
  platform: Network;
  pageName: string;
  instagramUsername?: string | null;
  isActive: boolean;
};

/**
 * The names heading the two previews: the first active Facebook page, and the first active Instagram
 * account by its username; the network's own name while none is chosen.
 */
export function previewPageNames(pages: readonly PreviewPage[]): Record<Network, string> {
  const facebook = pages.find((p) => p.platform === 'facebook' && p.isActive);
  const instagram = pages.find((p) => p.platform === 'instagram' && p.isActive);
  return {
    facebook: facebook?.pageName || NETWORK_NAMES.facebook,
    instagram: instagram?.instagramUsername || instagram?.pageName || NETWORK_NAMES.instagram.toLowerCase(),
  };
}
