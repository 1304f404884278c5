/**
 * A post as a chosen Google location's Business Profile will show it, for the sign-off mail and page:
 * the location, the one photo a local post carries, an offer's or event's title and dates, the text and the
 * call to action's button (LocalPost,
 * https://developers.google.com/my-business/reference/rest/v4/accounts.locations.localPosts). Every style
 * is inline, as mail readers drop most of a stylesheet; it sits among the Facebook and Instagram previews.
 */
import { callToActionOf, type GoogleTopic } from '@studio/contracts';
import { type Db, escapeHtml } from '@studio/kit';
import { googleWallClock, PREVIEW_WORDS, GOOGLE_PREVIEW_WORDS as words } from '@studio/previews';
import { eq } from 'drizzle-orm';
import { companiesCopy, type GoogleLocationCopy, googleLocationsCopy } from '../db/schema.ts';

/** What the Google preview shows besides the post's text and images. */
export type GooglePreviewInput = {
  /** The account's chosen locations; the preview heads with the first. None: no Google preview. */
  locations: readonly GoogleLocationCopy[];
  /** The company's booking link: the BOOK button. */
  bookingUrl: string | null;
  topic: GoogleTopic | null;
};

/**
 * What the Google preview of an account's post shows: its chosen locations as svc-social last announced
 * them, the company's booking link and the post's offer or event.
 */
export async function googlePreviewOf(
  db: Db,
  accountId: number,
  topic: GoogleTopic | null,
): Promise<GooglePreviewInput> {
  const [copy] = await db
    .select()
    .from(googleLocationsCopy)
    .where(eq(googleLocationsCopy.accountId, accountId));
  const [company] = await db
    .select({ bookingUrl: companiesCopy.bookingUrl })
    .from(companiesCopy)
    .where(eq(companiesCopy.accountId, accountId));
  return { locations: copy?.locations ?? [], bookingUrl: company?.bookingUrl ?? null, topic };
}

/* Blocks one under the other with margins, not flex: not every mail reader lays out flex. */
const CARD =
  'display:block;border:1px solid #dde1e7;border-radius:10px;padding:10px 12px;background:#fff;color:#222;font-size:14px;min-width:0;overflow:hidden';
const NEXT = 'margin:8px 0 0';
const MUTED = 'display:block;color:#65676b;font-size:12px;overflow-wrap:anywhere';
const BUTTON =
  'display:inline-block;margin:8px 0 0;padding:6px 14px;border:1px solid #dadce0;border-radius:18px;color:#1a73e8;font-weight:bold';

/** The Google preview's card; '' when the account has no chosen location. */
export function googlePreviewHtml(
  google: GooglePreviewInput,
  post: { content: string; imageUrls: readonly string[] },
): string {
  const [location] = google.locations;
  if (!location) return '';
  const { topic } = google;
  const more =
    google.locations.length > 1
      ? `<span style="${MUTED}">${escapeHtml(words.more(google.locations.length - 1))}</span>`
      : '';
  const head = `<header style="display:table;width:100%"><span style="display:table-cell;width:32px;vertical-align:middle"><span aria-hidden="true" style="display:inline-block;width:32px;height:32px;line-height:32px;text-align:center;border-radius:50%;background:#e8f0fe;color:#1a73e8;font-weight:bold">G</span></span><span style="display:table-cell;padding-left:8px;vertical-align:middle;overflow-wrap:anywhere"><strong>${escapeHtml(location.title)}</strong><span style="${MUTED}">${escapeHtml(`${words.network} · ${PREVIEW_WORDS.justNow}`)}</span>${more}</span></header>`;
  const [image] = post.imageUrls;
  const photo = image
    ? `<img src="${escapeHtml(image)}" alt="" width="100%" style="${NEXT};display:block;width:100%;height:auto;aspect-ratio:4/3;max-height:320px;object-fit:cover;border-radius:8px">`
    : `<span style="${NEXT};display:block;padding:40px 0;text-align:center;background:#f0f2f5;border-radius:8px;color:#65676b">${escapeHtml(PREVIEW_WORDS.noImage)}</span>`;
  const topicHtml = topic
    ? `<div style="${NEXT};overflow-wrap:anywhere"><span style="display:block;color:#137333;font-size:12px;font-weight:bold;text-transform:uppercase;letter-spacing:0.04em">${topic.kind === 'offer' ? words.offer : words.event}</span><strong>${escapeHtml(topic.title)}</strong><span style="${MUTED}">${escapeHtml(words.between(googleWallClock(topic.startsAt), googleWallClock(topic.endsAt)))}</span></div>`
    : '';
  const text = `<p style="${NEXT};white-space:pre-wrap;overflow-wrap:anywhere;line-height:1.4">${escapeHtml(post.content)}</p>`;
  const offer =
    topic?.kind === 'offer'
      ? [
          topic.couponCode
            ? `<span style="display:inline-block;${NEXT};padding:2px 8px;border:1px dashed #9aa0a6;border-radius:4px;font-family:monospace">${escapeHtml(words.coupon(topic.couponCode))}</span>`
            : '',
          topic.redeemUrl ? `<span style="${BUTTON}">${words.redeem}</span>` : '',
          topic.terms ? `<span style="${MUTED};${NEXT}">${escapeHtml(topic.terms)}</span>` : '',
        ].join('')
      : '';
  const action = topic?.kind === 'offer' ? null : callToActionOf(google.bookingUrl, location);
  const button = action ? `<span style="${BUTTON}">${words.actions[action.actionType]}</span>` : '';
  return `<article class="preview" data-network="google" aria-label="${words.label}" style="${CARD}">${head}${photo}${topicHtml}${text}${offer}${button}</article>`;
}
