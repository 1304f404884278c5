import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { PostRow } from '../posts/queries.ts';
import type { Mail } from './mailer.ts';

export const DEFAULT_TIME_ZONE = 'Europe/Athens';
/** The most posts one mail lists, the soonest first. */
export const MAIL_MAX_POSTS = 50;
/** How long the one-click link of a mail works. */
export const LINK_HOURS = 72;
const EXCERPT_LENGTH = 200;

export const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

/** 'dd/MM/yyyy HH:mm' on the business's clock. */
export const localMoment = (date: Date, timeZone: string) =>
  format(new TZDate(date.getTime(), timeZone), 'dd/MM/yyyy HH:mm');

/** The start of a post on one line, cut at a character, not inside one. */
function excerpt(content: string): string {
  const chars = Array.from(content.replace(/\s+/g, ' ').trim());
  return chars.length <= EXCERPT_LENGTH
    ? chars.join('')
    : `${chars.slice(0, EXCERPT_LENGTH).join('').trimEnd()}…`;
}

export type ApprovalMailInput = {
  companyName: string | null;
  timeZone: string;
  /** The coming posts, the soonest first; each has a date. */
  posts: PostRow[];
  /** The one-click link, when some of the posts are not scheduled yet. */
  approvalUrl: string | null;
};

const statusOf = (post: PostRow) => (post.isScheduled ? 'Προγραμματισμένη' : 'Δεν έχει προγραμματιστεί');

/** The mail that lists the coming posts and, for those not scheduled yet, offers the one-click link. */
export function approvalMail({
  companyName,
  timeZone,
  posts,
  approvalUrl,
}: ApprovalMailInput): Omit<Mail, 'to'> {
  const subject = companyName ? `Οι επόμενες αναρτήσεις σας – ${companyName}` : 'Οι επόμενες αναρτήσεις σας';
  const when = (post: PostRow) => (post.scheduledDate ? localMoment(post.scheduledDate, timeZone) : '');
  const intro = `Αυτές είναι οι επόμενες αναρτήσεις σας (${posts.length}):`;
  const linkNote = `Ο σύνδεσμος ισχύει για ${LINK_HOURS} ώρες και μία μόνο φορά. Προγραμματίζει τις αναρτήσεις που δεν έχουν προγραμματιστεί ακόμη.`;
  const allScheduled = 'Όλες οι αναρτήσεις είναι ήδη προγραμματισμένες.';
  const outro = 'Μπορείτε να τις δείτε και να τις αλλάξετε στο Post Studio.';

  const text = [
    intro,
    '',
    ...posts.flatMap((post) => [
      `• ${when(post)} – ${post.productName} (${statusOf(post)})`,
      `  ${excerpt(post.content)}`,
      '',
    ]),
    ...(approvalUrl ? [`Προγραμματισμός όλων με ένα κλικ: ${approvalUrl}`, linkNote] : [allScheduled]),
    '',
    outro,
  ].join('\n');

  const items = posts
    .map(
      (post) => `<li style="margin:0 0 16px">
<strong>${escapeHtml(when(post))}</strong> – ${escapeHtml(post.productName)}
<span style="color:${post.isScheduled ? '#1b7f3b' : '#9a5b00'}">(${statusOf(post)})</span><br>
<span style="color:#444">${escapeHtml(excerpt(post.content))}</span>
</li>`,
    )
    .join('\n');
  const action = approvalUrl
    ? `<p style="margin:24px 0"><a href="${escapeHtml(approvalUrl)}" style="background:#2563eb;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">Προγραμματισμός όλων με ένα κλικ</a></p>
<p style="color:#666;font-size:13px">${linkNote}</p>`
    : `<p>${allScheduled}</p>`;
  const html = `<!doctype html>
<html lang="el">
<body style="font-family:Arial,Helvetica,sans-serif;color:#222;max-width:640px;margin:0 auto;padding:16px">
<h1 style="font-size:20px">${escapeHtml(subject)}</h1>
<p>${intro}</p>
<ul style="padding-left:20px">
${items}
</ul>
${action}
<p style="color:#666;font-size:13px">${outro}</p>
</body>
</html>`;
  return { subject, text, html };
}
