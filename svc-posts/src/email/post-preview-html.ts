import { COMPLIANCE_FIELD_LABELS_EL } from '@studio/contracts';
import { escapeHtml } from '@studio/kit';
import {
  FRAME_HEIGHT_PERCENT,
  MORE_LABELS,
  type Network,
  PREVIEW_WORDS,
  textParts,
  visibleText,
} from '@studio/previews';
import { type GooglePreviewInput, googlePreviewHtml } from './google-preview-html.ts';

/** What a post's previews show: the names heading them, its text and its images in order. */
export type PreviewInput = {
  names: Record<Network, string>;
  content: string;
  imageUrls: string[];
  /** Said of each image (the library's alt text, or the product's name). */
  imageAlt: string;
  /** The account's chosen Google locations and what their post shows; absent or none: no Google preview. */
  google?: GooglePreviewInput;
};

/**
 * The previews' style, for a page with no script: the cut text opens with its "more" link (a details
 * element), and the image keeps its own ratio within the feed's frame (container units: the frame's
 * height bounds are a share of its width, the same bounds as the portal's previews): Facebook's feed
 * crops what lies outside them, Instagram gets the whole image with blurred margins of itself (frameFor).
 */
export const PREVIEW_CSS = `
.previews{display:grid;grid-template-columns:repeat(auto-fit,minmax(230px,1fr));gap:12px;margin:10px 0}
.preview{display:flex;flex-direction:column;gap:8px;border:1px solid #dde1e7;border-radius:10px;padding:10px 12px;background:#fff;font-size:14px;min-width:0;overflow:hidden}
.preview header{display:flex;gap:8px;align-items:center;min-width:0}
.preview .avatar{flex:none;display:grid;place-items:center;width:32px;height:32px;border-radius:50%;background:#2563eb;color:#fff;font-weight:bold}
.preview .who{min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.preview .meta{display:block;color:#65676b;font-size:12px}
.preview .caption{margin:0;white-space:pre-wrap;overflow-wrap:anywhere;line-height:1.4}
.preview summary{list-style:none;cursor:pointer;white-space:pre-wrap;overflow-wrap:anywhere;line-height:1.4}
.preview summary::-webkit-details-marker{display:none}
.preview details[open]>summary{display:none}
.preview .more{color:#65676b;font-weight:bold}
.preview .tag{color:#1d4ed8}
.preview .frame{position:relative;container-type:inline-size;margin:0 -12px;background:#f0f2f5;overflow:hidden}
.preview .frame img{position:relative;display:block;width:100%;height:auto;min-height:${FRAME_HEIGHT_PERCENT.min.toFixed(3)}cqw;max-height:${FRAME_HEIGHT_PERCENT.max}cqw;object-fit:cover;margin:0;border-radius:0}
.preview .frame[data-fit=contain] img{object-fit:contain}
.preview .frame img.backdrop{position:absolute;inset:0;height:100%;min-height:0;max-height:none;object-fit:cover;filter:blur(12px);transform:scale(1.15)}
.preview .none{display:grid;place-items:center;aspect-ratio:1/1;color:#65676b}
.extras{margin:4px 0 10px;font-size:14px;line-height:1.4}
.extras .label{display:block;font-weight:bold;color:#444;margin:8px 0 2px}
.extras p{margin:0;white-space:pre-wrap;overflow-wrap:anywhere}
.extras ol{margin:0;padding-left:22px}
.extras .missing{color:#65676b;font-style:italic}
.preview .count{position:absolute;top:8px;right:8px;padding:0 8px;border-radius:10px;background:rgb(0 0 0 / 65%);color:#fff;font-size:12px}
`;

/** The text with its hashtags, mentions and links drawn as the feed draws them. */
const partsHtml = (text: string) =>
  textParts(text)
    .map((part) =>
      part.kind === 'text'
        ? escapeHtml(part.value)
        : `<span class="tag" data-kind="${part.kind}">${escapeHtml(part.value)}</span>`,
    )
    .join('');

