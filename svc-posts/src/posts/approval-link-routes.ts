import type { TestEmailResponse } from '@studio/contracts';
import { DEFAULT_TIME_ZONE } from '@studio/contracts';
import {
  type Auth,
  accountIdOf,
  conflict,
  type Db,
  type Mailer,
  mountRoute,
  type PublicOrigins,
  redactSecretPaths,
  type ServiceApp,
} from '@studio/kit';
import { and, asc, eq, gt } from 'drizzle-orm';
import { ruleSetOf } from '../compliance/rule-set.ts';
import { bulkGeneratedPosts, companiesCopy, emailSchedulingTokens, mails } from '../db/schema.ts';
import { approvalMail, LINK_HOURS, MAIL_MAX_POSTS } from '../email/approval-mail.ts';
import { hashSecret, newSecret } from '../email/link-secret.ts';
import { addressesOf, recipientsOf } from '../email/recipients.ts';
import { takeTestEmail } from '../email/test-email-quota.ts';
import { postImagesOf } from '../media/images.ts';
import { LINK_PAGE_CSP, linkPage } from './approval-link-page.ts';
import { previewSchedulingLink, useSchedulingLink } from './approve-by-link.ts';
import { publishedFlagsOf } from './gates.ts';

type Deps = {
  db: Db;
  auth: Auth;
  afterCommit: () => void;
  now: () => Date;
  mailer: Mailer;
  /** The platform's public origins: the mail links to the one the business is using when it is listed. */
  origins: PublicOrigins;
};

export const NO_ADMIN_EMAIL = 'Δεν βρέθηκε email διαχειριστή για αυτόν τον λογαριασμό.';
export const NO_COMING_POSTS = 'Δεν υπάρχουν επερχόμενες αναρτήσεις για αποστολή.';
export const MAIL_KEPT = 'Η αποστολή email δεν έχει ενεργοποιηθεί ακόμη: το μήνυμα δεν στάλθηκε.';

const HOUR_MS = 3_600_000;

/** The approval mail (POST /api/test-email) and the one-click link it carries. */
export function emailRoutes(app: ServiceApp, { db, afterCommit, now, mailer, origins }: Deps) {
  mountRoute(app, 'POST /api/test-email', async (c) => {
    const accountId = accountIdOf(c);
    const recipientUsers = await recipientsOf(db, accountId, { approvers: true });
    if (recipientUsers.length === 0) throw conflict(NO_ADMIN_EMAIL);
    const recipients = addressesOf(recipientUsers);

    const at = now();
    const posts = await db
      .select()
      .from(bulkGeneratedPosts)
      .where(and(eq(bulkGeneratedPosts.accountId, accountId), gt(bulkGeneratedPosts.scheduledDate, at)))
      .orderBy(asc(bulkGeneratedPosts.scheduledDate), asc(bulkGeneratedPosts.id))
      .limit(MAIL_MAX_POSTS);
    if (posts.length === 0) throw conflict(NO_COMING_POSTS);
    await takeTestEmail(db, accountId, at);

    const ruleSet = await ruleSetOf(db);
    const [company] = await db.select().from(companiesCopy).where(eq(companiesCopy.accountId, accountId));
    const unscheduled = posts.filter((p) => !p.isScheduled).map((p) => p.id);
    const secret = unscheduled.length > 0 ? newSecret() : null;
    const publicUrl = origins.of(c.req.raw);
    const approvalUrl = secret ? `${publicUrl}/api/email-scheduling/${secret}` : null;
    const mail = {
      to: recipients,
      ...approvalMail({
        companyName: company?.companyName ?? null,
        logoUrl: company?.logoUrl ?? null,
        timeZone: company?.timeZone ?? DEFAULT_TIME_ZONE,
        posts: await Promise.all(
          posts.map(async (post) => {
            const images = await postImagesOf(db, post);
            return { post, flags: publishedFlagsOf(post, images, ruleSet), images };
          }),
        ),
        approvalUrl,
        publicUrl,
      }),
    };

    // Stored only once the mail is gone: a failed send leaves no usable link behind.
    const { messageId } = await mailer.send(mail);
    await db.transaction(async (tx) => {
      // The record keeps the mail without its link's secret, as the token table keeps only its hash:
      // a copy of the database schedules nobody's posts.
      await tx.insert(mails).values({
        accountId,
        recipients,
        subject: mail.subject,
        text: redactSecretPaths(mail.text),
        html: redactSecretPaths(mail.html),
        delivery: mailer.delivery,
        messageId,
      });
      if (secret) {
        await tx.insert(emailSchedulingTokens).values({
          accountId,
          token: hashSecret(secret),
          postIds: unscheduled,
          recipients: recipientUsers,
          expiresAt: new Date(at.getTime() + LINK_HOURS * HOUR_MS),
        });
      }
    });

    const kept = mailer.delivery === 'kept';
    return c.json({
      success: true,
      message: kept ? MAIL_KEPT : `Το email στάλθηκε στο ${recipients.join(', ')}.`,
      delivery: mailer.delivery,
      recipients,
      postCount: posts.length,
      // With nothing sent, the business can only reach the link from the screen: it is in this answer
      // (never cached, to the signed-in business alone) and nowhere else, the stored mail and the log
      // holding it redacted.
      approvalUrl: kept ? approvalUrl : null,
    } satisfies TestEmailResponse);
  });

  // Public: the secret in the link is the credential. A GET (which mail scanners and link previews also
  // make) changes nothing: it answers the page that shows each post (text, image, time, flags) with a
  // tick, and the POST of its form schedules the ticked ones.
  const linkHeaders = {
    'Cache-Control': 'no-store',
    'X-Robots-Tag': 'noindex',
    'Referrer-Policy': 'no-referrer',
    'Content-Security-Policy': LINK_PAGE_CSP,
  };
  mountRoute(app, 'GET /api/email-scheduling/:token', async (c) => {
    const { status, html } = linkPage(await previewSchedulingLink(db, c.req.param('token'), now()));
    return c.html(html, status, linkHeaders);
  });
  mountRoute(app, 'POST /api/email-scheduling/:token', async (c) => {
    // The page's form (urlencoded); any other body ticks nothing.
    const form = c.req.header('Content-Type')?.startsWith('application/x-www-form-urlencoded')
      ? new URLSearchParams(await c.req.text())
      : new URLSearchParams();
    const ticked = new Set(form.getAll('approve'));
    const outcome = await useSchedulingLink(db, c.req.param('token'), now(), ticked);
    if (outcome.kind === 'done' && outcome.scheduled.length > 0) afterCommit();
    const { status, html } = linkPage(outcome);
    return c.html(html, status, linkHeaders);
  });
}
