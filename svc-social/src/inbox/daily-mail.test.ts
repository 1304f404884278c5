import { randomUUID } from 'node:crypto';
import type { EventPayload } from '@studio/contracts';
import { drivers } from '@studio/kit/testing';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { localTimeOf } from '../accounts/time-zones.ts';
import { accountTimeZones, inboxDailyMails, inboxSettings, inboxThreads, outbox } from '../db/schema.ts';
import { type SocialHarness, socialHarness } from '../testing.ts';
import { announceOverdue } from './daily-mail.ts';

/** Tuesday 24 November 2026 in Greek time (UTC+2). */
const greek = (dayHourMinute: string) => new Date(`2026-11-${dayHourMinute}:00+02:00`);
const noCommit = () => undefined;

describe('the local day and hour', () => {
  const localDayHour = (at: Date, timeZone?: string) => {
    const { day, hour } = localTimeOf(at, timeZone);
    return { day, hour };
  };
  it('reads a moment in Greek time, or in the zone given', () => {
    expect(localDayHour(new Date('2026-11-24T06:30:00Z'), 'Europe/London')).toEqual({
      day: '2026-11-24',
      hour: 6,
    });
    expect(localDayHour(new Date('2026-11-24T06:30:00Z'), 'Not/AZone')).toEqual({
      day: '2026-11-24',
      hour: 8,
    });
    expect(localDayHour(new Date('2026-11-24T05:59:00Z'))).toEqual({ day: '2026-11-24', hour: 7 });
    expect(localDayHour(new Date('2026-11-24T22:30:00Z'))).toEqual({ day: '2026-11-25', hour: 0 });
    expect(localDayHour(new Date('2026-07-01T05:00:00Z'))).toEqual({ day: '2026-07-01', hour: 8 });
  });
});

