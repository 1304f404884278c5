import type { ComplianceFlag } from '@studio/contracts';
import { escapeHtml, standalonePage, standalonePageCsp } from '@studio/kit';
import type { Network } from '@studio/previews';
import { localMoment } from '../email/approval-mail.ts';
import { type GooglePreviewInput, googlePreviewHtml } from '../email/google-preview-html.ts';
import { googleTopicHtml } from '../email/google-topic-html.ts';
import { fieldNote } from '../email/mail-html.ts';
import { PHONE_CSS, phonePreviewHtml } from '../email/phone-preview-html.ts';
import { PREVIEW_CSS, postPreviewsHtml, publishedExtrasHtml } from '../email/post-preview-html.ts';
import type {
  LinkOutcome,
  LinkPreview,
  Offered,
  PreviewImage,
  Skipped,
  SkipReason,
} from './approve-by-link.ts';
import type { PostRow } from './queries.ts';

export const LINK_INVALID = 'Ο σύνδεσμος δεν είναι έγκυρος.';
export const LINK_USED = 'Ο σύνδεσμος έχει ήδη χρησιμοποιηθεί.';
export const LINK_EXPIRED = 'Ο σύνδεσμος έχει λήξει.';
export const LINK_VOID =
  'Ο σύνδεσμος δεν ισχύει πια: άλλαξαν οι παραλήπτες του ή ο λογαριασμός έχει ανασταλεί.';
export const NOTHING_TO_SCHEDULE = 'Δεν υπάρχει ανάρτηση για προγραμματισμό';
export const CONFIRM_BUTTON = 'Έγκριση και προγραμματισμός επιλεγμένων';
export const ACKNOWLEDGE_LABEL = 'Έλεγξα τις επισημάνσεις και εγκρίνω αυτό το κείμενο';
export const APPROVE_LABEL = 'Εγκρίνω αυτό το κείμενο';

/**
 * The link page's Content-Security-Policy: no script at all, its own style, its form, and the posts'
 * images (the platform's own uploads or the catalogue's https images).
 */
export const LINK_PAGE_CSP = standalonePageCsp(["img-src 'self' https:"]);

const WHY: Record<SkipReason, string> = {
  scheduled: 'ήταν ήδη προγραμματισμένη',
  past: 'η ώρα της έχει ήδη περάσει',
  deleted: 'έχει διαγραφεί',
  blocked: 'παραβιάζει κανόνα συμμόρφωσης',
  'not-ticked': 'δεν την επιλέξατε',
  changed:
    'το κείμενό της, το πρώτο σχόλιο ή οι εικόνες της άλλαξαν στο μεταξύ· ζητήστε νέο email για να τη δείτε',
};

/** Every result has a way back: the portal's campaigns (the link's page is served on the portal's origin). */
const PORTAL_CAMPAIGNS = '/business/campaigns';
const BACK_TO_PORTAL = 'Μετάβαση στις καμπάνιες σας στο Post Studio';

const LINK_PAGE_CSS = `@media (max-width:600px){body{padding:8px}main{margin:8px auto;padding:16px 14px}}
h2{font-size:16px;margin:20px 0 8px}
li{margin:0 0 6px}
.back{margin:24px 0 0;padding-top:16px;border-top:1px solid #e2e5ea}
a{color:#1d4ed8}
button{font:inherit;font-weight:bold;color:#fff;background:#2563eb;border:0;border-radius:6px;padding:12px 20px;margin-top:16px;cursor:pointer}
.post{border:1px solid #e2e5ea;border-radius:8px;padding:14px 16px;margin:0 0 14px;background:#fafbfc}
.flag{border-radius:6px;padding:8px 10px;margin:6px 0;font-size:14px}
.block{background:#fdecec;color:#8a1c1c}
.warn{background:#fff4e0;color:#7a4a00}
.tick{display:flex;gap:8px;align-items:flex-start;font-weight:bold;margin-top:8px}
.tick input{width:20px;height:20px;margin:0}
${PREVIEW_CSS}
${PHONE_CSS}`;

const page = (title: string, body: string) =>
  standalonePage({
    title,
    body: `${body}\n<p class="back"><a href="${PORTAL_CAMPAIGNS}">${BACK_TO_PORTAL}</a></p>`,
    maxWidthPx: 720,
    css: LINK_PAGE_CSS,
  });

