/**
 * The medical reviewer's own weekly digest: the account's posts waiting for their sign-off, each
 * as it is now with its flags and the words in its images, and a one-click sign-off link of their own bound
 * to that version (the sign-off mail's links: signoff/link.ts). It carries no link that schedules posts:
 * a reviewer signs off, the owner and marketers schedule (their digest: prepare.ts).
 */
import type { SignOffQueueItem } from '@studio/contracts';
import { type Db, escapeHtml, type Mail, type Mailer, mailLogo } from '@studio/kit';
import { and, eq } from 'drizzle-orm';
import { adminUserEmailsCopy, companiesCopy, signOffLinks } from '../db/schema.ts';
import { absoluteUrl, LINK_HOURS, localMoment } from '../email/approval-mail.ts';
import { hashSecret, newSecret } from '../email/link-secret.ts';
import {
  flagBoxHtml,
  flagLine,
  mailButton,
  mailCard,
  mailDocument,
  mailLink,
  mailNote,
  mailParagraph,
} from '../email/mail-html.ts';
import { IMAGE_TEXT_LABEL, REVIEW_LINK_LABEL, REVIEW_SCREEN } from '../signoff/mail.ts';
import { signOffQueueOf } from '../signoff/queries.ts';
import { type DeliveryOptions, deliverWithLinks } from './prepare.ts';

const HOUR_MS = 3_600_000;
export const REVIEWER_DIGEST_ACTION = 'Έγκριση αυτής της μορφής';

/** Why a reviewer gets no digest: no company, no longer a reviewer of the account, or nothing waits. */
export type NoReviewerDigest = 'no_company' | 'not_reviewer' | 'nothing_to_say';

/** One post of the digest with the secret of its link (sent in the mail, only its hash kept). */
type Waiting = { item: SignOffQueueItem; secret: string; url: string };

export type PreparedReviewerDigest = {
  kind: 'ready';
  accountId: number;
  email: string;
  mail: Mail;
  waiting: Waiting[];
  expiresAt: Date;
};

/** Whether the address is an enabled medical reviewer of the account, as svc-auth last announced. */
async function isReviewer(db: Db, accountId: number, email: string): Promise<boolean> {
  const [row] = await db
    .select({ email: adminUserEmailsCopy.email })
    .from(adminUserEmailsCopy)
    .where(
      and(
        eq(adminUserEmailsCopy.accountId, accountId),
        eq(adminUserEmailsCopy.email, email),
        eq(adminUserEmailsCopy.role, 'medical_reviewer'),
        eq(adminUserEmailsCopy.disabled, false),
      ),
    )
    .limit(1);
  return row !== undefined;
}

type ReviewerMailInput = {
  companyName: string | null;
  logoUrl: string | null;
  timeZone: string;
  waiting: readonly Waiting[];
  publicUrl: string;
};

