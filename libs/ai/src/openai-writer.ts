import { type Logger, systemClock } from '@studio/kit';
import type OpenAI from 'openai';
import { z } from 'zod';
import { postProblems, withoutRefusedSentences } from './post-checks.ts';
import {
  WRITTEN_POST_SCHEMA,
  WrittenPost,
  writePostSystemPrompt,
  writePostUserPrompt,
} from './post-prompt.ts';
import { fitPostLimits } from './posts.ts';
import {
  DESCRIBE_PRODUCT_SYSTEM_PROMPT,
  describeProductUserPrompt,
  REVIEW_CLAIMS_SCHEMA,
  REVIEW_CLAIMS_SYSTEM_PROMPT,
  rankImagesSystemPrompt,
  rankImagesUserPrompt,
} from './prompts.ts';
import {
  DRAFTED_REPLY_SCHEMA,
  draftReplySystemPrompt,
  draftReplyUserPrompt,
  readReply,
} from './reply-prompt.ts';
import { costOf, parsePriceTable, reportAiUsage } from './usage.ts';
import {
  type ImageJudgement,
  type ImageToJudge,
  type ModelClaim,
  type Writer,
  type WriterConfig,
  WriterError,
} from './writer.ts';

export const DEFAULT_OPENAI_MODEL = 'gpt-4o-mini';
export const DEFAULT_OPENAI_TIMEOUT_MS = 30_000;

/**
 * A person is waiting for these answers: a Retry-After longer than this is handed back to them
 * as an error instead of being slept through by the client's one retry.
 */
const LONGEST_RETRY_WAIT_SECONDS = 2;

const Claim = z.object({ claim: z.string(), quote: z.string().min(1), rule: z.string() });

/** Lenient on purpose: one bad entry must not throw away the good ones. */
const Judgement = z.object({
  id: z.string(),
  score: z.coerce.number().refine(Number.isFinite),
  reason: z.string().optional(),
});

/** What one completion asks beyond its messages: JSON or a schema, its length, temperature and model. */
type CompletionOptions = {
  json?: boolean;
  schema?: { name: string; schema: Record<string, unknown> };
  maxTokens: number;
  temperature?: number;
  model?: string;
};

/**
 * Chat completions through the official client: each one's failure mapped to a WriterError, its tokens
 * and cost logged and reported.
 */
function chatCompletions(config: WriterConfig & { OPENAI_API_KEY: string }, model: string, log: Logger) {
  const timeoutMs = config.OPENAI_TIMEOUT_MS ?? DEFAULT_OPENAI_TIMEOUT_MS;
  // Loaded when the writer is made, not with the module: a process without OPENAI_API_KEY never holds it.
  const sdk = import('openai').then(({ default: Client }) => Client);
  const client = sdk.then(
    (Client) =>
      new Client({
        apiKey: config.OPENAI_API_KEY,
        baseURL: config.OPENAI_BASE_URL || undefined,
        timeout: timeoutMs,
        maxRetries: 1,
        logLevel: 'off',
        fetch: refuseLongRetryWaits,
      }),
  );
  const where = config.OPENAI_BASE_URL || 'api.openai.com';
  const prices = parsePriceTable(config.OPENAI_PRICES);

  return async function complete(
    task: string,
    messages: OpenAI.Chat.ChatCompletionMessageParam[],
    extra: CompletionOptions,
  ): Promise<string> {
    const started = performance.now();
    const used = extra.model ?? model;
    let completion: OpenAI.Chat.ChatCompletion;
    try {
      completion = await (await client).chat.completions.create({
        model: used,
        messages,
        temperature: extra.temperature ?? 0.7,
        // max_tokens is deprecated, and refused by the reasoning models.
        max_completion_tokens: extra.maxTokens,
        ...(extra.json ? { response_format: { type: 'json_object' as const } } : {}),
        ...(extra.schema
          ? {
              response_format: {
                type: 'json_schema' as const,
                json_schema: { ...extra.schema, strict: true },
              },
            }
          : {}),
      });
    } catch (error) {
      const mapped = toWriterError(error, { where, model, timeoutMs }, await sdk);
      log.warn({ task, code: mapped.code, err: error }, mapped.message);
      throw mapped;
    }
    const content = completion.choices[0]?.message?.content?.trim() ?? '';
    const promptTokens = completion.usage?.prompt_tokens ?? 0;
    const completionTokens = completion.usage?.completion_tokens ?? 0;
    const costUsd = costOf(prices, used, promptTokens, completionTokens);
    log.info(
      {
        task,
        ms: Math.round(performance.now() - started),
        model: used,
        promptTokens,
        completionTokens,
        costUsd,
      },
      'writer answered',
    );
    await reportAiUsage({ task, model: used, promptTokens, completionTokens, costUsd });
    return content;
  };
}

