import { createWriter } from '@studio/ai';
import type { BulkPost, ComplianceFlag } from '@studio/contracts';
import { type ChatRequest, type FakeOpenAiBehaviour, type RunningFake, startFakeOpenAi } from '@studio/fakes';
import { createLogger } from '@studio/kit';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { aiConfigurations } from '../db/schema.ts';
import { type PostsHarness, postsHarness } from '../testing.ts';

const GREEK = /[\u0370-\u03ff\u1f00-\u1fff]/;
const logger = createLogger('posts-writer-test', 'silent');
const CLAIM = 'Ανώδυνη θεραπεία με εγγυημένα αποτελέσματα! #λάμψη';
const WARNED = 'Ανώδυνη θεραπεία προσώπου, προσαρμοσμένη σε εσάς. Κλείστε ραντεβού στο ιατρείο! #λάμψη';
const MIXED =
  'Ανώδυνη θεραπεία προσώπου, προσαρμοσμένη σε εσάς. Εγγυημένα αποτελέσματα! Κλείστε ραντεβού στο ιατρείο. #bοtox #λάμψη';
const CLEAN = 'Μια ήπια θεραπεία προσώπου, προσαρμοσμένη σε εσάς. Κλείστε ραντεβού! #λάμψη';

type GeneratedPost = { post: { content: string; complianceFlags: ComplianceFlag[] } };

/** The model's answer to a post request: JSON, as the writer asks for it. */
const asPost = (text: string) => JSON.stringify({ post: text });
const schemaOf = (request: ChatRequest) =>
  (request.response_format as { json_schema?: { name?: string } } | undefined)?.json_schema?.name;

