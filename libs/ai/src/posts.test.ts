import { type ChatRequest, type FakeOpenAiBehaviour, type RunningFake, startFakeOpenAi } from '@studio/fakes';
import { createLogger } from '@studio/kit';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createWriter } from './create-writer.ts';
import { fitPostLimits, POST_MAX_CHARS, POST_MAX_HASHTAGS } from './posts.ts';
import { type PostInput, WriterError } from './writer.ts';

const GREEK = /[\u0370-\u03ff\u1f00-\u1fff]/;
const logger = createLogger('ai-test', 'silent');

const input = (overrides: Partial<PostInput> = {}): PostInput => ({
  productName: 'Hyaluronic Serum',
  productDescription: 'Ένας ορός με απαλή υφή για καθημερινή ενυδάτωση. Απορροφάται γρήγορα.',
  categoryName: 'Περιποίηση προσώπου',
  examplePosts: ['Η επιδερμίδα σας αξίζει φροντίδα κάθε μέρα. #skincare'],
  companyName: 'Αισθητική Λάμψη',
  location: 'Θεσσαλονίκη',
  platform: 'instagram',
  ...overrides,
});

const hashtags = (text: string) => text.match(/#[\p{L}\p{N}_]+/gu) ?? [];

describe('the offline writer’s posts', () => {
  const writer = createWriter({}, logger);

  it('writes Greek posts naming the product, the business and its place, with a call to action', async () => {
    const post = await writer.writePost(input());
    expect(post).toMatch(GREEK);
    expect(post).toContain('Hyaluronic Serum');
    expect(post).toContain('Αισθητική Λάμψη');
    expect(post).toMatch(/ραντεβού|μήνυμα|Περάστε/);
    expect(hashtags(post).length).toBeGreaterThan(0);
    expect(hashtags(post).length).toBeLessThanOrEqual(POST_MAX_HASHTAGS);
    expect(post.length).toBeLessThanOrEqual(POST_MAX_CHARS);
  });

  it('is deterministic, and differs across products and across days', async () => {
    const a = await writer.writePost(input({ variant: '2026-10-20' }));
    expect(await writer.writePost(input({ variant: '2026-10-20' }))).toBe(a);
    const names = ['Botox 100U', 'Κρέμα Ματιών', 'Vitamin C Ampoules', 'Peeling Gel', 'Sunscreen SPF 50'];
    const posts = await Promise.all(names.map((productName) => writer.writePost(input({ productName }))));
    expect(new Set(posts).size).toBe(names.length);
    const days = ['2026-10-20', '2026-10-23', '2026-10-26', '2026-10-29'];
    const byDay = await Promise.all(days.map((variant) => writer.writePost(input({ variant }))));
    expect(new Set(byDay).size).toBe(days.length);
  });

  it('leaves the call to action out when not asked for one', async () => {
    const posts = await Promise.all(
      ['a', 'b', 'c', 'd', 'e', 'f'].map((variant) =>
        writer.writePost(input({ variant, includeCta: false })),
      ),
    );
    for (const post of posts) expect(post).not.toMatch(/📅|📞|👉|💬/);
  });

  it('keeps at most 30 hashtags and 2,200 characters', async () => {
    const many = Array.from({ length: 50 }, (_, i) => `tag${i}`);
    const post = await writer.writePost(
      input({ defaultHashtags: many, productDescription: 'Λέξη. '.repeat(800) }),
    );
    expect(hashtags(post).length).toBeLessThanOrEqual(POST_MAX_HASHTAGS);
    expect(post.length).toBeLessThanOrEqual(POST_MAX_CHARS);
    expect(fitPostLimits(`${'α '.repeat(2000)}`).length).toBeLessThanOrEqual(POST_MAX_CHARS);
  });
});

describe('the OpenAI writer’s posts', () => {
  let fake: RunningFake<FakeOpenAiBehaviour>;
  beforeAll(async () => {
    fake = await startFakeOpenAi({ apiKey: 'sk-fake-123' });
  });
  afterEach(() => fake.reset());
  afterAll(() => fake.close());
  const writer = () =>
    createWriter(
      { OPENAI_API_KEY: 'sk-fake-123', OPENAI_BASE_URL: `${fake.url}/v1`, OPENAI_TIMEOUT_MS: 5_000 },
      logger,
    );

  it('prompts with the product, the business and the account’s settings', async () => {
    fake.behave({ reply: () => 'Μια ανάρτηση για τον ορό μας. #ομορφιά' });
    const post = await writer().writePost(
      input({ tone: 'friendly', targetLength: 120, defaultHashtags: ['clinic'], guidelines: 'Χωρίς τιμές.' }),
    );
    expect(post).toBe('Μια ανάρτηση για τον ορό μας. #ομορφιά');
    const body = JSON.parse(fake.requests[0]!.body) as ChatRequest;
    const system = body.messages.find((m) => m.role === 'system')?.content ?? '';
    expect(system).toMatch(/Greek/);
    expect(system).toMatch(/friendly/);
    expect(system).toMatch(/120 words/);
    expect(system).toMatch(/call to action/);
    expect(system).toMatch(/no medical claims/i);
    expect(system).toContain('Χωρίς τιμές.');
    const user = body.messages.find((m) => m.role === 'user')?.content ?? '';
    for (const text of [
      'Hyaluronic Serum',
      'Αισθητική Λάμψη',
      'Θεσσαλονίκη',
      'Περιποίηση προσώπου',
      'clinic',
    ])
      expect(user).toContain(text);
  });

  it('refuses an empty post', async () => {
    fake.behave({ reply: () => '  ' });
    const error = await writer()
      .writePost(input())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WriterError);
    expect((error as WriterError).code).toBe('bad_answer');
  });
});