/** The OpenAI writer: chat completions through the official client, against any OpenAI-compatible server. */
export function createOpenAiWriter(
  config: WriterConfig & { OPENAI_API_KEY: string },
  logger: Logger,
): Writer {
  const model = config.OPENAI_MODEL || DEFAULT_OPENAI_MODEL;
  // OPENAI_MODEL pins the model for every account (a compatible server's own model); otherwise a post
  // is written with the model the account's AI settings name.
  const pinned = Boolean(config.OPENAI_MODEL);
  const log = logger.child({ component: 'writer', model });
  const complete = chatCompletions(config, model, log);

  return {
    kind: 'openai',
    model,
    pinnedModel: pinned,

    async describeProduct({ name }) {
      const text = await complete(
        'describe-product',
        [
          { role: 'system', content: DESCRIBE_PRODUCT_SYSTEM_PROMPT },
          { role: 'user', content: describeProductUserPrompt(name) },
        ],
        { maxTokens: 400 },
      );
      if (!text)
        throw new WriterError('bad_answer', 'The writing service answered with an empty description.');
      return text;
    },

    async writePost(input) {
      const messages: OpenAI.Chat.ChatCompletionMessageParam[] = [
        { role: 'system', content: writePostSystemPrompt(input) },
        { role: 'user', content: writePostUserPrompt(input) },
      ];
      const options = {
        schema: WRITTEN_POST_SCHEMA,
        maxTokens: 1200,
        ...(input.temperature === undefined ? {} : { temperature: input.temperature }),
        ...(!pinned && input.model?.trim() ? { model: input.model.trim() } : {}),
      };
      // One rewrite when the answer is not the JSON asked for, or the post fails the checks.
      let answer = await complete('write-post', messages, options);
      let post = readPost(answer);
      const problems =
        post === null ? ['Η απάντηση δεν ήταν το JSON που ζητήθηκε.'] : postProblems(post, input);
      if (problems.length > 0) {
        log.info({ problems }, 'post rewritten');
        answer = await complete(
          'rewrite-post',
          [
            ...messages,
            { role: 'assistant', content: answer || '(κενό)' },
            {
              role: 'user',
              content: `Ξαναγράψτε την ανάρτηση διορθώνοντας: ${problems.join(' ')} Απαντήστε μόνο με JSON: {"post": "…"}.`,
            },
          ],
          options,
        );
        post = readPost(answer) ?? post;
      }
      if (post === null)
        throw new WriterError('bad_answer', 'The writing service did not answer with a post.');
      return fitPostLimits(withoutRefusedSentences(post, input));
    },

    async reviewClaims(text) {
      const content = await complete(
        'review-claims',
        [
          { role: 'system', content: REVIEW_CLAIMS_SYSTEM_PROMPT },
          { role: 'user', content: text },
        ],
        {
          schema: { name: 'compliance_review', schema: REVIEW_CLAIMS_SCHEMA },
          maxTokens: 600,
          temperature: 0,
        },
      );
      const claims = parseClaims(content);
      if (!claims) log.warn({ answer: content.slice(0, 500) }, 'unusable compliance review answer; ignored');
      return claims ?? [];
    },

    async draftReply(input) {
      const content = await complete(
        'draft-reply',
        [
          { role: 'system', content: draftReplySystemPrompt(input) },
          { role: 'user', content: draftReplyUserPrompt(input) },
        ],
        { schema: DRAFTED_REPLY_SCHEMA, maxTokens: 400, temperature: 0.5 },
      );
      const reply = readReply(content);
      if (!reply)
        log.warn({ answer: content.slice(0, 500) }, 'unusable reply draft; the template is offered');
      return reply;
    },

    async rankImages({ productName, images, language }) {
      if (images.length === 0) return [];
      const content = await complete(
        'rank-images',
        [
          { role: 'system', content: rankImagesSystemPrompt(language) },
          { role: 'user', content: rankImagesUserPrompt(productName, images) },
        ],
        { json: true, maxTokens: 60 + images.length * 40 },
      );
      const judgements = parseJudgements(content, images);
      if (!judgements)
        log.warn({ answer: content.slice(0, 500) }, 'unusable image ranking answer; ranking falls back');
      return judgements;
    },
  };
}

/** The post of the model's answer, or null when the answer is not the JSON asked for. */
export function readPost(content: string): string | null {
  try {
    const parsed = WrittenPost.safeParse(JSON.parse(content));
    return parsed.success ? parsed.data.post.replace(/^["«]|["»]$/g, '') : null;
  } catch {
    return null;
  }
}

