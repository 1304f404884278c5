import { randomUUID } from 'node:crypto';
import { DEFAULT_RULE_SET } from '@studio/ai';
import { type ComplianceRuleSet, eventSchemas } from '@studio/contracts';
import { drivers } from '@studio/kit/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type SocialHarness, socialHarness } from '../testing.ts';
import { currentRuleSet } from './rules-copy.ts';

/** The shipped rules as svc-posts announces them, at a version, with `extra` terms added to the cure rule. */
function ruleSet(version: number, extra: string[] = []): ComplianceRuleSet {
  return {
    version,
    rules: DEFAULT_RULE_SET.rules.map((rule) => ({
      ...rule,
      terms: [
        ...rule.terms,
        ...(rule.id === 'cure' ? extra.map((term) => ({ term, active: true })) : []),
      ].map((t, i) => ({
        id: i + 1,
        ...t,
        addedBy: 'seed',
        addedAt: new Date(0).toISOString(),
        changedBy: null,
        changedAt: null,
        changeReason: null,
      })),
    })),
  };
}

describe.each(drivers)("the publisher's last compliance check on %s", (driver) => {
  let h: SocialHarness;
  beforeAll(async () => {
    h = await socialHarness(driver);
  });
  afterAll(() => h.close());
  beforeEach(() => h.facebook.reset());

  // As svc-posts' outbox sends it: parsed by the event's contract, which keeps each term and whether it is on.
  const announce = (set: ComplianceRuleSet) =>
    h.platform.bus.publish(
      'posts.compliance-rules.changed',
      eventSchemas['posts.compliance-rules.changed'].parse(set),
      randomUUID(),
    );

  it('fails a post with a block term instead of publishing it, with the term and the rule, never retried', async () => {
    const { accountId, token } = await h.business();
    await h.selectPages(token);
    const due = await h.due(accountId, { content: 'Ραντεβού για Botox στο ιατρείο.' });
    const failed = await h.announced(due.postId, 'social.post.failed');
    expect(failed).toMatchObject({ code: 'compliance', retrying: false, retryAt: null, pages: [] });
    expect(failed.reason).toContain('δεν δημοσιεύτηκε');
    expect(failed.reason).toContain('«Botox» (κανόνας: Φάρμακο μόνο με ιατρική συνταγή)');
    expect(h.facebook.posts()).toEqual([]);
  });

  it('fails a post whose first comment holds a flagged term, publishing neither', async () => {
    const { accountId, token } = await h.business();
    await h.selectPages(token);
    const due = await h.due(accountId, { firstComment: 'Ανώδυνη θεραπεία με Botox!' });
    const failed = await h.announced(due.postId, 'social.post.failed');
    expect(failed).toMatchObject({ code: 'compliance', retrying: false, pages: [] });
    expect(failed.reason).toContain('«Botox» στο πεδίο «Πρώτο σχόλιο»');
    expect(h.facebook.posts()).toEqual([]);
  });

  it("fails a post whose image's alt text holds a flagged term, naming the field, publishing nothing", async () => {
    const { accountId, token } = await h.business();
    await h.selectPages(token);
    const images = [
      { url: '/uploads/a.png', altText: 'Το ιατρείο μας' },
      { url: '/uploads/b.png', altText: 'Πριν τη θεραπεία με Botox' },
    ];
    const due = await h.due(accountId, { images });
    const failed = await h.announced(due.postId, 'social.post.failed');
    expect(failed).toMatchObject({ code: 'compliance', retrying: false, pages: [] });
    expect(failed.reason).toContain('στο πεδίο «Εναλλακτικό κείμενο εικόνας»');
    expect(h.facebook.posts()).toEqual([]);
  });

  it('fails a post with a block term printed inside one of its images, naming the field', async () => {
    const { accountId, token } = await h.business();
    await h.selectPages(token);
    const due = await h.due(accountId, {
      images: [
        { url: '/uploads/a.png', altText: null, imageText: 'Ενυδάτωση' },
        { url: '/uploads/b.png', altText: null, imageText: 'Λάμψη με BOTOX' },
      ],
    });
    const failed = await h.announced(due.postId, 'social.post.failed');
    expect(failed).toMatchObject({ code: 'compliance', retrying: false, pages: [] });
    expect(failed.reason).toContain('«BOTOX» στο πεδίο «Κείμενο στην εικόνα»');
    expect(h.facebook.posts()).toEqual([]);
  });

  it('fails a carousel that spells a blocked name across its images, reading them together', async () => {
    const { accountId, token } = await h.business();
    await h.selectPages(token);
    const due = await h.due(accountId, {
      images: [
        { url: '/uploads/a.png', altText: null, imageText: 'Νέο στο ιατρείο: Roacc' },
        { url: '/uploads/b.png', altText: null, imageText: 'utane για την ακμή' },
      ],
    });
    const failed = await h.announced(due.postId, 'social.post.failed');
    expect(failed).toMatchObject({ code: 'compliance', retrying: false, pages: [] });
    expect(failed.reason).toContain('στο πεδίο «Κείμενο των εικόνων μαζί»');
    expect(h.facebook.posts()).toEqual([]);
  });

  it('fails a warn post whose flags were not acknowledged, and publishes it when they were', async () => {
    const { accountId, token } = await h.business();
    await h.selectPages(token);
    const content = `Ανώδυνη αποτρίχωση ${randomUUID().slice(0, 6)}`;
    const refused = await h.due(accountId, { content });
    expect(await h.announced(refused.postId, 'social.post.failed')).toMatchObject({ code: 'compliance' });
    const acknowledged = await h.due(accountId, { content, acknowledgedRuleIds: ['painless'] });
    await h.announced(acknowledged.postId, 'social.post.published');
    expect(h.facebook.posts().filter((p) => p.message === content)).toHaveLength(2);
  });

  it('publishes a warn term of the first comment acknowledged with the post, and fails it unacknowledged', async () => {
    const { accountId, token } = await h.business();
    await h.selectPages(token);
    const content = `Καθαρισμός προσώπου ${randomUUID().slice(0, 6)}`;
    const refused = await h.due(accountId, { content, firstComment: 'Ανώδυνη θεραπεία!' });
    expect(await h.announced(refused.postId, 'social.post.failed')).toMatchObject({ code: 'compliance' });
    const acknowledged = await h.due(accountId, {
      content,
      firstComment: 'Ανώδυνη θεραπεία!',
      acknowledgedRuleIds: ['painless'],
    });
    await h.announced(acknowledged.postId, 'social.post.published');
    // Published once, on each of the account's pages (as the acknowledged text above).
    expect(h.facebook.posts().filter((p) => p.message === content)).toHaveLength(2);
  });

  it('checks against the newest rules announced: a term added after scheduling stops the post', async () => {
    const { accountId, token } = await h.business();
    await h.selectPages(token);
    await announce(ruleSet(5, ['λιποαναρρόφηση']));
    await expect.poll(async () => (await currentRuleSet(h.db)).version).toBe(5);
    // An older version delivered late changes nothing.
    await announce(ruleSet(4));
    const due = await h.due(accountId, { content: 'Λιποαναρρόφηση με ήπιο τρόπο, ρωτήστε μας.' });
    expect(await h.announced(due.postId, 'social.post.failed')).toMatchObject({ code: 'compliance' });
    expect((await currentRuleSet(h.db)).version).toBe(5);
    expect(h.facebook.posts()).toEqual([]);
  });
});
