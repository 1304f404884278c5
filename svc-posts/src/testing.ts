import { randomUUID } from 'node:crypto';
import type { EventPayload, EventSubject } from '@studio/contracts';
import type { Driver } from '@studio/kit/testing';
import { createTestPlatform, eventsOf, issueBusinessToken } from '@studio/kit/testing';
import { and, eq } from 'drizzle-orm';
import {
  accountProductsCopy,
  adminUserEmailsCopy,
  companiesCopy,
  mediaCopy,
  pagesCopy,
} from './db/schema.ts';
import { createPostsService, type PostsServiceOptions } from './service.ts';

/** `form`: an urlencoded body, as a page's form sends it; `headers`: more, as the gateway adds them. */
type RequestOptions = {
  token?: string;
  json?: unknown;
  body?: string;
  form?: string;
  headers?: Record<string, string>;
};

type HarnessOptions = Omit<PostsServiceOptions, 'now'> & {
  /** Where the clock starts, and where `clock.reset()` puts it back (default: the real time then). */
  clockStart?: Date;
};

/**
 * svc-posts on a fresh database, on a clock the test sets, with one-line helpers. A file that shares one
 * harness between its tests calls `h.clock.reset()` before each, so no test sees another's clock.
 */
export async function postsHarness(driver: Driver, { clockStart, ...options }: HarnessOptions = {}) {
  const platform = await createTestPlatform(driver);
  const clock = {
    now: clockStart ?? new Date(),
    reset() {
      clock.now = clockStart ?? new Date();
    },
  };
  // The tests run the scheduler, the period worker and the digests themselves, on the test's clock.
  const service = createPostsService(platform, {
    schedulerIntervalMs: 3_600_000,
    periodCheckIntervalMs: 3_600_000,
    digestCheckIntervalMs: 3_600_000,
    alertsIntervalMs: 3_600_000,
    ...options,
    now: () => clock.now,
  });
  await service.start();
  const { db } = platform.database;

  const businessToken = (accountId = 1) => issueBusinessToken(platform, accountId);

  const request = (method: string, url: string, { token, json, body, form, headers }: RequestOptions = {}) =>
    service.app.request(url, {
      method,
      headers: {
        ...headers,
        ...(form !== undefined ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
        ...(json === undefined && body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: form ?? body ?? (json === undefined ? undefined : JSON.stringify(json)),
    });

  async function until(check: () => Promise<boolean>) {
    for (let i = 0; i < 200; i++) {
      if (await check()) return;
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error('the event was not consumed in time');
  }

  return {
    platform,
    service,
    db,
    clock,
    request,
    businessToken,
    /** The payloads of one subject, every one stored from the oldest, as they arrive. */
    events: <S extends EventSubject>(subject: S) => eventsOf(platform.bus, subject),
    /** Company info as svc-auth announces it, once svc-posts has its copy. */
    async company(accountId: number, fields: Partial<EventPayload<'auth.company.updated'>> = {}) {
      const payload = {
        accountId,
        companyName: 'Αισθητική Λάμψη',
        location: 'Θεσσαλονίκη',
        postFrequencyDays: 3,
        scheduledTime: '09:00',
        timeZone: 'Europe/Athens',
        ...fields,
      };
      await platform.bus.publish('auth.company.updated', payload, randomUUID());
      await until(async () => {
        const [row] = await db.select().from(companiesCopy).where(eq(companiesCopy.accountId, accountId));
        return row?.companyName === payload.companyName && row.scheduledTime === payload.scheduledTime;
      });
    },
    /** An admin user's e-mail address as svc-auth announces it, once svc-posts has its copy. */
    /** Announces a business user as svc-auth does: created, or (`disabled` given) updated. */
    async adminUser(accountId: number, adminUserId: number, email: string, disabled?: boolean) {
      if (disabled === undefined)
        await platform.bus.publish(
          'auth.admin-user.created',
          { adminUserId, accountId, email },
          randomUUID(),
        );
      else
        await platform.bus.publish(
          'auth.admin-user.updated',
          { adminUserId, accountId, email, disabled },
          randomUUID(),
        );
      await until(async () => {
        const [row] = await db
          .select()
          .from(adminUserEmailsCopy)
          .where(eq(adminUserEmailsCopy.adminUserId, adminUserId));
        return (
          row?.email === email && row.accountId === accountId && row.disabled === (disabled ?? row.disabled)
        );
      });
    },
    /** An account product as svc-catalog announces it, once svc-posts has its copy. */
    async product(
      accountId: number,
      accountProductId: number,
      fields: Partial<EventPayload<'catalog.account-product.saved'>> = {},
    ) {
      const payload = {
        accountId,
        accountProductId,
        originalProductId: accountProductId,
        name: `Product ${accountProductId}`,
        description: 'Ένας ορός με απαλή υφή για καθημερινή ενυδάτωση.',
        imagePath: `/uploads/p${accountProductId}.png`,
        categoryName: 'Περιποίηση προσώπου',
        examplePosts: [],
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, accountProductId)).toISOString(),
        ...fields,
      };
      await platform.bus.publish('catalog.account-product.saved', payload, randomUUID());
      await until(async () => {
        const [row] = await db
          .select()
          .from(accountProductsCopy)
          .where(
            and(
              eq(accountProductsCopy.accountProductId, accountProductId),
              eq(accountProductsCopy.accountId, accountId),
            ),
          );
        return row?.name === payload.name;
      });
    },
    /** A media library image as svc-catalog announces it, once svc-posts has its copy. */
    async media(
      accountId: number,
      mediaId: number,
      fields: Partial<EventPayload<'catalog.media.saved'>> = {},
    ) {
      const payload = {
        accountId,
        mediaId,
        url: `/uploads/m${mediaId}.jpg`,
        altText: `Εικόνα ${mediaId}`,
        showsPerson: false,
        personConsent: false,
        version: new Date().toISOString(),
        imageText: null,
        imageTextStatus: 'read' as const,
        ...fields,
      };
      await platform.bus.publish('catalog.media.saved', payload, randomUUID());
      await until(async () => {
        const [row] = await db.select().from(mediaCopy).where(eq(mediaCopy.mediaId, mediaId));
        return row?.version.toISOString() === payload.version;
      });
    },
    /** The account's selected pages as svc-social announces them, once svc-posts has its copy. */
    async pages(
      accountId: number,
      pages: NonNullable<EventPayload<'social.pages.changed'>['pages']>,
      at = new Date().toISOString(),
    ) {
      const payload = { accountId, pageCount: pages.length, pages, at };
      await platform.bus.publish('social.pages.changed', payload, randomUUID());
      await until(async () => {
        const [row] = await db.select().from(pagesCopy).where(eq(pagesCopy.accountId, accountId));
        return row !== undefined && row.version.getTime() >= Date.parse(at);
      });
    },
    async close() {
      await service.stop();
      await platform.close();
    },
  };
}

export type PostsHarness = Awaited<ReturnType<typeof postsHarness>>;
