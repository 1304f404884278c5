import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { type FakeState, type RunningFake, recordRequest, sleep, startFake } from './start-fake.ts';

export type ChatMessage = { role: string; content: string };
export type ChatRequest = {
  model: string;
  messages: ChatMessage[];
  response_format?: { type: string };
  temperature?: number;
  max_tokens?: number;
  [field: string]: unknown;
};

export type FakeOpenAiBehaviour = {
  /** The key the fake accepts as `Authorization: Bearer <key>`. */
  apiKey: string;
  /** The assistant's answer to a request. */
  reply: (request: ChatRequest) => string;
  /**
   * Answers an error in OpenAI's shape instead; a 429 carries `retry-after` when given, and `code`
   * (e.g. 'insufficient_quota', an account without credit) replaces the status's usual code.
   */
  fail: { status: number; message?: string; retryAfter?: string; code?: string } | null;
  /** Delay before answering, to make the client time out. */
  delayMs: number;
};

export const fakeOpenAiDefaults: FakeOpenAiBehaviour = {
  apiKey: 'sk-test-key',
  reply: (request) =>
    request.response_format?.type === 'json_object'
      ? JSON.stringify({ images: [] })
      : (request.response_format as { json_schema?: { name?: string } } | undefined)?.json_schema?.name ===
          'social_post'
        ? JSON.stringify({
            post: 'Μια φροντίδα που ταιριάζει στη ρουτίνα σας. Ρωτήστε μας ό,τι θέλετε στο ιατρείο.',
          })
        : (request.response_format as { json_schema?: { name?: string } } | undefined)?.json_schema?.name ===
            'inbox_reply'
          ? JSON.stringify({
              reply: 'Σας ευχαριστούμε πολύ για το μήνυμά σας! Θα χαρούμε να σας δούμε στο ιατρείο μας.',
            })
          : request.response_format?.type === 'json_schema'
            ? JSON.stringify({ claims: [] })
            : 'Ένα προϊόν περιποίησης με απαλή υφή, για καθημερινή φροντίδα της επιδερμίδας.',
  fail: null,
  delayMs: 0,
};

const ERROR_KINDS: Record<number, { type: string; code: string | null }> = {
  400: { type: 'invalid_request_error', code: null },
  401: { type: 'invalid_request_error', code: 'invalid_api_key' },
  403: { type: 'invalid_request_error', code: 'unsupported_country_region_territory' },
  404: { type: 'invalid_request_error', code: 'model_not_found' },
  429: { type: 'requests', code: 'rate_limit_exceeded' },
};

/** An OpenAI-compatible chat-completions server: `POST /v1/chat/completions` with OpenAI's shapes. */
export function createFakeOpenAiApp(state: FakeState<FakeOpenAiBehaviour>): Hono {
  const app = new Hono();
  const openAiError = (
    status: number,
    message: string,
    headers: Record<string, string> = {},
    code?: string,
  ) => {
    const known = ERROR_KINDS[status] ?? { type: 'server_error', code: null };
    const kind = code ? { type: code, code } : known;
    return new Response(
      JSON.stringify({ error: { message, type: kind.type, param: null, code: kind.code } }),
      {
        status: status as ContentfulStatusCode,
        headers: { 'content-type': 'application/json', ...headers },
      },
    );
  };

  app.use(async (c, next) => {
    await recordRequest(state, c.req.raw);
    await next();
  });

  app.post('/v1/chat/completions', async (c) => {
    const b = state.behaviour;
    await sleep(b.delayMs, c.req.raw.signal);
    if (c.req.header('authorization') !== `Bearer ${b.apiKey}`)
      return openAiError(
        401,
        'Incorrect API key provided. You can find your API key at https://platform.openai.com/account/api-keys.',
      );
    if (b.fail) {
      const headers: Record<string, string> = b.fail.retryAfter ? { 'retry-after': b.fail.retryAfter } : {};
      const message =
        b.fail.message ??
        (b.fail.status === 429
          ? 'Rate limit reached for requests. Please try again later.'
          : 'The server had an error while processing your request. Sorry about that!');
      return openAiError(b.fail.status, message, headers, b.fail.code);
    }
    let request: ChatRequest;
    try {
      request = (await c.req.json()) as ChatRequest;
    } catch (error) {
      return openAiError(400, `We could not parse the JSON body of your request. (${String(error)})`);
    }
    if (
      typeof request.model !== 'string' ||
      !Array.isArray(request.messages) ||
      request.messages.length === 0
    )
      return openAiError(400, "Missing required parameter: 'model' or 'messages'.");
    // max_tokens is deprecated in favour of max_completion_tokens, and the reasoning models (o1, o3,
    // o4-mini…) refuse it (https://platform.openai.com/docs/api-reference/chat/create).
    if (request.max_tokens !== undefined && /^o\d/.test(request.model))
      return openAiError(
        400,
        "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.",
      );
    const content = b.reply(request);
    return c.json({
      id: `chatcmpl-${randomUUID()}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: request.model,
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content, refusal: null },
          logprobs: null,
          finish_reason: 'stop',
        },
      ],
      usage: {
        prompt_tokens: 42,
        completion_tokens: Math.ceil(content.length / 4),
        total_tokens: 42 + Math.ceil(content.length / 4),
      },
    });
  });

  app.notFound(() => openAiError(404, 'Invalid URL'));
  return app;
}

/** Starts the fake; point a client at `${url}/v1`. */
export function startFakeOpenAi(
  overrides: Partial<FakeOpenAiBehaviour> = {},
): Promise<RunningFake<FakeOpenAiBehaviour>> {
  return startFake(createFakeOpenAiApp, fakeOpenAiDefaults, overrides);
}
