/**
 * The sign-off mail: when a post is sent for review, each of the account's medical reviewers
 * (or, with none named yet, its other users: the owner signs off too) gets the post as it will appear and
 * a one-click link bound to that version, single-use and expiring; the link's secret is stored hashed.
 */
import {
  type ComplianceFlag,
  DEFAULT_TIME_ZONE,
  SIGN_OFF_ROLES,
  type SignOffSnapshot,
} from '@studio/contracts';
import {
  type Db,
  escapeHtml,
  type Logger,
  type Mail,
  type Mailer,
  mailLogo,
  redactSecretPaths,
} from '@studio/kit';
import { type Network, previewPageNames } from '@studio/previews';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { adminUserEmailsCopy, companiesCopy, mails, pagesCopy, signOffLinks } from '../db/schema.ts';
import { absoluteUrl, LINK_HOURS, localMoment } from '../email/approval-mail.ts';
import { type GooglePreviewInput, googlePreviewOf } from '../email/google-preview-html.ts';
import { googleTopicHtml, googleTopicText } from '../email/google-topic-html.ts';
import { hashSecret, newSecret } from '../email/link-secret.ts';
import {
  flagBoxHtml,
  flagLine,
  mailAction,
  mailDocument,
  mailLink,
  mailNote,
  mailParagraph,
} from '../email/mail-html.ts';
import { PREVIEW_CSS, postPreviewsHtml, publishedExtrasHtml } from '../email/post-preview-html.ts';

const HOUR_MS = 3_600_000;
/** The portal's screen of the reviewer. */
export const REVIEW_SCREEN = '/business/medical-review';
export const IMAGE_TEXT_LABEL = 'Κείμενο μέσα στις εικόνες';
/** The link to the reviewer's screen, under a mail's button. */
export const REVIEW_LINK_LABEL = 'Ιατρικός έλεγχος στο Post Studio';

/**
 * The account's members who may sign off now: enabled, able to sign in (an invitee without a password is
 * not), and of a role that signs off. A sign-off link counts only while its recipient is one of them.
 */
function signersWhere(accountId: number) {
  return and(
    eq(adminUserEmailsCopy.accountId, accountId),
    eq(adminUserEmailsCopy.disabled, false),
    eq(adminUserEmailsCopy.canSignIn, true),
    inArray(adminUserEmailsCopy.role, [...SIGN_OFF_ROLES]),
  );
}

/** Whether `email` is, now, a member of the account who may sign off. */
export async function maySignOffByMail(db: Db, accountId: number, email: string): Promise<boolean> {
  const [found] = await db
    .select({ id: adminUserEmailsCopy.adminUserId })
    .from(adminUserEmailsCopy)
    .where(and(signersWhere(accountId), eq(adminUserEmailsCopy.email, email)))
    .limit(1);
  return found !== undefined;
}

/** Who reviews the account's posts: its medical reviewers, or else its owners (each able to sign in). */
export async function reviewersOf(db: Db, accountId: number): Promise<string[]> {
  const users = await db
    .select({ email: adminUserEmailsCopy.email, role: adminUserEmailsCopy.role })
    .from(adminUserEmailsCopy)
    .where(signersWhere(accountId))
    .orderBy(asc(adminUserEmailsCopy.adminUserId));
  const reviewers = users.filter((u) => u.role === 'medical_reviewer');
  const chosen = reviewers.length > 0 ? reviewers : users.filter((u) => u.role === 'owner');
  return [...new Set(chosen.map((u) => u.email))];
}

/** The account's Facebook page and Instagram account names, as svc-social last announced them. */
export async function pageNamesOf(db: Db, accountId: number): Promise<Record<Network, string>> {
  const [copy] = await db.select().from(pagesCopy).where(eq(pagesCopy.accountId, accountId));
  return previewPageNames((copy?.pages ?? []).map((page) => ({ ...page, isActive: true })));
}

export type SignOffMailInput = {
  companyName: string | null;
  /** The clinic's logo, at the top of the mail. */
  logoUrl: string | null;
  timeZone: string;
  productName: string;
  snapshot: SignOffSnapshot;
  flags: readonly ComplianceFlag[];
  submittedBy: string;
  names: Record<Network, string>;
  /** The Google preview, when the account has chosen locations. */
  google?: GooglePreviewInput;
  linkUrl: string;
  publicUrl: string;
};

