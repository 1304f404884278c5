import { optionalText, optionalUrl } from '@studio/kit';
import { z } from 'zod';

/** The writer's settings, shared by every service that writes (svc-catalog, svc-posts). */
export const writerEnv = {
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: optionalUrl,
  OPENAI_MODEL: optionalText,
  OPENAI_TIMEOUT_MS: z.coerce.number().int().positive().optional(),
  /**
   * What each model costs, per million tokens read and written, in US dollars (JSON, e.g.
   * {"gpt-4o-mini": {"input": 0.15, "output": 0.6}}): merged over OpenAI's list prices (usage.ts).
   */
  OPENAI_PRICES: optionalText,
  /** Writer calls at work at once in one process; the others wait their turn. */
  WRITER_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
};
