import { randomUUID } from 'node:crypto';
import type { Consent, ConsentResponse, EventPayload, EventSubject, MemberRole } from '@studio/contracts';
import type { Db, Platform } from '@studio/kit';
import type { Driver } from '@studio/kit/testing';
import {
  createTestPlatform,
  eventsOf,
  issueBusinessToken,
  throwOnContractBreaches,
} from '@studio/kit/testing';
import { and, eq } from 'drizzle-orm';
import {
  accountProductsCopy,
  adminUserEmailsCopy,
  companiesCopy,
  googleLocationsCopy,
  mediaCopy,
  pagesCopy,
} from './db/schema.ts';
import { startScheduler } from './publishing/scheduler.ts';
import { createPostsService, type PostsServiceOptions } from './service.ts';

/** The smallest file that reads as a PDF: a consent's signed form in tests. */
/** Two Google locations of one clinic, as svc-social announces the chosen ones (the first with a telephone). */
export const TWO_GOOGLE_LOCATIONS: EventPayload<'social.google-locations.changed'>['locations'] = [
  { name: 'accounts/1/locations/2', title: 'Κλινική Κηφισιάς', phone: '+30 210 0000000', websiteUri: null },
  { name: 'accounts/1/locations/3', title: 'Κλινική Γλυφάδας', phone: null, websiteUri: null },
];

export const TEST_CONSENT_PDF = new TextEncoder().encode('%PDF-1.4\n%test consent form\n%%EOF\n');

/** `form`: an urlencoded body, as a page's form sends it; `headers`: more, as the gateway adds them. */
type RequestOptions = {
  token?: string;
  json?: unknown;
  body?: string;
  form?: string;
  /** A multipart body (the browser sets its boundary). */
  multipart?: FormData;
  headers?: Record<string, string>;
};

type HarnessOptions = Omit<PostsServiceOptions, 'now'> & {
  /** Where the clock starts, and where `clock.reset()` puts it back (default: the real time then). */
  clockStart?: Date;
};

/** Waits until `check` holds: an event announced has been consumed. */
async function until(check: () => Promise<boolean>) {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('the event was not consumed in time');
}

