import { DEFAULT_RULES } from '@studio/ai';
import {
  type BulkPost,
  type ComplianceRulesResponse,
  type EventPayload,
  REASON_REQUIRED,
  SHIPPED_BY,
  TERM_LOCKED,
  TERM_NESTED,
} from '@studio/contracts';
import { createLogger } from '@studio/kit';
import { drivers, issueSessionToken } from '@studio/kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  complianceChangesOf,
  RETIRED_REASON,
  ruleSetOf,
  seedComplianceRules,
} from '../compliance/rule-set.ts';
import { bulkGeneratedPosts, complianceTerms } from '../db/schema.ts';
import { AI_DISCLOSURE_LINE } from '../publishing/disclosure.ts';
import { startScheduler } from '../publishing/scheduler.ts';
import { type PostsHarness, postsHarness } from '../testing.ts';
import { FLAGS_CHANGED } from './post-state.ts';
import { NEEDS_NEW_APPROVAL } from './update-post.ts';

const SCHEDULE = { isScheduled: true, postStatus: 'scheduled' };
const BOTOX = 'Ραντεβού για Botox στο ιατρείο μας, με τη συμβουλή του γιατρού.';
const PAINLESS = 'Ανώδυνη αποτρίχωση με laser στο ιατρείο μας.';
const logger = createLogger('gate-test', 'silent');

type Answer = { success: boolean; bulkPost: BulkPost; message: string };
type Refusal = { error: string; message: string };

