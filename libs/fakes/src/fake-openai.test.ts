import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenAiBehaviour, startFakeOpenAi } from './fake-openai.ts';
import type { RunningFake } from './start-fake.ts';

let fake: RunningFake<FakeOpenAiBehaviour>;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterEach(() => fake.reset());
afterAll(() => fake.close());

const chat = (body: unknown, key = 'sk-test-key') =>
  fetch(`${fake.url}/v1/chat/completions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const hello = { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'Hello' }] };

describe('the fake OpenAI server', () => {
  it("answers a chat completion in OpenAI's shape and records the request", async () => {
    fake.behave({ reply: (request) => `echo: ${request.messages[0]!.content}` });
    const response = await chat(hello);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id: expect.stringMatching(/^chatcmpl-/),
      object: 'chat.completion',
      created: expect.any(Number),
      model: 'gpt-4o-mini',
      choices: [{ index: 0, message: { role: 'assistant', content: 'echo: Hello' }, finish_reason: 'stop' }],
      usage: {
        prompt_tokens: expect.any(Number),
        completion_tokens: expect.any(Number),
        total_tokens: expect.any(Number),
      },
    });
    expect(fake.requests[0]).toMatchObject({ method: 'POST', path: '/v1/chat/completions' });
    expect(JSON.parse(fake.requests[0]!.body)).toEqual(hello);
  });

  it("refuses a wrong key with 401 in OpenAI's error shape", async () => {
    const response = await chat(hello, 'sk-wrong');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: {
        message: expect.stringContaining('Incorrect API key'),
        type: 'invalid_request_error',
        param: null,
        code: 'invalid_api_key',
      },
    });
  });

  it('answers 429 with retry-after when told to', async () => {
    fake.behave({ fail: { status: 429, retryAfter: '12' } });
    const response = await chat(hello);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('12');
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('rate_limit_exceeded');
  });

  it('refuses a request without model or messages', async () => {
    expect((await chat({ messages: [] })).status).toBe(400);
  });

  it('waits before answering when told to', async () => {
    fake.behave({ delayMs: 200 });
    const started = Date.now();
    await chat(hello);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
  });
});
