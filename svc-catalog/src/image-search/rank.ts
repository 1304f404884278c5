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

/** Who reads the reasons: the admin area is English, the businesses' portal Greek. */
export type ReasonLanguage = 'en' | 'el';

/** The rules' reasons, in each language. */
const reasonTexts = {
  en: {
    resolution: {
      high: 'high resolution',
      good: 'good resolution',
      medium: 'medium resolution',
      low: 'low resolution',
    },
    square: 'square',
    nearSquare: 'near square',
    wide: 'wide',
    tall: 'tall',
    banner: 'banner-shaped',
    sizeUnknown: 'size unknown',
    titleMissesProduct: 'title does not name the product',
    titleNamesProduct: 'title names the product',
    titleNamesSome: (matched: number, of: number) => `title names ${matched} of ${of} product words`,
    genericSource: (source: string) => `generic source (${source})`,
    retailSource: (source: string) => `retailer or brand source (${source})`,
    drawn: 'illustration drawn by the platform',
    gif: 'GIF (often animated or low quality)',
    format: (name: string) => `${name} format`,
    photoFormat: (name: string) => `${name} photo format`,
    heuristic: (reasons: readonly string[]) => `Heuristic: ${reasons.join('; ')}`,
    notScored: (reason: string) => `Not scored by the model; ${reason}`,
  },
  el: {
    resolution: {
      high: 'υψηλή ανάλυση',
      good: 'καλή ανάλυση',
      medium: 'μέτρια ανάλυση',
      low: 'χαμηλή ανάλυση',
    },
    square: 'τετράγωνη',
    nearSquare: 'σχεδόν τετράγωνη',
    wide: 'οριζόντια',
    tall: 'κάθετη',
    banner: 'σε σχήμα banner',
    sizeUnknown: 'άγνωστο μέγεθος',
    titleMissesProduct: 'ο τίτλος δεν αναφέρει το προϊόν',
    titleNamesProduct: 'ο τίτλος αναφέρει το προϊόν',
    titleNamesSome: (matched: number, of: number) =>
      `ο τίτλος αναφέρει ${matched} από τις ${of} λέξεις του προϊόντος`,
    genericSource: (source: string) => `γενική πηγή (${source})`,
    retailSource: (source: string) => `πηγή καταστήματος ή μάρκας (${source})`,
    drawn: 'εικόνα που σχεδίασε η πλατφόρμα',
    gif: 'GIF (συχνά κινούμενη ή χαμηλής ποιότητας)',
    format: (name: string) => `μορφή ${name}`,
    photoFormat: (name: string) => `φωτογραφία ${name}`,
    // «;» is Greek's question mark: the reasons are a comma list.
    heuristic: (reasons: readonly string[]) => `Αυτόματη εκτίμηση: ${reasons.join(', ')}`,
    notScored: (reason: string) => `Χωρίς βαθμολογία από το μοντέλο· ${reason}`,
  },
} as const;

/**
 * Ranks images for a product: by the writer's judgement when it gives one, otherwise by clear rules.
 * Rank 1 is the best; equal scores keep the search's order.
 */
export async function rankImages(
  productName: string,
  images: FoundImage[],
  writer: Pick<Writer, 'rankImages'>,
  logger?: Logger,
  language: ReasonLanguage = 'en',
): Promise<RankedImage[]> {
  if (images.length === 0) return [];
  let judged: Map<string, Scored> | null = null;
  try {
    const answer = await writer.rankImages({
      productName,
      images: images.map(({ id, url, title, source }) => ({ id, url, title, source })),
      language,
    });
    if (answer && answer.length > 0)
      judged = new Map(answer.map((j) => [j.id, { score: j.score, reason: j.reason }]));
  } catch (error) {
    // The model is a refinement: without it, images are still ranked, by the rules below.
    logger?.warn({ err: error }, 'model ranking failed; ranking images by heuristics');
  }
  const scored = images.map((image, order) => {
    const byModel = judged?.get(image.id);
    const heuristic = byModel ? null : heuristicScore(productName, image, language);
    const { score, reason } = byModel ?? {
      score: heuristic!.score,
      reason: judged ? reasonTexts[language].notScored(heuristic!.reason) : heuristic!.reason,
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
export function heuristicScore(
  productName: string,
  image: FoundImage,
  language: ReasonLanguage = 'en',
): Scored {
  const t = reasonTexts[language];
  let score = 50;
  const reasons: string[] = [];

  const { width, height } = image;
  if (width && height) {
    const shortSide = Math.min(width, height);
    const size = `${width}×${height}`;
    if (shortSide >= 1000) {
      score += 15;
      reasons.push(`${t.resolution.high} (${size})`);
    } else if (shortSide >= 600) {
      score += 10;
      reasons.push(`${t.resolution.good} (${size})`);
    } else if (shortSide >= 300) {
      reasons.push(`${t.resolution.medium} (${size})`);
    } else {
      score -= 15;
      reasons.push(`${t.resolution.low} (${size})`);
    }
    const ratio = Math.max(width, height) / shortSide;
    if (ratio <= 1.15) {
      score += 10;
      reasons.push(t.square);
    } else if (ratio <= 1.5) {
      score += 4;
      reasons.push(t.nearSquare);
    } else if (ratio <= 2) {
      score -= 4;
      reasons.push(width > height ? t.wide : t.tall);
    } else {
      score -= 12;
      reasons.push(t.banner);
    }
  } else {
    score -= 5;
    reasons.push(t.sizeUnknown);
  }

  const productWords = [...new Set(words(productName).filter((w) => w.length >= 3 || /^\d+$/.test(w)))];
  if (productWords.length > 0) {
    const titleWords = new Set(words(`${image.title} ${decodeURIComponentSafe(image.url)}`));
    const matched = productWords.filter((w) => titleWords.has(w)).length;
    if (matched === 0) {
      score -= 10;
      reasons.push(t.titleMissesProduct);
    } else {
      score += Math.round((20 * matched) / productWords.length);
      reasons.push(
        matched === productWords.length
          ? t.titleNamesProduct
          : t.titleNamesSome(matched, productWords.length),
      );
    }
  }

  if (GENERIC.test(image.source)) {
    score -= 6;
    reasons.push(t.genericSource(image.source));
  } else if (RETAIL_OR_BRAND.test(image.source)) {
    score += 8;
    reasons.push(t.retailSource(image.source));
  }

  const extension = /\.(jpe?g|png|webp|avif|gif|svg|bmp)(?:[?#]|$)/i.exec(image.url)?.[1]?.toLowerCase();
  if (image.provider === 'offline') {
    reasons.push(t.drawn);
  } else if (extension === 'gif') {
    score -= 8;
    reasons.push(t.gif);
  } else if (extension === 'svg' || extension === 'bmp') {
    score -= 4;
    reasons.push(t.format(extension.toUpperCase()));
  } else if (extension) {
    score += 2;
    reasons.push(t.photoFormat(extension === 'jpg' ? 'JPEG' : extension.toUpperCase()));
  }

  return { score: Math.round(Math.min(100, Math.max(0, score))), reason: t.heuristic(reasons) };
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    // A stray % in a URL: its words are still worth matching as they are.
    return value;
  }
}