/** The compliance gate on every path of svc-posts. */
describe.each(drivers)('the compliance gate on %s', (driver) => {
  let h: PostsHarness;
  let nextAccount = 900;
  let adminToken: string;

  beforeAll(async () => {
    h = await postsHarness(driver, { clockStart: new Date('2026-06-10T05:00:00Z') });
    adminToken = await issueSessionToken(h.platform, {
      sub: 'user:1',
      name: 'maria',
      role: 'admin',
      accountId: null,
      actingAdminId: null,
    });
  });
  afterAll(() => h.close());
  beforeEach(() => h.clock.reset());

  /** A business with a product, an admin e-mail and its period of drafts; `post(text)` is one of them with that text. */
  async function business() {
    const accountId = nextAccount++;
    const token = await h.businessToken(accountId);
    await h.company(accountId, { postFrequencyDays: 1 });
    await h.product(accountId, accountId * 10);
    await h.adminUser(accountId, accountId, `owner${accountId}@example.com`);
    const call = (method: string, url: string, json?: unknown) => h.request(method, url, { token, json });
    const made = (await (await call('POST', '/api/generate-period-posts')).json()) as { posts: BulkPost[] };
    const drafts = made.posts.filter((p) => new Date(p.scheduledDate!) > h.clock.now);
    let next = 0;
    return {
      accountId,
      email: `owner${accountId}@example.com`,
      call,
      schedule: (id: number) => call('PUT', `/api/bulk-posts/${id}`, SCHEDULE),
      /** A future draft of the account, with `content`. */
      async post(content: string) {
        const post = drafts[next++]!;
        const res = await call('PUT', `/api/bulk-posts/${post.id}`, { content });
        expect(res.status).toBe(200);
        return ((await res.json()) as Answer).bulkPost;
      },
    };
  }

  const admin = (method: string, url: string, json?: unknown) =>
    h.request(method, url, { token: adminToken, json });

  it('refuses to schedule a post with a block term, naming the term and the rule in Greek', async () => {
    const b = await business();
    const post = await b.post(BOTOX);
    expect(post.complianceFlags.map((f) => [f.phrase, f.severity])).toEqual([['Botox', 'block']]);
    const res = await b.schedule(post.id);
    expect(res.status).toBe(422);
    const body = (await res.json()) as Refusal;
    expect(body.error).toBe('compliance');
    expect(body.message).toContain('«Botox» (κανόνας: Φάρμακο μόνο με ιατρική συνταγή)');
    // An acknowledgement does not lift a block.
    const ack = await b.call('POST', `/api/bulk-posts/${post.id}/acknowledge`, {
      ruleIds: ['prescription-medicine'],
    });
    expect(ack.status).toBe(409);
  });

  it('refuses a warn post until its flags are acknowledged, and records who, when, which rules and which text', async () => {
    const b = await business();
    const post = await b.post(PAINLESS);
    const refused = await b.schedule(post.id);
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as Refusal).message).toContain('χωρίς επιβεβαίωση');

    const partial = await b.call('POST', `/api/bulk-posts/${post.id}/acknowledge`, { ruleIds: ['minors'] });
    expect(partial.status).toBe(409);
    expect(((await partial.json()) as Refusal).message).toBe(FLAGS_CHANGED);

    const ack = await b.call('POST', `/api/bulk-posts/${post.id}/acknowledge`, { ruleIds: ['painless'] });
    expect(ack.status).toBe(200);
    const { bulkPost } = (await ack.json()) as Answer;
    expect(bulkPost.acknowledgement).toMatchObject({
      by: b.email,
      at: h.clock.now.toISOString(),
      ruleIds: ['painless'],
    });
    const [row] = await h.db.select().from(bulkGeneratedPosts).where(eq(bulkGeneratedPosts.id, post.id));
    expect(row?.acknowledgement?.contentHash).toBe(row?.contentHash);

    const scheduled = await b.schedule(post.id);
    expect(scheduled.status).toBe(200);
    expect(((await scheduled.json()) as Answer).bulkPost.approval).toMatchObject({
      by: b.email,
      via: 'portal',
    });
  });

  it('un-approves a scheduled post whose text is edited: it is a draft again and needs a new approval', async () => {
    const b = await business();
    const post = await b.post(PAINLESS);
    await b.call('POST', `/api/bulk-posts/${post.id}/acknowledge`, { ruleIds: ['painless'] });
    expect((await b.schedule(post.id)).status).toBe(200);
    const unscheduled = h.events('posts.post.unscheduled') as { postId: number }[];

    const res = await b.call('PUT', `/api/bulk-posts/${post.id}`, { content: `${PAINLESS} Χωρίς πόνο!` });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as Answer;
    expect(answer.message).toContain(NEEDS_NEW_APPROVAL);
    expect(answer.bulkPost).toMatchObject({
      isScheduled: false,
      postStatus: 'draft',
      approval: null,
      acknowledgement: null,
    });
    await expect.poll(() => unscheduled.filter((e) => e.postId === post.id)).toHaveLength(1);
    // The old acknowledgement was for the old text.
    expect((await b.schedule(post.id)).status).toBe(422);
  });

  it('keeps the approval of a post whose time alone changes', async () => {
    const b = await business();
    const post = await b.post('Μια ήπια περιποίηση προσώπου για εσάς.');
    expect((await b.schedule(post.id)).status).toBe(200);
    const later = new Date(new Date(post.scheduledDate!).getTime() + 3_600_000).toISOString();
    const res = await b.call('PUT', `/api/bulk-posts/${post.id}`, { scheduledDate: later });
    const { bulkPost } = (await res.json()) as Answer;
    expect(bulkPost).toMatchObject({ isScheduled: true, scheduledDate: later });
    expect(bulkPost.approval).not.toBeNull();
  });

  it('hands a post over with its acknowledged rules and, when the account wants it, the AI disclosure line', async () => {
    const b = await business();
    const due = h.events('posts.post.due') as EventPayload<'posts.post.due'>[];
    const post = await b.post(PAINLESS);
    await b.call('POST', `/api/bulk-posts/${post.id}/acknowledge`, { ruleIds: ['painless'] });
    expect((await b.schedule(post.id)).status).toBe(200);
    const before = await b.call('GET', '/api/posts/ai-disclosure');
    expect(await before.json()).toEqual({ success: true, enabled: false, line: AI_DISCLOSURE_LINE });
    const turnedOn = await b.call('PUT', '/api/posts/ai-disclosure', { enabled: true });
    expect(((await turnedOn.json()) as { enabled: boolean }).enabled).toBe(true);
    expect((await b.call('PUT', '/api/posts/ai-disclosure', { enabled: 'yes' })).status).toBe(400);
    const scheduler = startScheduler({
      db: h.db,
      now: () => new Date(new Date(post.scheduledDate!).getTime() + 1_000),
      logger,
      afterCommit: () => {},
      intervalMs: 3_600_000,
    });
    try {
      await scheduler.runDue();
      await expect.poll(() => due.filter((d) => d.postId === post.id)).toHaveLength(1);
      expect(due.find((d) => d.postId === post.id)).toMatchObject({
        content: `${PAINLESS}\n\n${AI_DISCLOSURE_LINE}`,
        acknowledgedRuleIds: ['painless'],
      });
    } finally {
      await scheduler.stop();
    }
  });

  it('lets the admin add and disable terms, audited, each change a new version announced whole', async () => {
    const b = await business();
    const announced = h.events('posts.compliance-rules.changed') as { version: number }[];
    const post = await b.post('Λιποαναρρόφηση στο ιατρείο μας, ρωτήστε μας.');
    const added = await admin('POST', '/api/compliance-rules/cure/terms', { term: 'λιποαναρρόφηση' });
    expect(added.status).toBe(201);
    expect((await admin('POST', '/api/compliance-rules/cure/terms', { term: 'λιποαναρρόφηση' })).status).toBe(
      409,
    );
    expect((await admin('POST', '/api/compliance-rules/nope/terms', { term: 'κάτι' })).status).toBe(404);
    // A group inside a group would match nothing: refused with the reason, nothing stored.
    const nested = await admin('POST', '/api/compliance-rules/cure/terms', { term: '(a (b|c)) θεραπεία' });
    expect(nested.status).toBe(400);
    expect(((await nested.json()) as Refusal).message).toBe(TERM_NESTED);
    expect((await b.call('POST', '/api/compliance-rules/cure/terms', { term: 'κάτι' })).status).toBe(403);
    // The rules in force now refuse the post that was fine when it was written.
    expect((await b.schedule(post.id)).status).toBe(422);

    const list = (await (await admin('GET', '/api/compliance-rules')).json()) as ComplianceRulesResponse;
    const term = list.ruleSet.rules
      .find((r) => r.id === 'cure')!
      .terms.find((t) => t.term === 'λιποαναρρόφηση')!;
    expect(term).toMatchObject({ active: true, addedBy: 'maria' });
    expect(list.changes[0]).toMatchObject({
      action: 'added',
      ruleId: 'cure',
      term: 'λιποαναρρόφηση',
      by: 'maria',
      reason: null,
    });

    const reason = 'Νόμιμη χειρουργική πράξη, όχι ισχυρισμός ίασης.';
    const disabled = await admin('PATCH', `/api/compliance-rules/terms/${term.id}`, {
      active: false,
      reason,
    });
    expect(disabled.status).toBe(200);
    const after = (await (await admin('GET', '/api/compliance-rules')).json()) as ComplianceRulesResponse;
    expect(after.ruleSet.version).toBe(list.ruleSet.version + 1);
    expect(after.changes[0]).toMatchObject({
      action: 'disabled',
      version: after.ruleSet.version,
      by: 'maria',
      reason,
    });
    expect((await b.schedule(post.id)).status).toBe(200);
    await expect.poll(() => announced.map((e) => e.version)).toContain(after.ruleSet.version);
    // Announced as matching needs it, the shipped rules' terms with the admin's: one NATS message holds at
    // most 1 MB by default (https://docs.nats.io/reference/config/max_payload); 800 KB of it leaves some room to
    // grow (the whole set with each term's history was 1.09 MB).
    const last = announced.at(-1) as unknown as EventPayload<'posts.compliance-rules.changed'>;
    const cure = last.rules.find((r) => r.id === 'cure')!;
    expect(cure.terms.find((t) => t.term === 'λιποαναρρόφηση')).toEqual({
      term: 'λιποαναρρόφηση',
      active: false,
    });
    expect(last.rules.reduce((n, r) => n + r.terms.length, 0)).toBeGreaterThan(4000);
    expect(Buffer.byteLength(JSON.stringify(last))).toBeLessThan(800 * 1024);
  });

  it('keeps the legal floor: a shipped block term cannot be disabled; other terms only with a reason, audited', async () => {
    const audited = h.events('posts.change.audited');
    const rules = (await (await admin('GET', '/api/compliance-rules')).json()) as ComplianceRulesResponse;
    const shipped = (ruleId: string) => rules.ruleSet.rules.find((r) => r.id === ruleId)!;
    const botox = shipped('prescription-medicine').terms.find((t) => t.term === 'Botox')!;
    expect(botox.addedBy).toBe('seed');
    const locked = await admin('PATCH', `/api/compliance-rules/terms/${botox.id}`, {
      active: false,
      reason: 'Πολλά ψευδώς θετικά στις αναρτήσεις.',
    });
    expect(locked.status).toBe(409);
    expect(((await locked.json()) as Refusal).message).toBe(TERM_LOCKED);

    const warn = shipped('painless').terms[0]!;
    const unexplained = await admin('PATCH', `/api/compliance-rules/terms/${warn.id}`, { active: false });
    expect(unexplained.status).toBe(400);
    expect(((await unexplained.json()) as Refusal).message).toContain(REASON_REQUIRED);
    expect(
      (await admin('PATCH', `/api/compliance-rules/terms/${warn.id}`, { active: false, reason: '  ok  ' }))
        .status,
    ).toBe(400);

    const reason = 'Η κλινική ζήτησε διευκρίνιση από τον ΕΟΦ· προσωρινά.';
    const res = await admin('PATCH', `/api/compliance-rules/terms/${warn.id}`, { active: false, reason });
    expect(res.status).toBe(200);
    const after = (await (await admin('GET', '/api/compliance-rules')).json()) as ComplianceRulesResponse;
    expect(after.ruleSet.rules.find((r) => r.id === 'painless')!.terms[0]).toMatchObject({
      active: false,
      changedBy: 'maria',
      changeReason: reason,
    });
    await expect
      .poll(() =>
        audited.find((e) => e.action === 'compliance-term.disabled' && e.details.term === warn.term),
      )
      .toMatchObject({ actorSub: 'user:1', details: { reason } });
    // Enabled again, with no reason needed.
    expect((await admin('PATCH', `/api/compliance-rules/terms/${warn.id}`, { active: true })).status).toBe(
      200,
    );
  });

  it('enables again at start a shipped block term disabled before the floor was locked', async () => {
    const botox = (await ruleSetOf(h.db)).rules
      .find((r) => r.id === 'prescription-medicine')!
      .terms.find((t) => t.term === 'Botox')!;
    await h.db.update(complianceTerms).set({ active: false }).where(eq(complianceTerms.id, botox.id));
    await seedComplianceRules(h.db, h.clock.now);
    const [row] = await h.db.select().from(complianceTerms).where(eq(complianceTerms.id, botox.id));
    expect(row?.active).toBe(true);
  });

  it('reads at once a term changed by another replica without a change of its own, and keeps an unchanged set', async () => {
    const before = await ruleSetOf(h.db);
    expect(await ruleSetOf(h.db)).toBe(before);
    const term = before.rules.find((r) => r.id === 'comparison')!.terms[0]!;
    // Written as another replica's seeding writes it: no change in the history, the version as it was.
    await h.db.update(complianceTerms).set({ active: !term.active }).where(eq(complianceTerms.id, term.id));
    const after = await ruleSetOf(h.db);
    expect(after.version).toBe(before.version);
    expect(after.rules.find((r) => r.id === 'comparison')!.terms[0]!.active).toBe(!term.active);
    await h.db.update(complianceTerms).set({ active: term.active }).where(eq(complianceTerms.id, term.id));
    expect((await ruleSetOf(h.db)).rules.find((r) => r.id === 'comparison')!.terms[0]!.active).toBe(
      term.active,
    );
  });

  it("retires at start a shipped term the release no longer ships, in the history, and keeps the admin's own", async () => {
    const before = await ruleSetOf(h.db);
    // A term an earlier release shipped (rewritten since), and one an admin added with the same words.
    await h.db.insert(complianceTerms).values([
      { ruleId: 'comparison', term: 'παλιός όρος που άλλαξε', addedBy: SHIPPED_BY },
      { ruleId: 'comparison', term: 'όρος του διαχειριστή', addedBy: 'maria' },
    ]);
    await seedComplianceRules(h.db, h.clock.now);
    await seedComplianceRules(h.db, h.clock.now);
    const after = await ruleSetOf(h.db);
    const terms = after.rules.find((r) => r.id === 'comparison')!.terms.map((t) => t.term);
    expect(terms).not.toContain('παλιός όρος που άλλαξε');
    expect(terms).toContain('όρος του διαχειριστή');
    expect(after.version).toBe(before.version + 1);
    const [change] = await complianceChangesOf(h.db, 1);
    expect(change).toMatchObject({
      action: 'retired',
      ruleId: 'comparison',
      term: 'παλιός όρος που άλλαξε',
      by: SHIPPED_BY,
      reason: RETIRED_REASON,
    });
    // Every term the code ships is still there, once.
    const shipped = DEFAULT_RULES.find((r) => r.id === 'comparison')!.terms;
    expect(terms.filter((t) => shipped.includes(t))).toEqual(shipped);
  });

  it('retries a failed post only if the rules in force let it go out', async () => {
    const b = await business();
    const post = await b.post('Μια ήπια περιποίηση, τώρα και με νέα πακέτα.');
    expect((await b.schedule(post.id)).status).toBe(200);
    await h.db
      .update(bulkGeneratedPosts)
      .set({ postStatus: 'failed', failureReason: 'x' })
      .where(eq(bulkGeneratedPosts.id, post.id));
    expect((await admin('POST', '/api/compliance-rules/cure/terms', { term: 'πακέτα' })).status).toBe(201);
    const res = await b.call('POST', `/api/bulk-posts/${post.id}/retry`);
    expect(res.status).toBe(422);
    expect(((await res.json()) as Refusal).message).toContain('«πακέτα»');
  });

  it('writes automatic periods as drafts only: nothing is scheduled without a person', async () => {
    const b = await business();
    const listed = (await (await b.call('GET', '/api/bulk-posts')).json()) as { bulkPosts: BulkPost[] };
    expect(listed.bulkPosts.length).toBeGreaterThan(0);
    expect(listed.bulkPosts.every((p) => !p.isScheduled && p.approval === null)).toBe(true);
  });
});