describe.each(drivers)('the daily mail of waiting threads on %s', (driver) => {
  let h: SocialHarness;
  beforeAll(async () => {
    h = await socialHarness(driver);
  });
  afterAll(() => h.close());

  let nextAccount = 7000;
  let nextThread = 0;
  /** A thread of the account waiting since `since`. */
  const waiting = async (accountId: number, since: Date, authorName = 'Μαρία Κ.') => {
    const [row] = await h.db
      .insert(inboxThreads)
      .values({
        accountId,
        threadKey: `facebook:comment:post-${++nextThread}:p-1`,
        kind: 'comment',
        network: 'facebook',
        pageId: 'page-1',
        pageName: 'Κλινική Ελπίδα',
        authorName,
        lastItemAt: since,
        lastItemExcerpt: 'Πόσο κοστίζει η θεραπεία;',
        waitingSince: since,
        unreadCount: 1,
      })
      .returning({ id: inboxThreads.id });
    return row!.id;
  };
  /** What was announced for the account's daily mail. */
  const announced = async (accountId: number) => {
    const rows = await h.db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(
        and(
          eq(outbox.subject, 'social.inbox.overdue-found'),
          sql`(${outbox.payload}->>'accountId')::int = ${accountId}`,
        ),
      );
    return rows.map((r) => r.payload as EventPayload<'social.inbox.overdue-found'>);
  };

  it('announces at 08:00 the threads waiting past the setting, once however many replicas look', async () => {
    const accountId = nextAccount++;
    const late = await waiting(accountId, greek('24T01:30'), 'Ελένη Π.');
    await waiting(accountId, greek('24T06:30')); // 1.5 h at 08:00: under the default 4 h
    expect(await announceOverdue(h.db, greek('24T07:59'), noCommit)).toBe(0);
    expect(await announced(accountId)).toEqual([]);
    // Two replicas look at the same moment, then again a few minutes later.
    const at = greek('24T08:00');
    await Promise.all([announceOverdue(h.db, at, noCommit), announceOverdue(h.db, at, noCommit)]);
    await announceOverdue(h.db, greek('24T08:05'), noCommit);
    await announceOverdue(h.db, greek('24T17:00'), noCommit);
    const events = await announced(accountId);
    expect(events).toEqual([
      {
        accountId,
        day: '2026-11-24',
        at: at.toISOString(),
        waitAlertHours: 4,
        openingHours: false,
        total: 1,
        threads: [
          {
            threadId: late,
            network: 'facebook',
            kind: 'comment',
            authorName: 'Ελένη Π.',
            excerpt: 'Πόσο κοστίζει η θεραπεία;',
            waitingSince: greek('24T01:30').toISOString(),
            hoursWaited: 6.5,
          },
        ],
      },
    ]);
    // The next day is a day of its own.
    await announceOverdue(h.db, greek('25T08:00'), noCommit);
    expect(await announced(accountId)).toHaveLength(2);
  });

  it('announces nothing when nothing waits past the setting, or when the mail is off', async () => {
    const quiet = nextAccount++;
    await waiting(quiet, greek('24T05:00')); // 3 h at 08:00
    const off = nextAccount++;
    await waiting(off, greek('23T10:00'));
    await h.db.insert(inboxSettings).values({ accountId: off, dailyMail: false });
    await announceOverdue(h.db, greek('24T08:00'), noCommit);
    expect(await announced(quiet)).toEqual([]);
    expect(await announced(off)).toEqual([]);
    // Each account's day was looked at once: a thread overdue later in the day waits for tomorrow's mail.
    const days = await h.db.select().from(inboxDailyMails).where(eq(inboxDailyMails.accountId, quiet));
    expect(days).toMatchObject([{ day: '2026-11-24', overdue: 0 }]);
    await announceOverdue(h.db, greek('24T12:00'), noCommit);
    expect(await announced(quiet)).toEqual([]);
  });

  it('counts the wait in opening hours when the clinic set them', async () => {
    const accountId = nextAccount++;
    await h.db.insert(inboxSettings).values({
      accountId,
      waitAlertHours: 4,
      openingHours: { days: [1, 2, 3, 4, 5], from: '09:00', to: '17:00' },
    });
    // Monday 23rd: since 16:00 (1 open hour by Tuesday 08:00), and since 11:00 (6 open hours).
    await waiting(accountId, greek('23T16:00'), 'Νίκος Α.');
    const morning = await waiting(accountId, greek('23T11:00'), 'Σοφία Δ.');
    await announceOverdue(h.db, greek('24T08:00'), noCommit);
    const [event] = await announced(accountId);
    expect(event).toMatchObject({ openingHours: true, total: 1 });
    expect(event!.threads).toEqual([
      expect.objectContaining({ threadId: morning, authorName: 'Σοφία Δ.', hoursWaited: 6 }),
    ]);
  });

  it("goes at 08:00 in the account's own time zone, as svc-auth announces it", async () => {
    const accountId = nextAccount++;
    await h.platform.bus.publish(
      'auth.company.updated',
      {
        accountId,
        companyName: 'Clinic London',
        location: 'London',
        postFrequencyDays: 3,
        scheduledTime: '09:00',
        timeZone: 'Europe/London',
      },
      randomUUID(),
    );
    await vi.waitFor(async () =>
      expect(
        await h.db.select().from(accountTimeZones).where(eq(accountTimeZones.accountId, accountId)),
      ).toHaveLength(1),
    );
    await waiting(accountId, greek('23T20:00'));
    // 08:00 in Athens is 06:00 in London: not yet; 10:00 in Athens is 08:00 there.
    await announceOverdue(h.db, greek('24T08:00'), noCommit);
    expect(await announced(accountId)).toEqual([]);
    await announceOverdue(h.db, greek('24T10:00'), noCommit);
    expect(await announced(accountId)).toMatchObject([{ day: '2026-11-24', total: 1 }]);
  });

  it("counts opening hours on the clock of the account's own time zone, in the bell's count and the mail", async () => {
    const accountId = nextAccount++;
    await h.platform.bus.publish(
      'auth.company.updated',
      {
        accountId,
        companyName: 'Clinic Manhattan',
        location: 'New York',
        postFrequencyDays: 3,
        scheduledTime: '09:00',
        timeZone: 'America/New_York',
      },
      randomUUID(),
    );
    await vi.waitFor(async () =>
      expect(
        await h.db.select().from(accountTimeZones).where(eq(accountTimeZones.accountId, accountId)),
      ).toHaveLength(1),
    );
    await h.db.insert(inboxSettings).values({
      accountId,
      waitAlertHours: 4,
      openingHours: { days: [1, 2, 3, 4, 5], from: '09:00', to: '17:00' },
    });
    /** New York is UTC-5 in November. */
    const newYork = (dayHourMinute: string) => new Date(`2026-11-${dayHourMinute}:00-05:00`);
    // Since Monday 13:00 in New York: 4 open hours that day and 1 on Tuesday by 10:00 there.
    const sofia = await waiting(accountId, newYork('23T13:00'), 'Σοφία Δ.');
    // Since Tuesday 02:00 in New York (09:00 in Athens): 1 open hour there by 10:00, though 8 in Greek hours.
    await waiting(accountId, newYork('24T02:00'), 'Νίκος Α.');
    const now = newYork('24T10:00');

    vi.useFakeTimers({ toFake: ['Date'], now });
    try {
      const { token } = await h.business(accountId);
      const count = await h.request('GET', '/api/inbox/count', { token });
      expect(await count.json()).toMatchObject({ waiting: 1 });
      // The list marks the same thread red: the other has waited 8 hours by the clock, 1 in opening hours.
      const list = await h.request('GET', '/api/inbox/threads', { token });
      const { threads } = (await list.json()) as { threads: { id: number; overdue: boolean }[] };
      expect(threads.filter((t) => t.overdue).map((t) => t.id)).toEqual([sofia]);
      expect(threads).toHaveLength(2);
      // The settings say which clock the hours are read on.
      const settings = await h.request('GET', '/api/inbox/settings', { token });
      expect(await settings.json()).toMatchObject({ settings: { timeZone: 'America/New_York' } });
    } finally {
      vi.useRealTimers();
    }
    await announceOverdue(h.db, now, noCommit);
    const [event] = await announced(accountId);
    expect(event).toMatchObject({ day: '2026-11-24', openingHours: true, total: 1 });
    expect(event!.threads).toEqual([
      expect.objectContaining({ threadId: sofia, authorName: 'Σοφία Δ.', hoursWaited: 5 }),
    ]);
  });
});
