import { createWriter } from '@studio/ai';
import { type FakeOpenAiBehaviour, type RunningFake, startFakeOpenAi } from '@studio/fakes';
import { createLogger } from '@studio/kit';
import { drivers, issueAdminToken } from '@studio/kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiConfigurations, aiUsage } from '../db/schema.ts';
import { type PostsHarness, postsHarness } from '../testing.ts';

const logger = createLogger('posts-ai-budget-test', 'silent');

/**
 * Every model call svc-posts makes for an account (the post, its rewrite, the model's second reading)
 * counted with its tokens and its cost by the price table, against the account's monthly budget: with
 * auto-pause on, writing stops once it is spent, with a Greek message in the portal and an English one
 * on the admin's account page.
 */
describe.each(drivers)('the AI budget of an account, against an OpenAI-compatible server (%s)', (driver) => {
  let fake: RunningFake<FakeOpenAiBehaviour>;
  let h: PostsHarness;
  let token: string;

  beforeAll(async () => {
    fake = await startFakeOpenAi({ apiKey: 'sk-budget' });
    // A dear price, so that a few calls cost cents: $1,000 per million tokens read and written.
    const writer = createWriter(
      {
        OPENAI_API_KEY: 'sk-budget',
        OPENAI_BASE_URL: `${fake.url}/v1`,
        OPENAI_TIMEOUT_MS: 1_500,
        OPENAI_MODEL: 'gpt-4o-mini',
        OPENAI_PRICES: '{"gpt-4o-mini": {"input": 1000, "output": 1000}}',
      },
      logger,
    );
    h = await postsHarness(driver, { writer, clockStart: new Date('2026-06-10T05:00:00Z') });
    await h.company(1);
    await h.product(1, 1, { name: 'Laser Facial' });
    token = await h.businessToken(1);
  });
  afterAll(async () => {
    await h.close();
    await fake.close();
  });

  const generate = () =>
    h.request('POST', '/api/generate-post', { token, json: { productId: 1, platform: 'instagram' } });

  const setBudget = async (monthlyBudgetUsd: number, autoPause: boolean) => {
    const admin = await issueAdminToken(h.platform);
    return h.request('PUT', '/api/account-posts/1/ai-budget', {
      token: admin,
      json: { monthlyBudgetUsd, autoPause },
    });
  };
  const businessView = async () => (await h.request('GET', '/api/posts/ai-budget', { token })).json();

  it('counts each call by model and task, and pauses writing once a budget of a few cents is spent', async () => {
    const set = await setBudget(0.3, true);
    expect(set.status).toBe(200);
    expect((await set.json()).aiBudget).toMatchObject({
      monthlyBudgetUsd: 0.3,
      autoPause: true,
      paused: false,
    });

    const first = await generate();
    expect(first.status).toBe(200);
    const rows = await h.db.select().from(aiUsage).where(eq(aiUsage.accountId, 1));
    expect(rows.map((r) => r.task).sort()).toEqual(['review-claims', 'write-post']);
    for (const row of rows) {
      expect(row).toMatchObject({ month: '2026-06', model: 'gpt-4o-mini', promptTokens: 42 });
      // (42 + completion tokens) × $1,000 per million, in millionths of a dollar.
      expect(row.costMicroUsd).toBe((42 + row.completionTokens) * 1_000);
    }

    // Writing goes on until the month's spending reaches the budget…
    let refused: Response | null = null;
    for (let i = 0; i < 10 && !refused; i++) {
      const res = await generate();
      if (res.status !== 200) refused = res;
    }
    // …then it is paused, said in Greek, and no model call is made.
    expect(refused?.status).toBe(402);
    const body = (await refused!.json()) as { error: string; message: string };
    expect(body.error).toBe('ai_budget_paused');
    expect(body.message).toMatch(/Συμπληρώθηκε ο μηνιαίος προϋπολογισμός τεχνητής νοημοσύνης .*0\.3 \$/);
    const calls = fake.requests.length;
    expect((await generate()).status).toBe(402);
    expect(fake.requests.length).toBe(calls);

    // The admin's account page says so in English, with the month's spending by model and task.
    const admin = await issueAdminToken(h.platform);
    const page = await (await h.request('GET', '/api/account-posts/1', { token: admin })).json();
    expect(page.aiBudget).toMatchObject({ month: '2026-06', monthlyBudgetUsd: 0.3, paused: true });
    expect(page.aiBudget.spentUsd).toBeGreaterThanOrEqual(0.3);
    expect(page.aiBudget.notice).toMatch(
      /^AI writing is paused for this account: it spent \$0\.\d\d of its \$0\.3/,
    );
    expect(page.aiBudget.byModel.map((m: { task: string }) => m.task).sort()).toEqual([
      'review-claims',
      'write-post',
    ]);

    // The business sees its month against the budget, and why writing stopped, in Greek.
    expect(await businessView()).toMatchObject({
      month: '2026-06',
      monthlyBudgetUsd: 0.3,
      paused: true,
      notice: expect.stringMatching(/^Συμπληρώθηκε ο μηνιαίος προϋπολογισμός/),
    });

    // Auto-pause off: the budget is only a figure, and writing goes on.
    expect((await setBudget(0.3, false)).status).toBe(200);
    expect((await generate()).status).toBe(200);
    expect(await businessView()).toMatchObject({ paused: false, notice: null });
  });

  it('takes a budget from the platform admin only, between 0 and 10,000 dollars', async () => {
    expect((await setBudget(-1, true)).status).toBe(400);
    expect((await setBudget(10_001, true)).status).toBe(400);
    const asBusiness = await h.request('PUT', '/api/account-posts/1/ai-budget', {
      token,
      json: { monthlyBudgetUsd: 100, autoPause: false },
    });
    expect(asBusiness.status).toBe(403);
  });

  it('counts the calls svc-social and svc-catalog announce (reply drafts, descriptions, image rankings) once each', async () => {
    const call = (id: string, task: string, accountId: number | null) => ({
      id,
      accountId,
      task,
      model: 'gpt-4o-mini',
      promptTokens: 100,
      completionTokens: 50,
      costUsd: 0.25,
      at: '2026-06-10T05:00:00.000Z',
    });
    await h.platform.bus.publish('social.ai.used', call('draft-1', 'draft-reply', 2), 'draft-1');
    // The same call again (a redelivery, another replica's relay): counted once.
    await h.platform.bus.publish('social.ai.used', call('draft-1', 'draft-reply', 2), 'draft-1-again');
    await h.platform.bus.publish('catalog.ai.used', call('describe-1', 'describe-product', 2), 'describe-1');
    await h.platform.bus.publish('catalog.ai.used', call('rank-1', 'rank-images', null), 'rank-1');
    const admin = await issueAdminToken(h.platform);
    await expect
      .poll(
        async () =>
          (await (await h.request('GET', '/api/account-posts/2', { token: admin })).json()).aiBudget,
      )
      .toMatchObject({
        spentUsd: 0.5,
        byModel: [
          { model: 'gpt-4o-mini', task: 'describe-product', calls: 1, promptTokens: 100, costUsd: 0.25 },
          { model: 'gpt-4o-mini', task: 'draft-reply', calls: 1, completionTokens: 50, costUsd: 0.25 },
        ],
      });
    // The admin's own catalogue calls are the platform's (account 0).
    const platformRows = await h.db.select().from(aiUsage).where(eq(aiUsage.accountId, 0));
    expect(platformRows.map((r) => r.task)).toEqual(['rank-images']);
  });

  it('tells an OpenAI account without credit from a busy service, in Greek', async () => {
    await h.db
      .update(aiConfigurations)
      .set({ monthlyBudgetUsd: 1_000 })
      .where(eq(aiConfigurations.accountId, 1));
    fake.behave({
      fail: {
        status: 429,
        code: 'insufficient_quota',
        message: 'You exceeded your current quota, please check your plan and billing details.',
      },
    });
    const res = await generate();
    fake.reset();
    expect(res.status).toBe(503);
    const body = (await res.json()) as { error: string; message: string };
    expect(body.error).toBe('writer_quota');
    expect(body.message).toMatch(/δεν έχει διαθέσιμο υπόλοιπο/);
  });
});
