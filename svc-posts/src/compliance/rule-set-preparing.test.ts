import { isRuleSetPrepared } from '@studio/ai';
import { drivers, issueAdminToken } from '@studio/kit/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { complianceTerms } from '../db/schema.ts';
import { createPostsService } from '../service.ts';
import { type PostsHarness, postsHarness } from '../testing.ts';
import { ruleSetOf } from './rule-set.ts';

/** A word no other test adds, so that no compiled rule set holds it yet. */
const unique = (n: number) => `θεραπείαεκκίνησης${Date.now().toString(36)}${n}`;

/** No user's first text pays for compiling the rule set: each replica has it compiled before it is asked. */
describe.each(drivers)('the rule set compiled ahead on %s', (driver) => {
  let h: PostsHarness;
  let adminToken: string;

  beforeAll(async () => {
    h = await postsHarness(driver);
    adminToken = await issueAdminToken(h.platform);
  });
  afterAll(() => h.close());

  it('as a replica starts, before it takes a request', async () => {
    // Added as an earlier release or another replica would have: nothing announced, nothing compiled.
    await h.db.insert(complianceTerms).values({ ruleId: 'cure', term: unique(1), addedBy: 'maria' });
    expect(isRuleSetPrepared(await ruleSetOf(h.db))).toBe(false);
    const replica = createPostsService(h.platform, { schedulerIntervalMs: 3_600_000 });
    await replica.start();
    try {
      expect(isRuleSetPrepared(await ruleSetOf(h.db))).toBe(true);
    } finally {
      await replica.stop();
    }
  });

  it('when the admin changes it, soon after, without a request', async () => {
    const added = await h.request('POST', '/api/compliance-rules/cure/terms', {
      token: adminToken,
      json: { term: unique(2) },
    });
    expect(added.status).toBe(201);
    const changed = await ruleSetOf(h.db);
    expect(isRuleSetPrepared(changed)).toBe(false);
    await vi.waitFor(() => expect(isRuleSetPrepared(changed)).toBe(true), { timeout: 15_000, interval: 100 });
  });
});
