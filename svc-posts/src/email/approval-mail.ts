import { TZDate } from '@date-fns/tz';
import { COMPLIANCE_FIELD_LABELS_EL, type ComplianceFlag } from '@studio/contracts';
import { escapeHtml, type Mail, mailLogo } from '@studio/kit';
import { format } from 'date-fns/format';
import type { bulkGeneratedPosts } from '../db/schema.ts';
import { flagBoxHtml, flagLine, mailAction, mailDocument, mailNote, mailParagraph } from './mail-html.ts';
import { ALT_TEXTS_LABEL, NO_ALT_TEXT } from './post-preview-html.ts';

/** What the mail shows of a post. */
type MailPost = Pick<
  typeof bulkGeneratedPosts.$inferSelect,
  'productName' | 'content' | 'firstComment' | 'isScheduled' | 'scheduledDate'
>;
/** What the mail shows of an image a post goes out with. */
type MailImage = { url: string; altText: string | null };

/** The most posts one mail lists, the soonest first. */
export const MAIL_MAX_POSTS = 50;
/** How long the one-click link of a mail works. */
export const LINK_HOURS = 72;

/** 'dd/MM/yyyy HH:mm' on the business's clock. */
export const localMoment = (date: Date, timeZone: string) =>
  format(new TZDate(date.getTime(), timeZone), 'dd/MM/yyyy HH:mm');

export type ApprovalMailInput = {
  companyName: string | null;
  /** The clinic's logo (an '/uploads/…' address or a web one), at the top of the mail. */
  logoUrl: string | null;
  timeZone: string;
  /**
   * The coming posts, the soonest first, each with a date, what the compliance rules flag in it, and the
   * images it goes out with (their alt texts are published too).
   */
  posts: { post: MailPost; flags: ComplianceFlag[]; images: readonly MailImage[] }[];
  /** The approval link, when some of the posts are not scheduled yet. */
  approvalUrl: string | null;
  /** The platform's public origin: a product image under /uploads is shown from it. */
  publicUrl: string;
};

const statusOf = (post: MailPost) => (post.isScheduled ? 'Προγραμματισμένη' : 'Δεν έχει προγραμματιστεί');

/** An image of a mail by its absolute address: one under the platform's own paths is shown from its public origin. */
export const absoluteUrl = (path: string, publicUrl: string) =>
  /^https?:\/\//i.test(path) ? path : `${publicUrl.replace(/\/+$/, '')}${path}`;

/** The first comment and each image's alt text, as the mail's plain text says them. */
const extrasText = (post: MailPost, images: readonly MailImage[]) => [
  ...(post.firstComment ? [`${COMPLIANCE_FIELD_LABELS_EL.firstComment}: ${post.firstComment}`] : []),
  ...(images.length > 0
    ? [`${ALT_TEXTS_LABEL}: ${images.map((i, n) => `${n + 1}. ${i.altText ?? NO_ALT_TEXT}`).join(' · ')}`]
    : []),
];

/** The first comment and each image's alt text, escaped, for the mail's HTML. */
function extrasHtml(post: MailPost, images: readonly MailImage[]): string {
  const label = (text: string) => `<div style="font-weight:bold;color:#444;margin:8px 0 2px">${text}</div>`;
  const comment = post.firstComment
    ? `${label(COMPLIANCE_FIELD_LABELS_EL.firstComment)}<div style="color:#333;white-space:pre-wrap;line-height:1.45">${escapeHtml(post.firstComment)}</div>`
    : '';
  const alts =
    images.length > 0
      ? `${label(ALT_TEXTS_LABEL)}<ol style="margin:0;padding-left:20px;color:#333">${images
          .map(
            (i) =>
              `<li>${i.altText ? escapeHtml(i.altText) : `<em style="color:#666">${NO_ALT_TEXT}</em>`}</li>`,
          )
          .join('')}</ol>`
      : '';
  return `${comment}${alts}`;
}

/**
 * The mail that lists every coming post as it will go out (day and time, image, whole text, first
 * comment, alt texts, flags) and,
 * for those not scheduled yet, the link to the page where the business approves them, post by post.
 */
export function approvalMail({
  companyName,
  logoUrl,
  timeZone,
  posts,
  approvalUrl,
  publicUrl,
}: ApprovalMailInput): Omit<Mail, 'to'> {
  const subject = companyName ? `Οι επόμενες αναρτήσεις σας – ${companyName}` : 'Οι επόμενες αναρτήσεις σας';
  const when = (post: MailPost) => (post.scheduledDate ? localMoment(post.scheduledDate, timeZone) : '');
  const imageUrl = (path: string) => absoluteUrl(path, publicUrl);
  const intro = `Αυτές είναι οι επόμενες αναρτήσεις σας (${posts.length}), όπως θα δημοσιευτούν:`;
  const linkNote = `Ο σύνδεσμος ισχύει για ${LINK_HOURS} ώρες και μία μόνο φορά. Στη σελίδα του εγκρίνετε κάθε ανάρτηση ή όλες μαζί· όσες έχουν επισημάνσεις χρειάζονται τη δική σας επιβεβαίωση και όσες παραβιάζουν κανόνα δεν προγραμματίζονται.`;
  const action = 'Έλεγχος και έγκριση των αναρτήσεων';
  const allScheduled = 'Όλες οι αναρτήσεις είναι ήδη προγραμματισμένες.';
  const outro = 'Μπορείτε να τις δείτε και να τις αλλάξετε στο Post Studio.';

  const text = [
    intro,
    '',
    ...posts.flatMap(({ post, flags, images }) => [
      `• ${when(post)} – ${post.productName} (${statusOf(post)})`,
      post.content,
      ...extrasText(post, images),
      ...flags.map((f) => `  ⚠ ${flagLine(f)}`),
      '',
    ]),
    ...(approvalUrl ? [`${action}: ${approvalUrl}`, linkNote] : [allScheduled]),
    '',
    outro,
  ].join('\n');

  const items = posts
    .map(({ post, flags, images }) => {
      const first = images[0];
      return `<li style="margin:0 0 24px">
<strong>${escapeHtml(when(post))}</strong> – ${escapeHtml(post.productName)}
<span style="color:${post.isScheduled ? '#1b7f3b' : '#9a5b00'}">(${statusOf(post)})</span><br>
${first ? `<img src="${escapeHtml(imageUrl(first.url))}" alt="${escapeHtml(first.altText ?? post.productName)}" style="max-width:100%;max-height:200px;border-radius:6px;margin:8px 0"><br>` : ''}
<div style="color:#333;white-space:pre-wrap;line-height:1.45">${escapeHtml(post.content)}</div>
${extrasHtml(post, images)}
${flags.map(flagBoxHtml).join('')}
</li>`;
    })
    .join('\n');
  const actionHtml = approvalUrl
    ? `${mailAction(approvalUrl, action)}\n${mailNote(linkNote)}`
    : mailParagraph(allScheduled);
  const html = mailDocument({
    title: subject,
    logo: mailLogo(logoUrl, companyName, publicUrl),
    body: `${mailParagraph(intro)}
<ul style="padding-left:20px">
${items}
</ul>
${actionHtml}
${mailNote(outro)}`,
  });
  return { subject, text, html };
}