/** Reads the model's review: the well-formed claims; null when the answer is not the JSON asked for. */
export function parseClaims(content: string): ModelClaim[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    return null;
  }
  const list = parsed && typeof parsed === 'object' ? (parsed as { claims?: unknown }).claims : undefined;
  if (!Array.isArray(list)) return null;
  return list.flatMap((entry) => {
    const claim = Claim.safeParse(entry);
    return claim.success ? [claim.data] : [];
  });
}

/** Reads the model's ranking: unknown or repeated ids ignored, scores clamped; null when nothing usable remains. */
export function parseJudgements(content: string, images: ImageToJudge[]): ImageJudgement[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    // Not JSON at all: the caller ranks by its own rules instead, as for any other unusable answer.
    return null;
  }
  const list = Array.isArray(parsed)
    ? parsed
    : parsed && typeof parsed === 'object'
      ? Object.values(parsed).find(Array.isArray)
      : undefined;
  if (!list) return null;
  const known = new Set(images.map((image) => image.id));
  const seen = new Set<string>();
  const judgements: ImageJudgement[] = [];
  for (const entry of list) {
    const judged = Judgement.safeParse(entry);
    if (!judged.success || !known.has(judged.data.id) || seen.has(judged.data.id)) continue;
    seen.add(judged.data.id);
    const reason = (judged.data.reason ?? '').replace(/\s+/g, ' ').trim().slice(0, 200);
    judgements.push({
      id: judged.data.id,
      score: Math.round(Math.min(100, Math.max(0, judged.data.score))),
      reason: reason || 'Scored by the model',
    });
  }
  return judgements.length > 0 ? judgements : null;
}

function toWriterError(
  error: unknown,
  context: { where: string; model: string; timeoutMs: number },
  OpenAI: typeof import('openai').default,
): WriterError {
  if (error instanceof WriterError) return error;
  if (error instanceof OpenAI.APIConnectionTimeoutError)
    return new WriterError(
      'timeout',
      `The writing service at ${context.where} did not answer within ${Math.round(context.timeoutMs / 1000)} seconds. Try again in a moment.`,
    );
  // A 429 `insufficient_quota` is an account without credit, not a busy service: waiting does not help.
  if (
    error instanceof OpenAI.RateLimitError &&
    (error.code === 'insufficient_quota' ||
      /insufficient_quota|exceeded your current quota/i.test(error.message))
  )
    return new WriterError(
      'quota',
      `The OpenAI account behind OPENAI_API_KEY has no credit left (insufficient_quota). Add credit or raise its limit at platform.openai.com (Billing), then try again.`,
    );
  if (error instanceof OpenAI.RateLimitError) {
    const retryAfter = retryAfterSeconds(error.headers);
    return new WriterError(
      'rate_limited',
      retryAfter === undefined
        ? 'The writing service is busy (rate limit reached). Try again in a moment.'
        : `The writing service is busy (rate limit reached). Try again in ${retryAfter} seconds.`,
      retryAfter,
    );
  }
  if (error instanceof OpenAI.AuthenticationError || error instanceof OpenAI.PermissionDeniedError)
    return new WriterError(
      'upstream',
      `The writing service at ${context.where} refused the API key (OPENAI_API_KEY): ${error.status}.`,
    );
  if (error instanceof OpenAI.NotFoundError)
    return new WriterError(
      'upstream',
      `The writing service at ${context.where} does not know the model ${context.model}.`,
    );
  if (error instanceof OpenAI.APIConnectionError)
    return new WriterError('upstream', `Could not reach the writing service at ${context.where}.`);
  if (error instanceof OpenAI.APIError)
    return new WriterError(
      'upstream',
      `The writing service failed (${error.status ?? 'no status'}): ${error.message}`.slice(0, 300),
    );
  return new WriterError(
    'upstream',
    `The writing service failed: ${error instanceof Error ? error.message : String(error)}`,
  );
}

function retryAfterSeconds(headers: Headers | undefined): number | undefined {
  const value = headers?.get('retry-after');
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - systemClock().getTime()) / 1000));
}

/** Marks a 429 with a long Retry-After as not to be retried (the client obeys `x-should-retry`). */
async function refuseLongRetryWaits(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const response = await fetch(input, init);
  if (response.status !== 429) return response;
  const wait = retryAfterSeconds(response.headers);
  // An account without credit stays so: not tried again.
  const noCredit = /insufficient_quota/.test(
    await response
      .clone()
      .text()
      .catch(() => ''),
  );
  if (!noCredit && (wait === undefined || wait <= LONGEST_RETRY_WAIT_SECONDS)) return response;
  const headers = new Headers(response.headers);
  headers.set('x-should-retry', 'false');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
