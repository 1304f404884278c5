import {
  DEFAULT_TIME_ZONE,
  type WeeklyDigestResponse,
  type WeeklyDigestTestResponse,
} from '@studio/contracts';
import {
  type Auth,
  accountIdOf,
  conflict,
  type Db,
  type Mailer,
  mountRoute,
  type PublicOrigins,
  type ServiceApp,
} from '@studio/kit';
import { and, desc, eq } from 'drizzle-orm';
import { aiConfigurations, companiesCopy, weeklyDigests } from '../db/schema.ts';
import { takeTestEmail } from '../email/test-email-quota.ts';
import { MAIL_KEPT, NO_ADMIN_EMAIL } from '../posts/approval-link-routes.ts';
import { aiConfigurationOf } from '../posts/queries.ts';
import { deliverDigest, type NoDigest, prepareDigest } from './prepare.ts';
import { DIGEST_TIME, nextDigestAt } from './week.ts';

type Deps = {
  db: Db;
  auth: Auth;
  now: () => Date;
  mailer: Mailer;
  /** The platform's public origins: the mail links to the one the business is using when it is listed. */
  origins: PublicOrigins;
};

export const NO_COMPANY = 'Συμπληρώστε πρώτα τα στοιχεία της επιχείρησης (Ρυθμίσεις).';
export const NOTHING_TO_SAY =
  'Δεν υπάρχει τίποτα για τη σύνοψη: καμία ανάρτηση δεν δημοσιεύτηκε τις τελευταίες 7 ημέρες και καμία δεν έρχεται τις επόμενες 7.';
const REFUSALS: Record<NoDigest, string> = {
  no_company: NO_COMPANY,
  no_admin: NO_ADMIN_EMAIL,
  nothing_to_say: NOTHING_TO_SAY,
};

/** The business's weekly digest setting (on by default) and, to see the digest without waiting for Monday, one sent now. */
export function weeklyDigestRoutes(app: ServiceApp, { db, now, mailer, origins }: Deps) {
  async function settingOf(accountId: number, enabled: boolean): Promise<WeeklyDigestResponse> {
    const [[company], [last]] = await Promise.all([
      db
        .select({ timeZone: companiesCopy.timeZone })
        .from(companiesCopy)
        .where(eq(companiesCopy.accountId, accountId)),
      db
        .select({ sentAt: weeklyDigests.sentAt })
        .from(weeklyDigests)
        .where(
          and(
            eq(weeklyDigests.accountId, accountId),
            // The account's own: a reviewer's is theirs.
            eq(weeklyDigests.recipient, ''),
            eq(weeklyDigests.outcome, 'sent'),
          ),
        )
        .orderBy(desc(weeklyDigests.weekStart))
        .limit(1),
    ]);
    const timeZone = company?.timeZone ?? DEFAULT_TIME_ZONE;
    return {
      success: true,
      enabled,
      time: DIGEST_TIME,
      timeZone,
      nextAt: nextDigestAt(now(), timeZone).toISOString(),
      lastSentAt: last?.sentAt?.toISOString() ?? null,
    };
  }

  mountRoute(app, 'GET /api/posts/weekly-digest', async (c) => {
    const accountId = accountIdOf(c);
    const config = await aiConfigurationOf(db, accountId);
    return c.json((await settingOf(accountId, config.weeklyDigest)) satisfies WeeklyDigestResponse);
  });

  mountRoute(app, 'PUT /api/posts/weekly-digest', async (c) => {
    const accountId = accountIdOf(c);
    const { enabled } = c.req.valid('json');
    await aiConfigurationOf(db, accountId);
    await db
      .update(aiConfigurations)
      .set({ weeklyDigest: enabled, updatedAt: now() })
      .where(eq(aiConfigurations.accountId, accountId));
    return c.json((await settingOf(accountId, enabled)) satisfies WeeklyDigestResponse);
  });

  // Counted with the test e-mails (the same daily limit): each goes to every admin user of the account.
  mountRoute(app, 'POST /api/posts/weekly-digest/test', async (c) => {
    const accountId = accountIdOf(c);
    const at = now();
    const publicUrl = origins.of(c.req.raw);
    const digest = await prepareDigest(db, accountId, at, { publicUrl, test: true });
    if (digest.kind === 'none') throw conflict(REFUSALS[digest.reason]);
    await takeTestEmail(db, accountId, at);
    await deliverDigest(db, mailer, digest);
    const kept = mailer.delivery === 'kept';
    const recipients = digest.mail.to;
    return c.json({
      success: true,
      message: kept ? MAIL_KEPT : `Η σύνοψη στάλθηκε στο ${recipients.join(', ')}.`,
      delivery: mailer.delivery,
      recipients,
      // With nothing sent, the business sees the mail and reaches its link only here (never cached, to
      // the signed-in business alone); the stored mail and the log hold the link redacted.
      approvalUrl: kept ? digest.approvalUrl : null,
      html: kept ? digest.mail.html : null,
    } satisfies WeeklyDigestTestResponse);
  });
}
