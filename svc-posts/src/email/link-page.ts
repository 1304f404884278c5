import { createHash } from 'node:crypto';
import type { PostRow } from '../posts/queries.ts';
import { escapeHtml, localMoment } from './approval-mail.ts';
import type { LinkOutcome, LinkPreview, Skipped, SkipReason } from './scheduling-link.ts';

export const LINK_INVALID = 'Ο σύνδεσμος δεν είναι έγκυρος.';
export const LINK_USED = 'Ο σύνδεσμος έχει ήδη χρησιμοποιηθεί.';
export const LINK_EXPIRED = 'Ο σύνδεσμος έχει λήξει.';
export const NOTHING_TO_SCHEDULE = 'Δεν υπάρχει ανάρτηση για προγραμματισμό';
export const CONFIRM_BUTTON = 'Επιβεβαίωση προγραμματισμού';

/**
 * Sends the page's form as soon as a browser shows it: the business's one click in the mail schedules,
 * while a mail scanner or link preview that only fetches the link (and runs no script) schedules nothing.
 * Without scripts, the button does it.
 */
const SUBMIT_AT_ONCE = "document.getElementById('confirm').submit();";

/** The link page's Content-Security-Policy: no resource but its own style, its form and that one script. */
export const LINK_PAGE_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "form-action 'self'",
  `script-src 'sha256-${createHash('sha256').update(SUBMIT_AT_ONCE).digest('base64')}'`,
].join('; ');

const WHY: Record<SkipReason, string> = {
  scheduled: 'ήταν ήδη προγραμματισμένη',
  past: 'η ώρα της έχει ήδη περάσει',
  deleted: 'έχει διαγραφεί',
};

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="el">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} – Post Studio</title>
<style>
body{font-family:Arial,Helvetica,sans-serif;color:#222;background:#f5f6f8;margin:0;padding:24px}
main{max-width:560px;margin:40px auto;background:#fff;border-radius:8px;padding:24px 28px;box-shadow:0 1px 4px rgba(0,0,0,.08)}
h1{font-size:22px;margin:0 0 16px}
h2{font-size:16px;margin:20px 0 8px}
li{margin:0 0 6px}
.muted{color:#666;font-size:14px}
button{font:inherit;font-weight:bold;color:#fff;background:#2563eb;border:0;border-radius:6px;padding:12px 20px;margin-top:16px;cursor:pointer}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`;
}

const NEW_MAIL = '<p class="muted">Μπορείτε να ζητήσετε νέο email από το Post Studio.</p>';

/** A post's time in the business's time zone, and its product: '11/06/2026 09:00 – Ορός'. */
const postLine = (post: PostRow, timeZone: string) =>
  `${escapeHtml(post.scheduledDate ? localMoment(post.scheduledDate, timeZone) : '')} – ${escapeHtml(post.productName)}`;

/** The posts, a line each. */
function postList(posts: PostRow[], timeZone: string): string {
  return `<ul>${posts.map((post) => `<li>${postLine(post, timeZone)}</li>`).join('')}</ul>`;
}

/** The posts left out, each with why. */
function skippedList(skipped: Skipped, timeZone: string): string {
  return `<ul>${skipped
    .map(({ post, reason }) =>
      post ? `<li>${postLine(post, timeZone)}: ${WHY[reason]}</li>` : `<li>Μία ανάρτηση ${WHY[reason]}</li>`,
    )
    .join('')}</ul>`;
}

const section = (heading: string, list: string) => `<h2>${heading}</h2>${list}`;

/** The page that answers an opened link (a preview, with the button that schedules) or a used one, with its status. */
export function linkPage(outcome: LinkOutcome | LinkPreview): { status: 200 | 404 | 410; html: string } {
  switch (outcome.kind) {
    case 'invalid':
      return { status: 404, html: page(LINK_INVALID, NEW_MAIL) };
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
      const { toSchedule, skipped, timeZone } = outcome;
      const title =
        toSchedule.length === 0
          ? NOTHING_TO_SCHEDULE
          : toSchedule.length === 1
            ? 'Προγραμματισμός 1 ανάρτησης'
            : `Προγραμματισμός ${toSchedule.length} αναρτήσεων`;
      const body = [
        toSchedule.length ? section('Θα προγραμματιστούν', postList(toSchedule, timeZone)) : '',
        skipped.length ? section('Δεν θα προγραμματιστούν', skippedList(skipped, timeZone)) : '',
        toSchedule.length
          ? `<form method="post" id="confirm"><button type="submit">${CONFIRM_BUTTON}</button></form><script>${SUBMIT_AT_ONCE}</script>`
          : '',
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
