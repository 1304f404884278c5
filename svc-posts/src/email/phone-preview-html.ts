/**
 * A Reel or a Story on the approval page, as the portal's phone preview shows it but
 * without script: 9:16, the video's cover (the page allows images, not media), its duration, the zones
 * Instagram covers with its buttons, and the warnings of libs/previews.
 */
import { escapeHtml } from '@studio/kit';
import { type Network, SAFE_ZONES, videoDuration, videoWarnings } from '@studio/previews';
import type { bulkGeneratedPosts } from '../db/schema.ts';

export const PHONE_CSS = `.phones{display:flex;flex-wrap:wrap;gap:12px;margin:10px 0}
.phone{margin:0;width:180px}
.screen{position:relative;aspect-ratio:9/16;border:5px solid #111;border-radius:20px;background:#000;overflow:hidden;color:#fff}
.screen img{width:100%;height:100%;object-fit:cover;display:block}
.zone{position:absolute;left:0;right:0;background:rgba(255,80,80,.3)}
.dur{position:absolute;top:6px;right:8px;font-size:11px;background:rgba(0,0,0,.6);border-radius:8px;padding:0 6px}
.phone figcaption{font-size:13px;font-weight:bold;margin-top:4px}
.vwarn{background:#fff4e0;color:#7a4a00;border-radius:6px;padding:8px 10px;margin:6px 0;font-size:14px}`;

const LABELS = { reel: 'Reel', story: 'Story' } as const;
const NETWORK_NAMES: Record<Network, string> = { facebook: 'Facebook', instagram: 'Instagram' };

/** The phones of a Reel or Story on the account's networks, with the warnings of its video; '' for a feed post. */
export function phonePreviewHtml(
  post: Pick<typeof bulkGeneratedPosts.$inferSelect, 'format' | 'video' | 'content'>,
  imageUrl: string | null,
  networks: readonly Network[],
): string {
  if (post.format === 'feed') return '';
  const format = post.format;
  const zone = SAFE_ZONES[format];
  const picture = post.video?.coverUrl ?? imageUrl;
  const duration = post.video
    ? `<span class="dur">${escapeHtml(videoDuration(post.video.durationSeconds))}</span>`
    : '';
  const phones = networks
    .map(
      (network) =>
        `<figure class="phone"><div class="screen">${picture ? `<img src="${escapeHtml(picture)}" alt="">` : ''}` +
        `<span class="zone" style="top:0;height:${zone.topPercent}%"></span>` +
        `<span class="zone" style="bottom:0;height:${zone.bottomPercent}%"></span>${duration}</div>` +
        `<figcaption>${LABELS[format]} στο ${NETWORK_NAMES[network]}</figcaption></figure>`,
    )
    .join('');
  const warnings = post.video ? videoWarnings(post.video, format, networks) : [];
  const story =
    format === 'story'
      ? '<p class="muted">Η ιστορία εξαφανίζεται 24 ώρες μετά τη δημοσίευση· στο Instagram δεν έχει λεζάντα.</p>'
      : '';
  const caption = `<p>${escapeHtml(post.content)}</p>`;
  return `<div class="phones">${phones}</div>${caption}${warnings.map((w) => `<div class="vwarn">${escapeHtml(w.message)}</div>`).join('')}${story}`;
}