/** What svc-auth announces, each once svc-posts' copy shows it. */
function authAnnouncements(platform: Pick<Platform, 'bus'>, db: Db) {
  return {
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
    /** Announces a business user as svc-auth does: created, or (`disabled` given) updated. */
    async adminUser(
      accountId: number,
      adminUserId: number,
      email: string,
      disabled?: boolean,
      role?: MemberRole,
    ) {
      if (disabled === undefined)
        await platform.bus.publish(
          'auth.admin-user.created',
          { adminUserId, accountId, email, ...(role ? { role } : {}) },
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
    /** A change of a business user as svc-auth announces it, once svc-posts' copy shows every field given. */
    async memberChanged(payload: EventPayload<'auth.admin-user.updated'>) {
      await platform.bus.publish('auth.admin-user.updated', payload, randomUUID());
      const { adminUserId, accountId: _, ...fields } = payload;
      await until(async () => {
        const [row] = await db
          .select()
          .from(adminUserEmailsCopy)
          .where(eq(adminUserEmailsCopy.adminUserId, adminUserId));
        return (
          row !== undefined &&
          Object.entries(fields).every(([key, value]) => row[key as keyof typeof row] === value)
        );
      });
    },
    /** A business user removed, as svc-auth announces it, once svc-posts' copy has forgotten it. */
    async memberRemoved(accountId: number, adminUserId: number) {
      await platform.bus.publish('auth.admin-user.removed', { accountId, adminUserId }, randomUUID());
      await until(async () => {
        const rows = await db
          .select()
          .from(adminUserEmailsCopy)
          .where(eq(adminUserEmailsCopy.adminUserId, adminUserId));
        return rows.length === 0;
      });
    },
  };
}

/** What svc-catalog and svc-social announce, each once svc-posts' copy shows it. */
function catalogAndSocialAnnouncements(platform: Pick<Platform, 'bus'>, db: Db) {
  return {
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
    /**
     * A media library video as svc-catalog announces it, converted unless `video` says
     * otherwise (9:16, 20 s, with sound), once svc-posts has its copy.
     */
    async video(
      accountId: number,
      mediaId: number,
      fields: Omit<Partial<EventPayload<'catalog.media.saved'>>, 'video'> & {
        video?: Partial<NonNullable<EventPayload<'catalog.media.saved'>['video']>>;
      } = {},
    ) {
      const { video, ...rest } = fields;
      await this.media(accountId, mediaId, {
        url: `/uploads/v${mediaId}.mov`,
        altText: `Βίντεο ${mediaId}`,
        kind: 'video',
        ...rest,
        video: {
          status: 'ready',
          url: `/uploads/v${mediaId}.mp4`,
          coverUrl: `/uploads/v${mediaId}.jpg`,
          durationSeconds: 20,
          width: 1080,
          height: 1920,
          hasAudio: true,
          sizeBytes: 5_000_000,
          ...video,
        },
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
    /** The account's chosen Google locations as svc-social announces them, once svc-posts has its copy. */
    async googleLocations(
      accountId: number,
      locations: EventPayload<'social.google-locations.changed'>['locations'],
      at = new Date().toISOString(),
    ) {
      await platform.bus.publish(
        'social.google-locations.changed',
        { accountId, locations, at },
        randomUUID(),
      );
      await until(async () => {
        const [row] = await db
          .select()
          .from(googleLocationsCopy)
          .where(eq(googleLocationsCopy.accountId, accountId));
        return row !== undefined && row.version.getTime() >= Date.parse(at);
      });
    },
  };
}

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
    consentCheckIntervalMs: 3_600_000,
    ...options,
    now: () => clock.now,
  });
  // An answer outside its route's contract (the service checks each in tests) fails the test that got it.
  throwOnContractBreaches(service.app);
  await service.start();
  const { db } = platform.database;

  const businessToken = (accountId = 1) => issueBusinessToken(platform, accountId);

  const request = (
    method: string,
    url: string,
    { token, json, body, form, multipart, headers }: RequestOptions = {},
  ) =>
    service.app.request(url, {
      method,
      headers: {
        ...headers,
        ...(form !== undefined ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
        ...(json === undefined && body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: multipart ?? form ?? body ?? (json === undefined ? undefined : JSON.stringify(json)),
    });

  return {
    platform,
    service,
    db,
    clock,
    request,
    businessToken,
    /** Hands over the posts due at the test clock's time, as one turn of the scheduler does. */
    runScheduler: () =>
      startScheduler({
        db,
        now: () => clock.now,
        logger: platform.logger('scheduler'),
        afterCommit: () => {},
        intervalMs: 3_600_000,
      }).runDue(),
    /** The payloads of one subject, every one stored from the oldest, as they arrive. */
    events: <S extends EventSubject>(subject: S) => eventsOf(platform.bus, subject),
    ...authAnnouncements(platform, db),
    ...catalogAndSocialAnnouncements(platform, db),
    /** Records a consent through POST /api/consents (a tiny PDF as its signed form), answering it. */
    async consent(
      accountId: number,
      fields: {
        mediaId?: number;
        personRef?: string;
        channels?: ('facebook' | 'instagram')[];
        startsOn?: string;
        endsOn?: string;
      } = {},
    ): Promise<Consent> {
      const form = new FormData();
      form.set('personRef', fields.personRef ?? 'ΦΑΚ-0042');
      for (const channel of fields.channels ?? ['facebook', 'instagram']) form.append('channels', channel);
      form.set('startsOn', fields.startsOn ?? '2026-01-01');
      form.set('endsOn', fields.endsOn ?? '2027-12-31');
      if (fields.mediaId !== undefined) form.set('mediaId', String(fields.mediaId));
      form.set('form', new File([TEST_CONSENT_PDF], 'συναίνεση.pdf', { type: 'application/pdf' }));
      const res = await request('POST', '/api/consents', {
        token: await businessToken(accountId),
        multipart: form,
      });
      if (res.status !== 201) throw new Error(`consent not recorded: ${res.status} ${await res.text()}`);
      return ((await res.json()) as ConsentResponse).consent;
    },
    async close() {
      await service.stop();
      await platform.close();
    },
  };
}

export type PostsHarness = Awaited<ReturnType<typeof postsHarness>>;