/** The clinic the page speaks for: its logo (an uploaded one, or a web address) and its name. */
function clinicHeader({ name, logoUrl }: { name: string | null; logoUrl: string | null }): string {
  const logo =
    logoUrl && /^(\/uploads\/|https:\/\/)/.test(logoUrl)
      ? `<img src="${escapeHtml(logoUrl)}" alt="${escapeHtml(name ? `Λογότυπο: ${name}` : 'Λογότυπο')}" style="max-height:56px;max-width:200px;object-fit:contain">`
      : '';
  if (!logo && !name) return '';
  return `<p class="clinic" style="display:flex;align-items:center;gap:12px;margin:0 0 12px">${logo}${name ? `<strong>${escapeHtml(name)}</strong>` : ''}</p>`;
}

const NEW_MAIL = '<p class="muted">Μπορείτε να ζητήσετε νέο email από το Post Studio.</p>';

/** A post's time in the business's time zone, and its product: '11/06/2026 09:00 – Ορός'. */
const postLine = (post: PostRow, timeZone: string) =>
  `${escapeHtml(post.scheduledDate ? localMoment(post.scheduledDate, timeZone) : '')} – ${escapeHtml(post.productName)}`;

/** The posts, a line each. */
function postList(posts: PostRow[], timeZone: string): string {
  return `<ul>${posts.map((post) => `<li>${postLine(post, timeZone)}</li>`).join('')}</ul>`;
}

const flagList = (flags: ComplianceFlag[]) =>
  flags
    .map(
      (f) =>
        `<div class="flag ${f.severity}"><strong>«${escapeHtml(f.phrase)}»</strong>${fieldNote(f)} – ${escapeHtml(f.rule)}${f.severity === 'block' ? ' (απαγορεύεται)' : ' (χρειάζεται επιβεβαίωση)'}: ${escapeHtml(f.reason)}</div>`,
    )
    .join('');

/**
 * How the posts look where they go: the names heading the Facebook and Instagram previews, and the
 * account's chosen Google locations with its booking link (no location: no Google preview).
 */
type Look = { names: Record<Network, string>; google: Omit<GooglePreviewInput, 'topic'> };

/**
 * A post as the business must see it to approve it: day and time, product, then the post as its
 * Facebook page, Instagram account and chosen Google locations will show it (the whole text behind each
 * "more"), its Google offer or event, its first comment and its images' alt texts, and its flags.
 */
function postCard(
  post: PostRow,
  timeZone: string,
  { names, google, images }: Look & { images: PreviewImage[] },
  flags: ComplianceFlag[],
  extra: string,
): string {
  const imageUrls = images.map((i) => i.url);
  const forGoogle = { ...google, topic: post.googleTopic ?? null };
  // A Reel or a Story is shown on a phone, 9:16, with the zones Instagram covers; its Google post beside it.
  const googleCard = googlePreviewHtml(forGoogle, { content: post.content, imageUrls });
  const previews =
    post.format === 'feed'
      ? postPreviewsHtml({
          names,
          content: post.content,
          imageUrls,
          imageAlt: images[0]?.alt ?? post.productName,
          google: forGoogle,
        })
      : `${phonePreviewHtml(post, images[0]?.url ?? null, ['instagram', 'facebook'])}${googleCard ? `<div class="previews">${googleCard}</div>` : ''}`;
  const extras = publishedExtrasHtml({
    firstComment: post.firstComment,
    altTexts: images.map((i) => i.altText),
  });
  return `<div class="post"><strong>${postLine(post, timeZone)}</strong>${previews}${googleTopicHtml(post.googleTopic)}${extras}${flagList(flags)}${extra}</div>`;
}

/** The posts offered for approval, each with its tick: ticked already unless its `warn` flags need the person's own. */
function offeredForm(offered: Offered[], timeZone: string, look: Look): string {
  const cards = offered
    .map(({ post, flags, needsAcknowledgement, version, images }) =>
      postCard(
        post,
        timeZone,
        { ...look, images },
        flags,
        `<label class="tick"><input type="checkbox" name="approve" value="${escapeHtml(version)}"${needsAcknowledgement ? '' : ' checked'}> ${needsAcknowledgement ? ACKNOWLEDGE_LABEL : APPROVE_LABEL}</label>`,
      ),
    )
    .join('');
  return `<form method="post">${cards}<button type="submit">${CONFIRM_BUTTON}</button></form>`;
}

