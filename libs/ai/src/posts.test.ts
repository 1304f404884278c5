import { type ChatRequest, type FakeOpenAiBehaviour, type RunningFake, startFakeOpenAi } from '@studio/fakes';
import { createLogger } from '@studio/kit';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createWriter } from './create-writer.ts';
import { type PostInput, WriterError } from './writer.ts';

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