/** svc-posts with the real OpenAI client, against a local server that speaks OpenAI's protocol. */
describe('svc-posts writing through an OpenAI-compatible server', () => {
  let fake: RunningFake<FakeOpenAiBehaviour>;
  let h: PostsHarness;
  let token: string;

  beforeAll(async () => {
    fake = await startFakeOpenAi({ apiKey: 'sk-posts' });
    const writer = createWriter(
      { OPENAI_API_KEY: 'sk-posts', OPENAI_BASE_URL: `${fake.url}/v1`, OPENAI_TIMEOUT_MS: 1_500 },
      logger,
    );
    h = await postsHarness('pglite', { writer, clockStart: new Date('2026-06-10T05:00:00Z') });
    await h.company(1);
    await h.product(1, 1, { name: 'Laser Facial' });
    token = await h.businessToken(1);
  });
  afterEach(() => fake.reset());
  afterAll(async () => {
    await h.close();
    await fake.close();
  });
  beforeEach(() => h.clock.reset());

  const generate = () =>
    h.request('POST', '/api/generate-post', { token, json: { productId: 1, platform: 'instagram' } });
  /** The requests that wrote a post (not the model’s second reading, another structured output). */
  const writeRequests = () =>
    fake.requests.filter((r) => schemaOf(JSON.parse(r.body) as ChatRequest) === 'social_post');
  const systemPrompts = () =>
    fake.requests.map(
      (r) => (JSON.parse(r.body) as ChatRequest).messages.find((m) => m.role === 'system')?.content ?? '',
    );

  it('writes with the account’s settings and flags nothing in a clean post', async () => {
    fake.behave({ reply: () => asPost(CLEAN) });
    const res = await generate();
    expect(res.status).toBe(200);
    expect(((await res.json()) as GeneratedPost).post).toEqual({ content: CLEAN, complianceFlags: [] });
    expect(writeRequests()).toHaveLength(1);
    const body = JSON.parse(fake.requests[0]!.body) as ChatRequest;
    expect(body.temperature).toBe(0.7);
    expect(systemPrompts()[0]).toMatch(/Κανόνες ιατρικής διαφήμισης/);
  });

  it('rewrites a flagged post once, naming what to leave out', async () => {
    let calls = 0;
    fake.behave({ reply: () => asPost(++calls === 1 ? CLAIM : CLEAN) });
    const res = await generate();
    expect(((await res.json()) as GeneratedPost).post).toEqual({ content: CLEAN, complianceFlags: [] });
    expect(writeRequests()).toHaveLength(2);
    expect(systemPrompts()[1]).toContain("'Ανώδυνη'");
    expect(systemPrompts()[1]).toContain("'εγγυημένα αποτελέσματα'");
  });

  it('returns the warn flags of a post still flagged after its one rewrite', async () => {
    fake.behave({ reply: () => asPost(WARNED) });
    const { post } = (await (await generate()).json()) as GeneratedPost;
    expect(writeRequests()).toHaveLength(2);
    expect(post.complianceFlags.map((f) => f.phrase)).toEqual(['Ανώδυνη']);
  });

  it('takes out the sentences and hashtags with a block term the rewrite still wrote', async () => {
    fake.behave({ reply: () => asPost(MIXED) });
    const { post } = (await (await generate()).json()) as GeneratedPost;
    expect(post.content).toBe(
      'Ανώδυνη θεραπεία προσώπου, προσαρμοσμένη σε εσάς. Κλείστε ραντεβού στο ιατρείο. #λάμψη',
    );
    expect(post.complianceFlags.map((f) => f.severity)).toEqual(['warn']);
  });

  it('adds the model’s second reading as warn flags, quoting the post, beside the rules’ own', async () => {
    const review = {
      claims: [
        { claim: 'Υπόσχεται αποτέλεσμα.', quote: 'προσαρμοσμένη σε εσάς', rule: 'guaranteed result' },
        { claim: 'Δεν υπάρχει στο κείμενο.', quote: 'κάτι άλλο', rule: 'cure' },
      ],
    };
    fake.behave({
      reply: (request) =>
        schemaOf(request) === 'compliance_review' ? JSON.stringify(review) : asPost(CLEAN),
    });
    const { post } = (await (await generate()).json()) as GeneratedPost;
    const reviewRequest = fake.requests
      .map((r) => JSON.parse(r.body) as ChatRequest)
      .find((r) => schemaOf(r) === 'compliance_review');
    expect(reviewRequest?.response_format).toMatchObject({
      json_schema: { name: 'compliance_review', strict: true },
    });
    expect(post.complianceFlags).toEqual([
      expect.objectContaining({ phrase: 'προσαρμοσμένη σε εσάς', ruleId: 'model-review', severity: 'warn' }),
    ]);
  });

  it('refuses, storing nothing, a text with nothing acceptable left once its block terms are out', async () => {
    fake.behave({ reply: () => asPost(CLAIM) });
    const res = await generate();
    expect(res.status).toBe(422);
    expect(((await res.json()) as { error: string }).error).toBe('compliance');
  });

  it('tells the writer the block and warn terms of the rules', async () => {
    fake.behave({ reply: () => asPost(CLEAN) });
    await generate();
    const never = /Ποτέ αυτοί οι όροι[^\n]*/.exec(systemPrompts()[0] ?? '')?.[0] ?? '';
    expect(never).toContain('Botox');
    expect(never).toContain('βοτουλινική τοξίνη');
    expect(systemPrompts()[0]).toMatch(/Αποφύγετε και αυτούς τους ισχυρισμούς.*ανώδυν/);
  });

  it('applies the rules whatever the account settings say: they are the law, not a preference', async () => {
    await h.db
      .update(aiConfigurations)
      .set({ avoidMedicalClaims: false, complianceCheck: false })
      .where(eq(aiConfigurations.accountId, 1));
    try {
      fake.behave({ reply: () => asPost(MIXED) });
      const { post } = (await (await generate()).json()) as GeneratedPost;
      expect(writeRequests()).toHaveLength(2);
      expect(systemPrompts()[0]).not.toMatch(/Κανόνες ιατρικής διαφήμισης/);
      expect(post.content).not.toMatch(/Εγγυημένα|bοtox/);
      expect(post.complianceFlags.map((f) => f.severity)).toEqual(['warn']);
    } finally {
      await h.db
        .update(aiConfigurations)
        .set({ complianceCheck: true, avoidMedicalClaims: true })
        .where(eq(aiConfigurations.accountId, 1));
    }
  });

  it('answers a rate limit with a clear Greek 429 and Retry-After, storing none of the period', async () => {
    fake.behave({ fail: { status: 429, message: 'Rate limit reached', retryAfter: '30' } });
    const res = await h.request('POST', '/api/generate-period-posts', { token });
    expect(res.status).toBe(429);
    expect(res.headers.get('Retry-After')).toBe('30');
    const body = (await res.json()) as { error: string; message: string };
    expect(body.error).toBe('rate_limited');
    expect(body.message).toMatch(GREEK);
    const list = (await (await h.request('GET', '/api/bulk-posts', { token })).json()) as {
      bulkPosts: BulkPost[];
    };
    expect(list.bulkPosts).toEqual([]);
  });

  it('answers a time-out with a clear Greek 504', async () => {
    fake.behave({ delayMs: 8_000 });
    const res = await generate();
    expect(res.status).toBe(504);
    const body = (await res.json()) as { error: string; message: string };
    expect(body).toMatchObject({ error: 'writer_timeout' });
    expect(body.message).toMatch(GREEK);
  });

  it('checks an edited post and shows its flags on the post', async () => {
    fake.behave({ reply: () => asPost(CLEAN) });
    const made = (await (await h.request('POST', '/api/generate-period-posts', { token })).json()) as {
      posts: BulkPost[];
    };
    const post = made.posts[0]!;
    expect(post.complianceFlags).toEqual([]);
    const res = await h.request('PUT', `/api/bulk-posts/${post.id}`, {
      token,
      json: { content: 'Θεραπεύει την ακμή, χωρίς πόνο.', updatedAt: new Date().toISOString() },
    });
    expect(res.status).toBe(200);
    const { bulkPost } = (await res.json()) as { bulkPost: BulkPost };
    expect(bulkPost.complianceFlags.map((f) => f.phrase)).toEqual(['Θεραπεύει', 'χωρίς πόνο']);
    const listed = (await (await h.request('GET', '/api/bulk-posts', { token })).json()) as {
      bulkPosts: BulkPost[];
    };
    expect(listed.bulkPosts.find((p) => p.id === post.id)?.complianceFlags).toHaveLength(2);
  });
});