/** The text as the feed first shows it; a cut one opens whole on its "more" link. */
function captionHtml(network: Network, pageName: string, content: string): string {
  const owner = network === 'instagram' ? `<strong>${escapeHtml(pageName)}</strong> ` : '';
  const shown = visibleText(content, network);
  if (!shown.truncated) return `<p class="caption">${owner}${partsHtml(content)}</p>`;
  return `<details class="caption"><summary>${owner}${partsHtml(shown.text)}… <span class="more">${MORE_LABELS[network]}</span></summary>${owner}${partsHtml(content)}</details>`;
}

/** The first image in the feed's frame; on Instagram whole, over a blurred copy of itself for the margins. */
function frameHtml(network: Network, { imageUrls, imageAlt }: PreviewInput): string {
  const [first] = imageUrls;
  const fit = network === 'instagram' ? 'contain' : 'cover';
  const count =
    imageUrls.length > 1 ? `<span class="count">${PREVIEW_WORDS.imageCount(imageUrls.length)}</span>` : '';
  const backdrop =
    first && fit === 'contain'
      ? `<img class="backdrop" src="${escapeHtml(first)}" alt="" aria-hidden="true">`
      : '';
  const image = first
    ? `<img src="${escapeHtml(first)}" alt="${escapeHtml(imageAlt)}">`
    : `<span class="none">${PREVIEW_WORDS.noImage}</span>`;
  return `<div class="frame" data-fit="${fit}">${backdrop}${image}${count}</div>`;
}

/** One network's preview: who posts, the text (above the image on Facebook, below it on Instagram), the image. */
function previewHtml(network: Network, input: PreviewInput): string {
  const name = input.names[network];
  const meta = network === 'facebook' ? `<span class="meta">${PREVIEW_WORDS.justNow}</span>` : '';
  const head = `<header><span class="avatar" aria-hidden="true">${escapeHtml(name.slice(0, 1))}</span><span class="who"><strong>${escapeHtml(name)}</strong>${meta}</span></header>`;
  const caption = captionHtml(network, name, input.content);
  const frame = frameHtml(network, input);
  const body = network === 'facebook' ? `${caption}${frame}` : `${frame}${caption}`;
  return `<article class="preview" data-network="${network}" aria-label="${escapeHtml(PREVIEW_WORDS.label(network))}">${head}${body}</article>`;
}

/**
 * The post as its Facebook page and its Instagram account will show it, and its chosen Google locations
 * when it has some, side by side where there is room.
 */
export function postPreviewsHtml(input: PreviewInput): string {
  const google = input.google
    ? googlePreviewHtml(input.google, { content: input.content, imageUrls: input.imageUrls })
    : '';
  return `<div class="previews">${previewHtml('facebook', input)}${previewHtml('instagram', input)}${google}</div>`;
}

/**
 * What goes out with a post besides what its previews show: its first comment and each image's
 * alt text, in order. The approval binds them too, so the business reads them before approving.
 */
export type PublishedExtras = { firstComment: string | null; altTexts: (string | null)[] };

/** An image without alt text, as the approval page and mail say it. */
export const NO_ALT_TEXT = 'χωρίς εναλλακτικό κείμενο';
export const ALT_TEXTS_LABEL = 'Εναλλακτικά κείμενα εικόνων';

/** The first comment and the alt texts, escaped; nothing when the post has neither. */
export function publishedExtrasHtml({ firstComment, altTexts }: PublishedExtras): string {
  const comment = firstComment
    ? `<span class="label">${COMPLIANCE_FIELD_LABELS_EL.firstComment}</span><p data-field="firstComment">${escapeHtml(firstComment)}</p>`
    : '';
  const alts = altTexts.length
    ? `<span class="label">${ALT_TEXTS_LABEL}</span><ol>${altTexts
        .map((alt) =>
          alt
            ? `<li data-field="altText">${escapeHtml(alt)}</li>`
            : `<li data-field="altText" class="missing">${NO_ALT_TEXT}</li>`,
        )
        .join('')}</ol>`
    : '';
  return comment || alts ? `<div class="extras">${comment}${alts}</div>` : '';
}
