import { randomUUID } from 'node:crypto';
import { drivers } from '@studio/kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUserEmailsCopy } from '../db/schema.ts';
import { type PostsHarness, postsHarness } from '../testing.ts';

/** Svc-posts knows each business user's role from svc-auth's events (its reviewers' mails). */
describe.each(drivers)('the copy of business users’ roles on %s', (driver) => {
  let h: PostsHarness;
  beforeAll(async () => {
    h = await postsHarness(driver);
  });
  afterAll(() => h.close());

  const roleOf = async (adminUserId: number) =>
    (
      await h.db
        .select({ role: adminUserEmailsCopy.role })
        .from(adminUserEmailsCopy)
        .where(eq(adminUserEmailsCopy.adminUserId, adminUserId))
    )[0]?.role;

  it('keeps the role an event names, an owner for events sent before roles, and what is known when it says none', async () => {
    await h.platform.bus.publish(
      'auth.admin-user.created',
      { adminUserId: 3601, accountId: 36, email: 'old@roles.test' },
      randomUUID(),
    );
    await h.platform.bus.publish(
      'auth.admin-user.created',
      { adminUserId: 3602, accountId: 36, email: 'dr@roles.test', role: 'medical_reviewer' },
      randomUUID(),
    );
    await expect.poll(() => roleOf(3601)).toBe('owner');
    await expect.poll(() => roleOf(3602)).toBe('medical_reviewer');
    await h.platform.bus.publish(
      'auth.admin-user.updated',
      { adminUserId: 3602, accountId: 36, email: 'dr@roles.test', role: 'marketer' },
      randomUUID(),
    );
    await expect.poll(() => roleOf(3602)).toBe('marketer');
    await h.platform.bus.publish(
      'auth.admin-user.updated',
      { adminUserId: 3602, accountId: 36, email: 'dr2@roles.test', disabled: false },
      randomUUID(),
    );
    await expect
      .poll(
        async () =>
          (await h.db.select().from(adminUserEmailsCopy).where(eq(adminUserEmailsCopy.adminUserId, 3602)))[0],
      )
      .toMatchObject({ email: 'dr2@roles.test', role: 'marketer' });
  });
});
