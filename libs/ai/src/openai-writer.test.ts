import { type ChatRequest, type FakeOpenAiBehaviour, type RunningFake, startFakeOpenAi } from '@studio/fakes';
import { createLogger } from '@studio/kit';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createWriter } from './create-writer.ts';
import { type AiUsage, withAiUsage } from './usage.ts';
import { WriterError } from './writer.ts';

const logger = createLogger('ai-test', 'silent');
let fake: RunningFake<FakeOpenAiBehaviour>;

beforeAll(async () => {
  fake = await startFakeOpenAi({ apiKey: 'sk-fake-123' });
});
afterEach(() => fake.reset());
afterAll(() => fake.close());

const writer = (overrides: Record<string, unknown> = {}) =>
  createWriter(
    {
      OPENAI_API_KEY: 'sk-fake-123',
      OPENAI_BASE_URL: `${fake.url}/v1`,
      OPENAI_TIMEOUT_MS: 5_000,
      ...overrides,
    },
    logger,
  );

const images = [
  { id: 'a', url: 'https://shop.example/a.jpg', title: 'Serum bottle', source: 'shop.example' },
  { id: 'b', url: 'https://blog.example/b.jpg', title: 'Someone at the beach', source: 'blog.example' },
];

async function failure(promise: Promise<unknown>): Promise<WriterError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(WriterError);
  return error as WriterError;
}

