import { randomUUID } from 'node:crypto';
import type { EventPayload } from '@studio/contracts';
import { type FakeSmtp, headerOf, partOf, startFakeSmtp } from '@studio/fakes/smtp';
import { createLogger, createSmtpMailer, recordAccountState } from '@studio/kit';
import { drivers } from '@studio/kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountStates, inboxMails, mails } from '../db/schema.ts';
import { type PostsHarness, postsHarness } from '../testing.ts';
import { mailOverdue } from './consumer.ts';
import { waitedFor } from './mail.ts';

const PUBLIC_URL = 'https://studio.example.com';
const logger = createLogger('inbox-mail-test', 'silent');

describe('the wait as the mail says it', () => {
  it('counts hours, then days', () => {
    expect(waitedFor(1)).toBe('περιμένει 1 ώρα');
    expect(waitedFor(6.5)).toBe('περιμένει 6 ώρες');
    expect(waitedFor(50)).toBe('περιμένει 2 ημέρες');
  });
});

describe.each(drivers)("the inbox's daily mail on %s", (driver) => {
  let h: PostsHarness;
  let smtp: FakeSmtp;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    h = await postsHarness(driver, {
      mailer: createSmtpMailer(smtp.url, 'Post Studio <no-reply@studio.example.com>'),
      publicUrl: PUBLIC_URL,
      inboxMailRetryMs: [20],
    });
  });
  afterAll(async () => {
    await h.close();
    await smtp.close();
  });
  beforeEach(() => smtp.refuse(false));

  let nextAccount = 3000;
  /** A clinic with its owner, a marketer, a medical reviewer and a disabled user. */
  async function clinic() {
    const accountId = nextAccount++;
    await h.company(accountId, { companyName: 'Κλινική Ελπίδα' });
    const owner = `owner${accountId}@example.com`;
    const marketer = `marketer${accountId}@example.com`;
    await h.adminUser(accountId, accountId * 10 + 1, owner, undefined, 'owner');
    await h.adminUser(accountId, accountId * 10 + 2, marketer, undefined, 'marketer');
    await h.adminUser(
      accountId,
      accountId * 10 + 3,
      `reviewer${accountId}@example.com`,
      undefined,
      'medical_reviewer',
    );
    await h.adminUser(accountId, accountId * 10 + 4, `gone${accountId}@example.com`);
    await h.adminUser(accountId, accountId * 10 + 4, `gone${accountId}@example.com`, true);
    const received = () => smtp.received.filter((m) => m.to.some((to) => to.includes(`${accountId}@`)));
    return { accountId, owner, marketer, received };
  }

  const overdue = (accountId: number, total = 1): EventPayload<'social.inbox.overdue-found'> => ({
    accountId,
    day: '2026-11-24',
    at: '2026-11-24T06:00:00.000Z',
    waitAlertHours: 4,
    openingHours: true,
    total,
    threads: [
      {
        threadId: 41,
        network: 'instagram',
        kind: 'comment',
        authorName: 'Ελένη Π.',
        excerpt: 'Πόσο κοστίζει η θεραπεία χειλιών;',
        waitingSince: '2026-11-23T09:30:00.000Z',
        hoursWaited: 6.5,
      },
    ],
  });
  const announce = (payload: EventPayload<'social.inbox.overdue-found'>) =>
    h.platform.bus.publish('social.inbox.overdue-found', payload, randomUUID());
  /** Another replica's consumer, as the test runs it. */
  const deps = () => ({
    db: h.db,
    bus: h.platform.bus,
    mailer: createSmtpMailer(smtp.url, 'Post Studio <no-reply@studio.example.com>'),
    now: () => new Date(),
    logger,
    publicUrl: PUBLIC_URL,
  });
  const stateOf = async (accountId: number) =>
    (await h.db.select().from(inboxMails).where(eq(inboxMails.accountId, accountId)))[0]?.state;

  it('mails the waiting threads to the owner and the marketers once, however often the event arrives', async () => {
    const c = await clinic();
    await announce(overdue(c.accountId, 3));
    await vi.waitFor(async () => expect(await stateOf(c.accountId)).toBe('sent'));
    // The same day delivered again (a redelivery, another replica): settled, no second mail.
    expect(await mailOverdue(deps(), overdue(c.accountId, 3))).toBe('sent');
    const [mail, ...more] = c.received();
    expect(more).toEqual([]);
    expect(mail!.to.sort()).toEqual([c.marketer, c.owner].sort());
    expect(headerOf(mail!.raw, 'subject')).toBe(
      'Εισερχόμενα: 3 συζητήσεις περιμένουν απάντηση – Κλινική Ελπίδα',
    );
    expect(headerOf(mail!.raw, 'message-id')).toBe(
      `<inbox-daily.${c.accountId}.2026-11-24@studio.example.com>`,
    );
    const text = partOf(mail!.raw, 'text/plain');
    expect(text).toContain('περισσότερο από 4 ώρες (μετρώντας τις ώρες λειτουργίας)');
    expect(text).toContain('• Instagram · σχόλιο · Ελένη Π.');
    expect(text).toContain('«Πόσο κοστίζει η θεραπεία χειλιών;»');
    expect(text).toContain('περιμένει 6 ώρες (από 23/11/2026 11:30)');
    expect(text).toContain(`Απάντηση: ${PUBLIC_URL}/portal/inbox?thread=41`);
    expect(text).toContain('…και 2 ακόμη.');
    expect(partOf(mail!.raw, 'text/html')).toContain(`href="${PUBLIC_URL}/portal/inbox?thread=41"`);
    const kept = await h.db.select().from(mails).where(eq(mails.accountId, c.accountId));
    expect(kept.map((m) => m.subject)).toEqual([headerOf(mail!.raw, 'subject')]);
  });

  it('sends one mail when two replicas take the same day at once', async () => {
    const c = await clinic();
    const outcomes = await Promise.allSettled([
      mailOverdue(deps(), overdue(c.accountId)),
      mailOverdue(deps(), overdue(c.accountId)),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(c.received()).toHaveLength(1);
    // The delivery that found it held is delivered again, and finds it sent.
    expect(await mailOverdue(deps(), overdue(c.accountId))).toBe('sent');
    expect(c.received()).toHaveLength(1);
  });

  it('tries a refused mail again until the server takes it', async () => {
    const c = await clinic();
    smtp.refuse(true);
    await announce(overdue(c.accountId));
    await vi.waitFor(async () => {
      const [row] = await h.db.select().from(inboxMails).where(eq(inboxMails.accountId, c.accountId));
      expect(row?.attempts).toBeGreaterThanOrEqual(2);
    });
    expect(await stateOf(c.accountId)).toBe('pending');
    smtp.refuse(false);
    await vi.waitFor(async () => expect(await stateOf(c.accountId)).toBe('sent'));
    expect(c.received()).toHaveLength(1);
  });

  it('mails nobody for a suspended account or one without users', async () => {
    const suspended = await clinic();
    await recordAccountState(h.db, accountStates, suspended.accountId, true, new Date());
    const empty = nextAccount++;
    await announce(overdue(suspended.accountId));
    await announce(overdue(empty));
    await vi.waitFor(async () => {
      expect(await stateOf(suspended.accountId)).toBe('suspended');
      expect(await stateOf(empty)).toBe('no_recipients');
    });
    expect(suspended.received()).toEqual([]);
  });
});