/** The mail: how many wait, then each post (when, text, first comment, words in its images, flags) and its link. */
export function reviewerDigestMail({
  companyName,
  logoUrl,
  timeZone,
  waiting,
  publicUrl,
}: ReviewerMailInput) {
  const subject = `Εβδομαδιαία σύνοψη ιατρικού ελέγχου${companyName ? ` – ${companyName}` : ''}`;
  const intro =
    waiting.length === 1
      ? '1 ανάρτηση περιμένει τον ιατρικό σας έλεγχο.'
      : `${waiting.length} αναρτήσεις περιμένουν τον ιατρικό σας έλεγχο.`;
  const note = `Κάθε σύνδεσμος ισχύει για ${LINK_HOURS} ώρες, μία φορά, και μόνο για την ανάρτηση όπως είναι τώρα· αν αλλάξει, θα σας το πει. Για αλλαγές με σχόλιο, ανοίξτε τον «Ιατρικό έλεγχο» στο Post Studio.`;
  const reviewUrl = absoluteUrl(REVIEW_SCREEN, publicUrl);
  const whenOf = (item: SignOffQueueItem) =>
    item.current.scheduledDate ? localMoment(new Date(item.current.scheduledDate), timeZone) : '—';
  const imageTextsOf = (item: SignOffQueueItem) =>
    item.current.images.flatMap((i) => (i.imageText ? [i.imageText] : []));
  const text = [
    subject,
    intro,
    '',
    ...waiting.flatMap(({ item, url }) => [
      `• ${item.productName} (δημοσίευση ${whenOf(item)})`,
      item.current.text,
      ...(item.current.firstComment ? [`Πρώτο σχόλιο: ${item.current.firstComment}`] : []),
      ...(imageTextsOf(item).length ? [`${IMAGE_TEXT_LABEL}: ${imageTextsOf(item).join(' · ')}`] : []),
      ...item.flags.map((f) => `  ⚠ ${flagLine(f)}`),
      `${REVIEWER_DIGEST_ACTION}: ${url}`,
      '',
    ]),
    note,
    `${REVIEW_LINK_LABEL}: ${reviewUrl}`,
  ].join('\n');
  const posts = waiting
    .map(({ item, url }) => {
      const printed = imageTextsOf(item);
      return mailCard(`<h2 style="font-size:16px;margin:0 0 4px">${escapeHtml(item.productName)}</h2>
<p style="color:#666;font-size:13px;margin:0 0 8px">Δημοσίευση ${escapeHtml(whenOf(item))}</p>
<p style="white-space:pre-wrap">${escapeHtml(item.current.text)}</p>
${item.current.firstComment ? `<p><strong>Πρώτο σχόλιο:</strong> ${escapeHtml(item.current.firstComment)}</p>` : ''}
${printed.length ? `<p><strong>${IMAGE_TEXT_LABEL}:</strong> ${escapeHtml(printed.join(' · '))}</p>` : ''}
${item.flags.map(flagBoxHtml).join('')}
<p style="margin:16px 0 4px">${mailButton(url, REVIEWER_DIGEST_ACTION, 'medium')}</p>`);
    })
    .join('\n');
  const html = mailDocument({
    title: subject,
    logo: mailLogo(logoUrl, companyName, publicUrl),
    body: `${mailParagraph(intro)}
${posts}
${mailNote(note)}
${mailLink(reviewUrl, REVIEW_LINK_LABEL)}`,
  });
  return { subject, text, html };
}

/**
 * The digest of one reviewer of the account at `at`, or why none goes: the posts the account's setting
 * put in the reviewer's queue and still waiting for the version sent (the screen's queue, read the same way).
 */
export async function prepareReviewerDigest(
  db: Db,
  accountId: number,
  email: string,
  at: Date,
  { publicUrl }: { publicUrl: string },
): Promise<PreparedReviewerDigest | { kind: 'none'; reason: NoReviewerDigest }> {
  const [company] = await db.select().from(companiesCopy).where(eq(companiesCopy.accountId, accountId));
  if (!company) return { kind: 'none', reason: 'no_company' };
  if (!(await isReviewer(db, accountId, email))) return { kind: 'none', reason: 'not_reviewer' };
  const queue = await signOffQueueOf(db, accountId);
  if (queue.length === 0) return { kind: 'none', reason: 'nothing_to_say' };
  const waiting = queue.map((item) => {
    const secret = newSecret();
    return { item, secret, url: `${publicUrl}/api/clinical-signoff/${secret}` };
  });
  return {
    kind: 'ready',
    accountId,
    email,
    mail: {
      to: [email],
      ...reviewerDigestMail({
        companyName: company.companyName,
        logoUrl: company.logoUrl,
        timeZone: company.timeZone,
        waiting,
        publicUrl,
      }),
    },
    waiting,
    expiresAt: new Date(at.getTime() + LINK_HOURS * HOUR_MS),
  };
}

/** Sends a prepared reviewer digest as the account's goes (`deliverWithLinks`): its sign-off links stored first. */
export function deliverReviewerDigest(
  db: Db,
  mailer: Mailer,
  digest: PreparedReviewerDigest,
  options: DeliveryOptions = {},
): Promise<{ messageId: string | null }> {
  const { accountId, email, waiting, expiresAt } = digest;
  return deliverWithLinks(
    db,
    mailer,
    digest,
    async (tx) => {
      await tx.insert(signOffLinks).values(
        waiting.map(({ item, secret }) => ({
          accountId,
          postId: item.postId,
          // A post in the queue has a version sent (its sign-off's), which the link binds with its hash.
          version: item.signOff.version ?? 0,
          payloadHash: item.signOff.payloadHash,
          token: hashSecret(secret),
          email,
          expiresAt,
        })),
      );
    },
    options,
  );
}
