import { createWriter, writerEnv } from '@studio/ai';
import { baseEnv, type Logger } from '@studio/kit';
import { z } from 'zod';
import type { PostsServiceOptions } from './service.ts';

/** svc-posts' settings: the writer (OpenAI or offline). */
export const postsEnv = baseEnv.extend({
  PORT: z.coerce.number().int().default(4004),
  ...writerEnv,
});
export type PostsEnv = z.infer<typeof postsEnv>;

/** The service's options as the environment sets them, for its own process and for `npm start`. */
export function postsServiceOptions(
  env: PostsEnv,
  logger: Logger,
): PostsServiceOptions & Required<Pick<PostsServiceOptions, 'writer'>> {
  return { writer: createWriter(env, logger) };
}
