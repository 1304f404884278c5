import type { Writer } from '@studio/ai';
import type { RankedImage } from '@studio/contracts';
import type { Logger } from '@studio/kit';
import type { FoundImage } from './types.ts';

/** Sites whose pictures are usually clean packshots of the real product. */
const RETAIL_OR_BRAND =
  /pharm|farmak|shop|store|boutique|official|brand|derma|clinic|medical|beauty|cosmetic|skin|aesthetic|amazon|notino|sephora|douglas|boots|lookfantastic/i;
/** Sites whose pictures are usually snapshots, stock or unrelated (checked first: 'beauty-blog' is a blog). */
const GENERIC =
  /blog|wordpress|tumblr|pinterest|reddit|facebook|instagram|twitter|wiki|forum|stock|shutterstock|istock|alamy|dreamstime|123rf|freepik|pixabay|unsplash|pexels|flickr/i;

type Scored = { score: number; reason: string };

/**
 * Ranks images for a product: by the writer's judgement when it gives one, otherwise by clear rules.
 * Rank 1 is the best; equal scores keep the search's order.
 */
export async function rankImages(
  productName: string,
  images: FoundImage[],
  writer: Pick<Writer, 'rankImages'>,
  logger?: Logger,
): Promise<RankedImage[]> {
  if (images.length === 0) return [];
  let judged: Map<string, Scored> | null = null;
  try {
    const answer = await writer.rankImages({
      productName,
      images: images.map(({ id, url, title, source }) => ({ id, url, title, source })),
    });
    if (answer && answer.length > 0)
      judged = new Map(answer.map((j) => [j.id, { score: j.score, reason: j.reason }]));
  } catch (error) {
    // The model is a refinement: without it, images are still ranked, by the rules below.
    logger?.warn({ err: error }, 'model ranking failed; ranking images by heuristics');
  }
  const scored = images.map((image, order) => {
    const byModel = judged?.get(image.id);
    const heuristic = byModel ? null : heuristicScore(productName, image);
    const { score, reason } = byModel ?? {
      score: heuristic!.score,
      reason: judged ? `Not scored by the model; ${heuristic!.reason}` : heuristic!.reason,
    };
    return { image, order, score: Math.round(Math.min(100, Math.max(0, score))), reason };
  });
  scored.sort((a, b) => b.score - a.score || a.order - b.order);
  return scored.map(({ image, score, reason }, at) => ({
    id: image.id,
    url: image.url,
    description: image.title.trim() || `${productName} image`,
    rank: at + 1,
    score,
    reason,
    source: image.source,
  }));
}

/** Lower case, without accents (Greek tonos included), split into words. */
function words(value: string): string[] {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The score the rules give an image, with a reason that names every rule that counted. */
export function heuristicScore(productName: string, image: FoundImage): Scored {
  let score = 50;
  const reasons: string[] = [];

  const { width, height } = image;
  if (width && height) {
    const shortSide = Math.min(width, height);
    const size = `${width}×${height}`;
    if (shortSide >= 1000) {
      score += 15;
      reasons.push(`high resolution (${size})`);
    } else if (shortSide >= 600) {
      score += 10;
      reasons.push(`good resolution (${size})`);
    } else if (shortSide >= 300) {
      reasons.push(`medium resolution (${size})`);
    } else {
      score -= 15;
      reasons.push(`low resolution (${size})`);
    }
    const ratio = Math.max(width, height) / shortSide;
    if (ratio <= 1.15) {
      score += 10;
      reasons.push('square');
    } else if (ratio <= 1.5) {
      score += 4;
      reasons.push('near square');
    } else if (ratio <= 2) {
      score -= 4;
      reasons.push(width > height ? 'wide' : 'tall');
    } else {
      score -= 12;
      reasons.push('banner-shaped');
    }
  } else {
    score -= 5;
    reasons.push('size unknown');
  }

  const productWords = [...new Set(words(productName).filter((w) => w.length >= 3 || /^\d+$/.test(w)))];
  if (productWords.length > 0) {
    const titleWords = new Set(words(`${image.title} ${decodeURIComponentSafe(image.url)}`));
    const matched = productWords.filter((w) => titleWords.has(w)).length;
    if (matched === 0) {
      score -= 10;
      reasons.push('title does not name the product');
    } else {
      score += Math.round((20 * matched) / productWords.length);
      reasons.push(
        matched === productWords.length
          ? 'title names the product'
          : `title names ${matched} of ${productWords.length} product words`,
      );
    }
  }

  if (GENERIC.test(image.source)) {
    score -= 6;
    reasons.push(`generic source (${image.source})`);
  } else if (RETAIL_OR_BRAND.test(image.source)) {
    score += 8;
    reasons.push(`retailer or brand source (${image.source})`);
  }

  const extension = /\.(jpe?g|png|webp|avif|gif|svg|bmp)(?:[?#]|$)/i.exec(image.url)?.[1]?.toLowerCase();
  if (image.provider === 'offline') {
    reasons.push('illustration drawn by the platform');
  } else if (extension === 'gif') {
    score -= 8;
    reasons.push('GIF (often animated or low quality)');
  } else if (extension === 'svg' || extension === 'bmp') {
    score -= 4;
    reasons.push(`${extension.toUpperCase()} format`);
  } else if (extension) {
    score += 2;
    reasons.push(`${extension === 'jpg' ? 'JPEG' : extension.toUpperCase()} photo format`);
  }

  return { score: Math.round(Math.min(100, Math.max(0, score))), reason: `Heuristic: ${reasons.join('; ')}` };
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    // A stray % in a URL: its words are still worth matching as they are.
    return value;
  }
}
