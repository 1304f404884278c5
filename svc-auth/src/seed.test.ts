import { createTestPlatform, drivers, serverDrivers } from '@studio/kit/testing';
import { describe, expect, it } from 'vitest';
import { accounts } from './db/schema.ts';
import { createAuthService } from './service.ts';

describe.each(drivers)('the demo seed on %s', (driver) => {
  it('creates the admin and the demo business, and announces the business and its admin user', async () => {
    const platform = await createTestPlatform(driver);
    const events: { subject: string; payload: unknown }[] = [];
    await platform.bus.subscribe({
      durable: 'seed-test',
      subjects: ['auth.account.created', 'auth.admin-user.created'],
      handler: async (m) => void events.push({ subject: m.subject, payload: m.payload }),
    });
    const service = createAuthService(platform, {
      seed: { adminUsername: 'admin', demoBusiness: true, demoEmail: 'demo@poststudio.gr' },
    });
    try {
      await service.start();
      expect(service.seeded.map((l) => [l.area, l.username])).toEqual([
        ['admin', 'admin'],
        ['business', 'demo@poststudio.gr'],
      ]);
      await expect
        .poll(() => events.map((e) => e.subject).sort(), { timeout: 5_000 })
        .toEqual(['auth.account.created', 'auth.admin-user.created']);
      const account = events.find((e) => e.subject === 'auth.account.created')?.payload as {
        accountId: number;
      };
      expect(events.find((e) => e.subject === 'auth.admin-user.created')?.payload).toMatchObject({
        accountId: account.accountId,
        email: 'demo@poststudio.gr',
      });
    } finally {
      await service.stop();
      await platform.close();
    }
  });
});

// Replicas are processes on a PostgreSQL server; the embedded PGlite serves one process only.
describe.each(serverDrivers)('the demo seed on %s', (driver) => {
  it('seeds once when two replicas start together on an empty database', async () => {
    const platform = await createTestPlatform(driver);
    const options = { seed: { adminUsername: 'admin', demoBusiness: true, demoEmail: 'demo@poststudio.gr' } };
    const replicas = [createAuthService(platform, options), createAuthService(platform, options)];
    try {
      await Promise.all(replicas.map((replica) => replica.start()));
      expect(
        replicas
          .flatMap((r) => r.seeded)
          .map((l) => l.area)
          .sort(),
      ).toEqual(['admin', 'business']);
      expect(await platform.database.db.$count(accounts)).toBe(1);
    } finally {
      await Promise.all(replicas.map((r) => r.stop()));
      await platform.close();
    }
  });
});

describe.each(drivers.slice(0, 1))('the demo seed with operator-set passwords on %s', (driver) => {
  it('repeats a generated password, never one the operator set', async () => {
    const platform = await createTestPlatform(driver);
    const service = createAuthService(platform, {
      seed: {
        adminUsername: 'admin',
        adminPassword: 'operator-secret',
        demoBusiness: true,
        demoEmail: 'demo@poststudio.gr',
      },
    });
    try {
      await service.start();
      expect(service.seeded.map((l) => l.password)).toEqual([null, expect.stringMatching(/^[\w-]{12}$/)]);
      expect(JSON.stringify(service.seeded)).not.toContain('operator-secret');
    } finally {
      await service.stop();
      await platform.close();
    }
  });
});