describe('the OpenAI writer', () => {
  it('asks the configured model for a Greek description without medical claims, with the key', async () => {
    fake.behave({ reply: () => 'Ένας ορός με απαλή υφή για καθημερινή φροντίδα.' });
    const w = writer({ OPENAI_MODEL: 'gpt-test-model' });
    expect(w.kind).toBe('openai');
    expect(w.model).toBe('gpt-test-model');

    await expect(w.describeProduct({ name: 'Hyaluronic Serum' })).resolves.toBe(
      'Ένας ορός με απαλή υφή για καθημερινή φροντίδα.',
    );

    expect(fake.requests).toHaveLength(1);
    const request = fake.requests[0]!;
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.headers.authorization).toBe('Bearer sk-fake-123');
    const body = JSON.parse(request.body) as ChatRequest;
    expect(body.model).toBe('gpt-test-model');
    const system = body.messages.find((m) => m.role === 'system')?.content ?? '';
    expect(system).toMatch(/Greek/);
    expect(system).toMatch(/no medical claims/i);
    expect(body.messages.find((m) => m.role === 'user')?.content).toContain('Hyaluronic Serum');
  });

  it('uses gpt-4o-mini when no model is configured', async () => {
    const w = writer();
    expect(w.model).toBe('gpt-4o-mini');
    await w.describeProduct({ name: 'Cream' });
    expect((JSON.parse(fake.requests[0]!.body) as ChatRequest).model).toBe('gpt-4o-mini');
  });

  it('reports a refused key as an upstream failure naming OPENAI_API_KEY', async () => {
    const error = await failure(writer({ OPENAI_API_KEY: 'sk-wrong' }).describeProduct({ name: 'Cream' }));
    expect(error.code).toBe('upstream');
    expect(error.message).toContain('OPENAI_API_KEY');
  });

  it('reports a rate limit with the Retry-After the service gave, without sleeping through a long one', async () => {
    fake.behave({ fail: { status: 429, retryAfter: '30' } });
    const started = Date.now();
    const error = await failure(writer().describeProduct({ name: 'Cream' }));
    expect(error.code).toBe('rate_limited');
    expect(error.retryAfterSeconds).toBe(30);
    expect(error.message).toMatch(/30 seconds/);
    expect(fake.requests).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('tells an account without credit (insufficient_quota) from a rate limit, and does not retry it', async () => {
    fake.behave({
      fail: {
        status: 429,
        code: 'insufficient_quota',
        message: 'You exceeded your current quota, please check your plan and billing details.',
      },
    });
    const error = await failure(writer().describeProduct({ name: 'Cream' }));
    expect(error.code).toBe('quota');
    expect(error.message).toMatch(/no credit left.*Billing/);
    expect(fake.requests).toHaveLength(1);
  });

  it('asks with max_completion_tokens, which a reasoning model takes and max_tokens it refuses', async () => {
    const text = await writer({ OPENAI_MODEL: 'o4-mini' }).describeProduct({ name: 'Cream' });
    expect(text).toBeTruthy();
    const body = JSON.parse(fake.requests[0]!.body) as ChatRequest;
    expect(body.max_tokens).toBeUndefined();
    expect(body.max_completion_tokens).toBe(400);
  });

  it('counts every call with its tokens and cost by the price table, for whoever asked (withAiUsage)', async () => {
    const counted: AiUsage[] = [];
    const w = writer({ OPENAI_PRICES: '{"gpt-4o-mini": {"input": 1, "output": 2}}' });
    await withAiUsage(
      (usage) => {
        counted.push(usage);
      },
      async () => {
        await w.describeProduct({ name: 'Cream' });
        await w.reviewClaims('Ένα κείμενο');
      },
    );
    // Outside any scope: not counted.
    await w.describeProduct({ name: 'Cream' });
    expect(counted.map((u) => u.task)).toEqual(['describe-product', 'review-claims']);
    const [first] = counted;
    expect(first).toMatchObject({ model: 'gpt-4o-mini', promptTokens: 42 });
    expect(first!.completionTokens).toBeGreaterThan(0);
    expect(first!.costUsd).toBeCloseTo((42 * 1 + first!.completionTokens * 2) / 1_000_000, 12);
  });

  it('refuses a price table that is not one', () => {
    expect(() => writer({ OPENAI_PRICES: '{"gpt-4o": {"input": "cheap"}}' })).toThrow(/OPENAI_PRICES/);
  });

  it('retries a rate limit once when the wait is short', async () => {
    fake.behave({ fail: { status: 429, retryAfter: '0' } });
    const error = await failure(writer().describeProduct({ name: 'Cream' }));
    expect(error.code).toBe('rate_limited');
    expect(error.retryAfterSeconds).toBe(0);
    expect(fake.requests).toHaveLength(2);
  });

  it('gives up with a time-out when the service is slower than OPENAI_TIMEOUT_MS', async () => {
    fake.behave({ delayMs: 3_000 });
    const started = Date.now();
    const error = await failure(writer({ OPENAI_TIMEOUT_MS: 150 }).describeProduct({ name: 'Cream' }));
    expect(error.code).toBe('timeout');
    expect(error.message).toMatch(/did not answer/);
    expect(Date.now() - started).toBeLessThan(2_900);
  });

  it('reports a server error as upstream', async () => {
    fake.behave({ fail: { status: 500 } });
    const error = await failure(writer().describeProduct({ name: 'Cream' }));
    expect(error.code).toBe('upstream');
    expect(error.message).toContain('500');
  });

  it('refuses an empty description', async () => {
    fake.behave({ reply: () => '   ' });
    expect((await failure(writer().describeProduct({ name: 'Cream' }))).code).toBe('bad_answer');
  });

  it('ranks images from a JSON answer, ignoring unknown ids and clamping scores', async () => {
    fake.behave({
      reply: () =>
        JSON.stringify({
          images: [
            { id: 'a', score: 140, reason: 'Official packshot\nof the serum' },
            { id: 'b', score: -5, reason: 'Unrelated beach photo' },
            { id: 'zzz', score: 99, reason: 'Not one of ours' },
            { id: 'a', score: 1, reason: 'Repeated' },
          ],
        }),
    });
    await expect(writer().rankImages({ productName: 'Serum', images })).resolves.toEqual([
      { id: 'a', score: 100, reason: 'Official packshot of the serum' },
      { id: 'b', score: 0, reason: 'Unrelated beach photo' },
    ]);
    const body = JSON.parse(fake.requests[0]!.body) as ChatRequest;
    expect(body.response_format).toEqual({ type: 'json_object' });
    expect(body.messages.find((m) => m.role === 'user')?.content).toContain('"id":"a"');
  });

  it('answers null to a malformed ranking, so ranking falls back to its own rules', async () => {
    fake.behave({ reply: () => '{"images": [ {"id": "a", "score": ' });
    await expect(writer().rankImages({ productName: 'Serum', images })).resolves.toBeNull();
    fake.behave({ reply: () => JSON.stringify({ images: [{ id: 'nope', score: 50 }] }) });
    await expect(writer().rankImages({ productName: 'Serum', images })).resolves.toBeNull();
  });
});
