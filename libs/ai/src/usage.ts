import { AsyncLocalStorage } from 'node:async_hooks';
import { z } from 'zod';

export { STRUCTURED_OUTPUT_MODELS } from '@studio/contracts';

/** What a model costs, in US dollars per million tokens read (`input`) and written (`output`). */
export type ModelPrice = { input: number; output: number };

/**
 * OpenAI's list prices (https://openai.com/api/pricing), per million tokens. OPENAI_PRICES replaces or
 * adds entries, as the page changes or for a compatible server's own models.
 */
export const DEFAULT_MODEL_PRICES: Record<string, ModelPrice> = {
  'gpt-4o': { input: 2.5, output: 10 },
  'gpt-4o-mini': { input: 0.15, output: 0.6 },
  'gpt-4.1': { input: 2, output: 8 },
  'gpt-4.1-mini': { input: 0.4, output: 1.6 },
  'gpt-4.1-nano': { input: 0.1, output: 0.4 },
};

const PriceTable = z.record(
  z.string().min(1),
  z.object({ input: z.number().min(0), output: z.number().min(0) }).strict(),
);

/** OPENAI_PRICES: a JSON object of model → {input, output} in US dollars per million tokens. */
export function parsePriceTable(text: string | undefined): Record<string, ModelPrice> {
  if (!text?.trim()) return { ...DEFAULT_MODEL_PRICES };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`OPENAI_PRICES is not JSON: ${(error as Error).message}`);
  }
  const parsed = PriceTable.safeParse(json);
  if (!parsed.success)
    throw new Error(
      `OPENAI_PRICES must map each model to {"input": dollars, "output": dollars} per million tokens: ${z.prettifyError(parsed.error)}`,
    );
  return { ...DEFAULT_MODEL_PRICES, ...parsed.data };
}

/**
 * What a call costs: its tokens at its model's price; a model the table does not know is counted at
 * the dearest price the table has, so that a budget is never overrun by a model without a price.
 */
export function costOf(
  prices: Record<string, ModelPrice>,
  model: string,
  promptTokens: number,
  completionTokens: number,
): number {
  const price =
    prices[model] ??
    Object.values(prices).reduce<ModelPrice>(
      (dearest, p) => (p.input + p.output > dearest.input + dearest.output ? p : dearest),
      { input: 0, output: 0 },
    );
  return (promptTokens * price.input + completionTokens * price.output) / 1_000_000;
}

/** One call to the model, as the writer counts it. */
export type AiUsage = {
  /** What it was for: write-post, rewrite-post, review-claims, draft-reply, describe-product, rank-images. */
  task: string;
  model: string;
  promptTokens: number;
  completionTokens: number;
  /** In US dollars, by the price table. */
  costUsd: number;
};

/** Where the calls made inside `withAiUsage` are counted (an account's usage, in its service's table). */
export type AiUsageRecorder = (usage: AiUsage) => Promise<void> | void;

const scope = new AsyncLocalStorage<AiUsageRecorder>();

/**
 * Runs `work` with every model call made inside it (however deep, through any writer) counted by
 * `record`: the caller says whose calls they are, the writer does not need to know.
 */
export function withAiUsage<T>(record: AiUsageRecorder, work: () => Promise<T>): Promise<T> {
  return scope.run(record, work);
}

/** Counts a call with the recorder of the scope it was made in; a call outside any scope is only logged. */
export async function reportAiUsage(usage: AiUsage): Promise<boolean> {
  const record = scope.getStore();
  if (!record) return false;
  await record(usage);
  return true;
}
