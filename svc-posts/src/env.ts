import { createWriter } from '@studio/ai';
import { baseEnv, type Logger } from '@studio/kit';
import { z } from 'zod';
import type { PostsServiceOptions } from './service.ts';

/** An unset variable and an empty one mean the same: not configured. */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || undefined);
const optionalUrl = optionalText.pipe(z.url('must be an http(s) URL').optional());

/** svc-posts' settings: the writer (OpenAI or offline). */
export const postsEnv = baseEnv.extend({
  PORT: z.coerce.number().int().default(4004),
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: optionalUrl,
  OPENAI_MODEL: optionalText,
  OPENAI_TIMEOUT_MS: z.coerce.number().int().positive().optional(),
});
export type PostsEnv = z.infer<typeof postsEnv>;

/** The service's options as the environment sets them, for its own process and for `npm start`. */
export function postsServiceOptions(
  env: PostsEnv,
  logger: Logger,
): PostsServiceOptions & Required<Pick<PostsServiceOptions, 'writer'>> {
  return { writer: createWriter(env, logger) };
}