/** The post as it will appear, what else it publishes, its flags, and the one-click sign-off of this version. */
export function signOffMail(input: SignOffMailInput): Omit<Mail, 'to'> {
  const { snapshot, timeZone, publicUrl } = input;
  const subject = `Ιατρικός έλεγχος: ${input.productName}${input.companyName ? ` – ${input.companyName}` : ''}`;
  const when = snapshot.scheduledDate ? localMoment(new Date(snapshot.scheduledDate), timeZone) : '—';
  const intro = `${input.submittedBy} έστειλε μια ανάρτηση για ιατρικό έλεγχο (δημοσίευση ${when}).`;
  const action = 'Έγκριση αυτής της μορφής';
  const note = `Ο σύνδεσμος ισχύει για ${LINK_HOURS} ώρες, μία φορά, και μόνο για την ανάρτηση όπως είναι τώρα· αν αλλάξει, θα σας το πει. Για αλλαγές με σχόλιο, ανοίξτε τον «Ιατρικό έλεγχο» στο Post Studio.`;
  const imageTexts = snapshot.images.flatMap((i) => (i.imageText ? [i.imageText] : []));
  const text = [
    intro,
    '',
    snapshot.text,
    ...googleTopicText(snapshot.googleTopic),
    ...(snapshot.firstComment ? [`Πρώτο σχόλιο: ${snapshot.firstComment}`] : []),
    ...(imageTexts.length ? [`${IMAGE_TEXT_LABEL}: ${imageTexts.join(' · ')}`] : []),
    ...input.flags.map((f) => `  ⚠ ${flagLine(f)}`),
    '',
    `${action}: ${input.linkUrl}`,
    note,
    `${REVIEW_LINK_LABEL}: ${absoluteUrl(REVIEW_SCREEN, publicUrl)}`,
  ].join('\n');
  const previews = postPreviewsHtml({
    names: input.names,
    content: snapshot.text,
    imageUrls: snapshot.images.map((i) => absoluteUrl(i.url, publicUrl)),
    imageAlt: snapshot.images[0]?.altText ?? input.productName,
    google: input.google,
  });
  const extras = publishedExtrasHtml({
    firstComment: snapshot.firstComment,
    altTexts: snapshot.images.map((i) => i.altText),
  });
  const printed = imageTexts.length
    ? `<div class="extras"><span class="label">${IMAGE_TEXT_LABEL}</span><p>${escapeHtml(imageTexts.join(' · '))}</p></div>`
    : '';
  const html = mailDocument({
    title: subject,
    logo: mailLogo(input.logoUrl, input.companyName, publicUrl),
    css: PREVIEW_CSS,
    body: `${mailParagraph(intro)}
${previews}${googleTopicHtml(snapshot.googleTopic)}${extras}${printed}${input.flags.map(flagBoxHtml).join('')}
${mailAction(input.linkUrl, action)}
${mailNote(note)}
${mailLink(absoluteUrl(REVIEW_SCREEN, publicUrl), REVIEW_LINK_LABEL)}`,
  });
  return { subject, text, html };
}

export type SubmittedVersion = {
  accountId: number;
  postId: number;
  version: number;
  payloadHash: string;
  productName: string;
  snapshot: SignOffSnapshot;
  flags: readonly ComplianceFlag[];
  submittedBy: string;
};

/**
 * Mails each reviewer the version sent, with a link of their own; stored (redacted) once sent. A mail that
 * fails is logged: the reviewer still finds the post in the portal. Answers the addresses mailed.
 */
export async function mailReviewers(
  db: Db,
  { mailer, logger, publicUrl, at }: { mailer: Mailer; logger: Logger; publicUrl: string; at: Date },
  submitted: SubmittedVersion,
): Promise<string[]> {
  const [company] = await db
    .select()
    .from(companiesCopy)
    .where(eq(companiesCopy.accountId, submitted.accountId));
  const names = await pageNamesOf(db, submitted.accountId);
  const google = await googlePreviewOf(db, submitted.accountId, submitted.snapshot.googleTopic ?? null);
  const sent: string[] = [];
  for (const email of await reviewersOf(db, submitted.accountId)) {
    const secret = newSecret();
    const mail = {
      to: [email],
      ...signOffMail({
        companyName: company?.companyName ?? null,
        logoUrl: company?.logoUrl ?? null,
        timeZone: company?.timeZone ?? DEFAULT_TIME_ZONE,
        productName: submitted.productName,
        snapshot: submitted.snapshot,
        flags: submitted.flags,
        submittedBy: submitted.submittedBy,
        names,
        google,
        linkUrl: `${publicUrl}/api/clinical-signoff/${secret}`,
        publicUrl,
      }),
    };
    try {
      const { messageId } = await mailer.send(mail);
      await db.transaction(async (tx) => {
        await tx.insert(mails).values({
          accountId: submitted.accountId,
          recipients: [email],
          subject: mail.subject,
          text: redactSecretPaths(mail.text),
          html: redactSecretPaths(mail.html),
          delivery: mailer.delivery,
          messageId,
        });
        await tx.insert(signOffLinks).values({
          accountId: submitted.accountId,
          postId: submitted.postId,
          version: submitted.version,
          payloadHash: submitted.payloadHash,
          token: hashSecret(secret),
          email,
          expiresAt: new Date(at.getTime() + LINK_HOURS * HOUR_MS),
        });
      });
      sent.push(email);
    } catch (error) {
      logger.error({ err: error, postId: submitted.postId }, 'the sign-off mail failed');
    }
  }
  return sent;
}
