import { authMessages } from '@studio/contracts';
import { createConcurrencyLimit, tooManyRequests } from '@studio/kit';
import { drivers } from '@studio/kit/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailures } from '../db/schema.ts';
import { ADMIN, authHarness } from '../testing.ts';
import { addressBlock, delayAfter, perAddress, perName, perPair, purgeFailures } from './throttle.ts';

describe('throttle rules', () => {
  it('grows the wait after the free failures, up to its cap', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => delayAfter(perPair, n))).toEqual([0, 0, 0, 1_000, 2_000, 4_000]);
    expect(delayAfter(perPair, 40)).toBe(15 * 60_000);
    expect(delayAfter(perName, 40)).toBe(30_000);
  });

  it('keys an IPv6 client by its /64 and an IPv4 one by its address', () => {
    expect(addressBlock('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressBlock('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressBlock('2001:db8::7')).toBe('2001:db8:0:0::/64');
    expect(addressBlock('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressBlock('203.0.113.9')).toBe('203.0.113.9');
  });

  it('runs at most `concurrency` password checks at once, queues a few and refuses the rest', async () => {
    const slots = createConcurrencyLimit({
      concurrency: 2,
      queue: 1,
      refuse: () => tooManyRequests(authMessages.tooManyAttempts, 1),
    });
    const releases: (() => void)[] = [];
    const work = () => new Promise<void>((resolve) => releases.push(resolve));
    const running = [slots.run(work), slots.run(work), slots.run(work)];
    expect(slots.load()).toEqual({ active: 2, waiting: 1 });
    await expect(slots.run(work)).rejects.toMatchObject({ status: 429 });
    await expect.poll(() => releases.length).toBe(2);
    releases.shift()!();
    await expect.poll(() => releases.length).toBe(2);
    for (const release of releases.splice(0)) release();
    await Promise.all(running);
    expect(slots.load()).toEqual({ active: 0, waiting: 0 });
  });
});

describe.each(drivers)('sign-in throttling on %s', (driver) => {
  let h: Awaited<ReturnType<typeof authHarness>>;
  beforeAll(async () => {
    h = await authHarness(driver);
  });
  afterAll(() => h.close());

  const signIn = (email: string, password: string, address: string) =>
    h.request('POST', '/api/business/login', {
      json: { email, password },
      headers: { 'X-Forwarded-For': address },
    });
  const adminSignIn = (password: string, address: string) =>
    h.request('POST', '/api/auth/login', {
      json: { username: ADMIN.username, password },
      headers: { 'X-Forwarded-For': address },
    });
  /** Every wait runs out, as if time had passed; the counts stay. */
  const waitsRunOut = () => h.db.update(loginFailures).set({ lockedUntil: sql`now()` });

  it('makes one name from one address wait, growing, and lets the owner in from elsewhere', async () => {
    const { user } = await h.business('Κλινική Καθυστέρησης');
    for (let i = 0; i < 4; i++)
      expect((await signIn(user.email, 'wrong-pass', '203.0.113.9')).status).toBe(401);
    const waiting = await signIn(user.email, user.plainPassword, '203.0.113.9');
    expect(waiting.status).toBe(429);
    expect(waiting.headers.get('Retry-After')).toBe('1');
    expect((await waiting.json()).message).toBe(authMessages.tooManyBusinessAttempts);
    expect((await signIn(user.email, user.plainPassword, '198.51.100.7')).status).toBe(200);
  });

  it('never locks the admin out for a stranger: failures from many addresses cost the admin seconds at most', async () => {
    for (let i = 0; i < 30; i++) {
      await waitsRunOut();
      expect((await adminSignIn('wrong-one', `192.0.2.${i + 1}`)).status).toBe(401);
    }
    const refused = await adminSignIn(ADMIN.password, '198.51.100.200');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeLessThanOrEqual(30);
    await waitsRunOut();
    expect((await adminSignIn(ADMIN.password, '198.51.100.200')).status).toBe(200);
  });

  it('lets the admin in from a browser that signed in before while strangers hold the name shut', async () => {
    await waitsRunOut();
    const first = await adminSignIn(ADMIN.password, '198.51.100.30');
    expect(first.status).toBe(200);
    const device = first.headers.get('Set-Cookie')!;
    expect(device).toMatch(
      /^ps_admin_device=[\w-]{22}\.[\w-]{43}; Max-Age=\d+; Path=\/api\/auth\/login; HttpOnly; SameSite=Strict$/,
    );
    const cookie = device.split(';')[0]!;
    for (let i = 0; i < 15; i++) await adminSignIn('wrong-one', `192.0.2.${100 + i}`);
    // A stranger, even with the right password, waits; the owner's browser does not.
    expect((await adminSignIn(ADMIN.password, '198.51.100.31')).status).toBe(429);
    const owner = await h.request('POST', '/api/auth/login', {
      json: { username: ADMIN.username, password: ADMIN.password },
      headers: { 'X-Forwarded-For': '198.51.100.32', Cookie: cookie },
    });
    expect(owner.status).toBe(200);
    // A forged cookie or another name's is no device: it waits with the strangers.
    const forged = await h.request('POST', '/api/auth/login', {
      json: { username: ADMIN.username, password: ADMIN.password },
      headers: {
        'X-Forwarded-For': '198.51.100.33',
        Cookie: `ps_admin_device=${'a'.repeat(22)}.${'b'.repeat(43)}`,
      },
    });
    expect(forged.status).toBe(429);
    await waitsRunOut();
  });

  it('slows one address spraying a password over many names, the IPv6 /64 as one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const address = `2001:db8:77:1::${(i + 1).toString(16)}`;
      statuses.push((await signIn(`nobody${i}@clinic.test`, 'Summer2026!', address)).status);
    }
    expect(statuses.slice(0, 11)).toEqual(Array(11).fill(401));
    expect(statuses[11]).toBe(429);
    const { user } = await h.business('Κλινική Γειτονική');
    expect((await signIn(user.email, user.plainPassword, '2001:db8:77:1::99')).status).toBe(429);
  });

  it('holds a new browser with the right password a minute at most after colleagues’ mistakes from its address', async () => {
    const { user } = await h.business('Κλινική Κοινού Γραφείου');
    // An office's colleagues mistype their own passwords all morning, from the one address they share.
    for (let i = 0; i < 25; i++) {
      await waitsRunOut();
      expect((await signIn(`colleague${i % 5}@office.test`, 'typo-pass', '203.0.113.80')).status).toBe(401);
    }
    const held = await signIn(user.email, user.plainPassword, '203.0.113.80');
    expect(held.status).toBe(429);
    expect(Number(held.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(Number(held.headers.get('Retry-After'))).toBeLessThanOrEqual(60);
    expect(delayAfter(perAddress, 1000)).toBe(60_000);
    await waitsRunOut();
    expect((await signIn(user.email, user.plainPassword, '203.0.113.80')).status).toBe(200);
  });

  it('forgets keys quiet for a day', async () => {
    await signIn('old@clinic.test', 'x-wrong-1', '198.51.100.50');
    await h.db.update(loginFailures).set({ windowStartedAt: new Date(Date.now() - 25 * 3_600_000) });
    await purgeFailures(h.db, new Date());
    expect(await h.db.select().from(loginFailures)).toEqual([]);
  });
});
