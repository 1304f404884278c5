import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import { authMessages } from '@studio/contracts';
import { type Db, tooManyRequests } from '@studio/kit';
import { inArray, lt, sql } from 'drizzle-orm';
import { loginFailures } from '../db/schema.ts';

/**
 * Growing delays (OWASP's authentication cheat sheet) rather than a lock: after `free` failures each
 * further one makes the key wait `baseMs` · 2^(extra failures − 1), at most `maxMs`, before it may try
 * again; a failure-free `windowMs` forgets the key. A refused attempt checks no password and counts nothing.
 */
export type ThrottlePolicy = { free: number; baseMs: number; maxMs: number; windowMs: number };

const WINDOW_MS = 15 * 60_000;
/** One name from one address: the guesser at one account. */
export const perPair: ThrottlePolicy = { free: 3, baseMs: 1_000, maxMs: WINDOW_MS, windowMs: WINDOW_MS };
/**
 * One address (an IPv6 /64) across names: spraying one password over many names. Its wait stays at a
 * minute at most: a clinic's office shares one address, so a colleague's mistakes hold a new browser
 * with the right password a minute at most, while spraying stays slowed to a try a minute.
 */
export const perAddress: ThrottlePolicy = { free: 10, baseMs: 1_000, maxMs: 60_000, windowMs: WINDOW_MS };
/**
 * One name from anywhere: guessing from many addresses. Its wait stays short, so a stranger failing on
 * purpose can slow the name's owner by seconds, never lock them out.
 */
export const perName: ThrottlePolicy = { free: 10, baseMs: 1_000, maxMs: 30_000, windowMs: WINDOW_MS };

export type ThrottleKey = { key: string; policy: ThrottlePolicy };

/** Reset mails to one address: three, then one more after a minute, two, four… (at most one per 15 minutes). */
export const resetPerEmail: ThrottlePolicy = {
  free: 3,
  baseMs: 60_000,
  maxMs: WINDOW_MS,
  windowMs: WINDOW_MS,
};
/** Reset requests from one address (an IPv6 /64), whatever e-mails they name. */
export const resetPerAddress: ThrottlePolicy = {
  free: 10,
  baseMs: 1_000,
  maxMs: WINDOW_MS,
  windowMs: WINDOW_MS,
};

/** The keys of one password-reset request: the e-mail it names, the address it comes from. */
export const resetThrottleKeys = (email: string, address: string): ThrottleKey[] => [
  { key: `reset:${email}`, policy: resetPerEmail },
  { key: `reset-address:${addressBlock(address)}`, policy: resetPerAddress },
];

/** The client's address: the gateway's X-Forwarded-For, else the socket's. */
export function clientAddress(c: Parameters<typeof getConnInfo>[0]): string {
  const forwarded = c.req.header('X-Forwarded-For')?.split(',')[0]?.trim();
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return 'local';
  }
}

/** The part of an address one client holds: an IPv4 address, an IPv6 address's /64 network. */
export function addressBlock(address: string): string {
  const mapped = address.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i)?.[1];
  if (mapped) return mapped;
  if (isIP(address) !== 6) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The keys of one sign-in: the name from this address, this address, the name. */
export const throttleKeys = (kind: string, name: string, address: string): ThrottleKey[] => {
  const block = addressBlock(address);
  return [
    { key: `${kind}:${name}|${block}`, policy: perPair },
    { key: `address:${block}`, policy: perAddress },
    { key: `${kind}:${name}`, policy: perName },
  ];
};

/** How long a key waits after its `failures`-th failure. */
export const delayAfter = (policy: ThrottlePolicy, failures: number) =>
  failures <= policy.free ? 0 : Math.min(policy.maxMs, policy.baseMs * 2 ** (failures - policy.free - 1));

/**
 * Refuses with 429 and Retry-After (the seconds to wait) while any of the keys must still wait, with
 * `message` (the business sign-in's is Greek).
 */
export async function assertNotThrottled(
  db: Db,
  keys: ThrottleKey[],
  at: Date,
  message: string = authMessages.tooManyAttempts,
): Promise<void> {
  const rows = await db
    .select({ until: loginFailures.lockedUntil })
    .from(loginFailures)
    .where(
      inArray(
        loginFailures.key,
        keys.map((k) => k.key),
      ),
    );
  const now = at.getTime();
  const until = Math.max(0, ...rows.map((r) => r.until?.getTime() ?? 0));
  if (until > now) throw tooManyRequests(message, Math.ceil((until - now) / 1000));
}

/**
 * Counts a failure on every key, in one statement per key so concurrent failures all count, and sets
 * the wait it earns. `window_started_at` is the last failure: a key quiet for its window starts over.
 */
export async function recordFailure(db: Db, keys: ThrottleKey[], at: Date): Promise<void> {
  const now = sql`${at.toISOString()}::timestamptz`;
  for (const { key, policy } of keys) {
    const stale = sql`${new Date(at.getTime() - policy.windowMs).toISOString()}::timestamptz`;
    const failures = sql`case when ${loginFailures.windowStartedAt} < ${stale} then 1 else ${loginFailures.failures} + 1 end`;
    // The delay in ms as SQL, the same formula as delayAfter.
    const delayMs = sql`least(${policy.maxMs}::float8, case when (${failures}) <= ${policy.free} then 0 else ${policy.baseMs}::float8 * power(2, (${failures}) - ${policy.free} - 1) end)`;
    await db
      .insert(loginFailures)
      .values({
        key,
        failures: 1,
        windowStartedAt: at,
        lockedUntil: new Date(at.getTime() + delayAfter(policy, 1)),
      })
      .onConflictDoUpdate({
        target: loginFailures.key,
        set: {
          failures,
          windowStartedAt: now,
          lockedUntil: sql`${now} + (${delayMs}) * interval '1 millisecond'`,
        },
      });
  }
}

/** A successful sign-in forgets its name's keys (the address keeps its count: other names were tried). */
export async function clearFailures(db: Db, keys: ThrottleKey[]): Promise<void> {
  await db.delete(loginFailures).where(
    inArray(
      loginFailures.key,
      keys.filter((k) => k.policy !== perAddress).map((k) => k.key),
    ),
  );
}

/** Forgets keys quiet for a day: the table holds what is being throttled now, not every address ever seen. */
export async function purgeFailures(db: Db, now: Date): Promise<void> {
  await db
    .delete(loginFailures)
    .where(lt(loginFailures.windowStartedAt, new Date(now.getTime() - 24 * 3_600_000)));
}