/** The posts left out, each with why. */
function skippedList(skipped: Skipped, timeZone: string): string {
  return `<ul>${skipped
    .map(({ post, reason, refusal }) =>
      post
        ? `<li>${postLine(post, timeZone)}: ${WHY[reason]}${refusal ? `. ${escapeHtml(refusal)}` : ''}</li>`
        : `<li>Μία ανάρτηση ${WHY[reason]}</li>`,
    )
    .join('')}</ul>`;
}

/** The posts a rule stops, with their text, so the business sees what to change. */
function blockedList(skipped: Skipped, timeZone: string, look: Look): string {
  return skipped
    .map(({ post, refusal, images }) =>
      post
        ? postCard(
            post,
            timeZone,
            { ...look, images: images ?? [] },
            [],
            `<div class="flag block">${escapeHtml(refusal ?? WHY.blocked)}</div>`,
          )
        : '',
    )
    .join('');
}

const section = (heading: string, list: string) => `<h2>${heading}</h2>${list}`;

/** The page that answers an opened link (a preview, with the button that schedules) or a used one, with its status. */
export function linkPage(outcome: LinkOutcome | LinkPreview): { status: 200 | 404 | 410; html: string } {
  switch (outcome.kind) {
    case 'invalid':
      return { status: 404, html: page(LINK_INVALID, NEW_MAIL) };
    case 'void':
      return { status: 410, html: page(LINK_VOID, NEW_MAIL) };
    case 'used':
      return {
        status: 410,
        html: page(
          LINK_USED,
          `<p>Χρησιμοποιήθηκε στις ${escapeHtml(localMoment(outcome.usedAt, outcome.timeZone))}. Δεν προγραμματίστηκε τίποτα ξανά.</p>`,
        ),
      };
    case 'expired':
      return {
        status: 410,
        html: page(
          LINK_EXPIRED,
          `<p>Έληξε στις ${escapeHtml(localMoment(outcome.expiresAt, outcome.timeZone))}.</p>${NEW_MAIL}`,
        ),
      };
    case 'pending': {
      const { offered, skipped, timeZone, pageNames, clinic, google } = outcome;
      const look = { names: pageNames, google };
      const title =
        offered.length === 0
          ? NOTHING_TO_SCHEDULE
          : offered.length === 1
            ? 'Έγκριση 1 ανάρτησης'
            : `Έγκριση ${offered.length} αναρτήσεων`;
      const blocked = skipped.filter((s) => s.reason === 'blocked');
      const others = skipped.filter((s) => s.reason !== 'blocked');
      const body = [
        clinicHeader(clinic),
        offered.length
          ? `<p class="muted">Διαβάστε κάθε ανάρτηση. Προγραμματίζονται μόνο όσες είναι επιλεγμένες· όσες έχουν επισημάνσεις χρειάζονται τη δική σας επιλογή.</p>${offeredForm(offered, timeZone, look)}`
          : '',
        blocked.length
          ? section('Δεν μπορούν να προγραμματιστούν', blockedList(blocked, timeZone, look))
          : '',
        others.length ? section('Δεν θα προγραμματιστούν', skippedList(others, timeZone)) : '',
      ].join('');
      return { status: 200, html: page(title, body) };
    }
    case 'done': {
      const { scheduled, skipped, timeZone } = outcome;
      const title =
        scheduled.length === 0
          ? 'Δεν προγραμματίστηκε καμία ανάρτηση'
          : scheduled.length === 1
            ? 'Προγραμματίστηκε 1 ανάρτηση'
            : `Προγραμματίστηκαν ${scheduled.length} αναρτήσεις`;
      const body = [
        scheduled.length ? section('Προγραμματίστηκαν', postList(scheduled, timeZone)) : '',
        skipped.length ? section('Δεν προγραμματίστηκαν', skippedList(skipped, timeZone)) : '',
        scheduled.length ? '<p class="muted">Θα δημοσιευτούν αυτόματα στην ώρα τους.</p>' : '',
      ].join('');
      return { status: 200, html: page(title, body) };
    }
  }
}
