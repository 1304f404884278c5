import { drivers } from '@studio/kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alerts, emailSchedulingTokens, mails, testEmailUsage } from '../db/schema.ts';
import { type PostsHarness, postsHarness } from '../testing.ts';
import { purgeOldRecords, RETENTION_DAYS } from './retention.ts';

const NOW = new Date('2026-11-24T10:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 3_600_000);

describe.each(drivers)('the purge of old records on %s', (driver) => {
  let h: PostsHarness;
  beforeAll(async () => {
    h = await postsHarness(driver, { clockStart: NOW });
  });
  afterAll(() => h.close());

  const alert = (
    accountId: number,
    incidentKey: string,
    createdAt: Date,
    mailStatus: 'pending' | 'sent',
  ) => ({
    accountId,
    incidentKey,
    kind: 'post_failed' as const,
    title: 'Η ανάρτηση δεν δημοσιεύτηκε',
    reason: 'Σφάλμα',
    createdAt,
    mailStatus,
    // A pending mail waits for its next try (the service's own alert worker leaves it alone).
    nextAttemptAt: new Date('2099-01-01T00:00:00Z'),
  });

  it(`keeps ${RETENTION_DAYS} days of alerts, mails and links, and only the counts a limit still reads`, async () => {
    const accountId = 7101;
    await h.db
      .insert(alerts)
      .values([
        alert(accountId, 'old-sent', daysAgo(RETENTION_DAYS + 1), 'sent'),
        alert(accountId, 'old-pending', daysAgo(RETENTION_DAYS + 1), 'pending'),
        alert(accountId, 'recent-sent', daysAgo(RETENTION_DAYS - 1), 'sent'),
      ]);
    const mail = (subject: string, createdAt: Date) => ({
      accountId,
      recipients: ['owner@clinic.example'],
      subject,
      text: subject,
      html: `<p>${subject}</p>`,
      delivery: 'kept' as const,
      createdAt,
    });
    await h.db.insert(mails).values([mail('old', daysAgo(RETENTION_DAYS + 1)), mail('recent', daysAgo(3))]);
    const link = (token: string, expiresAt: Date) => ({ accountId, token, postIds: [1], expiresAt });
    await h.db
      .insert(emailSchedulingTokens)
      .values([
        link('retention-old', daysAgo(RETENTION_DAYS + 1)),
        link('retention-expired-lately', daysAgo(2)),
      ]);
    const day = (days: number) => daysAgo(days).toISOString().slice(0, 10);
    await h.db.insert(testEmailUsage).values([
      { accountId, day: day(2), count: 10 },
      { accountId, day: day(1), count: 3 },
      { accountId, day: day(0), count: 1 },
    ]);

    expect(await purgeOldRecords(h.db, NOW)).toEqual({ alerts: 1, mails: 1, links: 1, testEmailDays: 1 });

    const left = await h.db.select().from(alerts).where(eq(alerts.accountId, accountId));
    expect(left.map((a) => a.incidentKey).sort()).toEqual(['old-pending', 'recent-sent']);
    const leftMails = await h.db.select().from(mails).where(eq(mails.accountId, accountId));
    expect(leftMails.map((m) => m.subject)).toEqual(['recent']);
    const leftLinks = await h.db
      .select()
      .from(emailSchedulingTokens)
      .where(eq(emailSchedulingTokens.accountId, accountId));
    expect(leftLinks.map((l) => l.token)).toEqual(['retention-expired-lately']);
    const leftCounts = await h.db
      .select()
      .from(testEmailUsage)
      .where(eq(testEmailUsage.accountId, accountId));
    expect(leftCounts.map((c) => c.day).sort()).toEqual([day(1), day(0)]);

    // A second replica running the same purge finds nothing more.
    expect(await purgeOldRecords(h.db, NOW)).toEqual({ alerts: 0, mails: 0, links: 0, testEmailDays: 0 });
  });
});
