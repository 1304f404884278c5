import { zValidator } from '@hono/zod-validator';
import { MAX_ID } from '@studio/contracts';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { ApiError } from './errors.ts';

/** Turns zod issues into the one validation error: the first issue's text is the message. */
export function validationError(error: { issues: readonly z.core.$ZodIssue[] }): ApiError {
  const issues = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  return new ApiError(400, 'validation', issues[0]?.message ?? 'Invalid request', issues);
}

/** `zValidator` that answers with the kit's validation error. */
export const validate = <T extends z.ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) =>
  zValidator(target, schema, (result) => {
    if (!result.success) throw validationError(result.error);
  });

/** A positive integer path id; anything else is 404, never 500. */
export function parseId(raw: string | undefined, what: string): number {
  const id = Number(raw);
  if (!raw || !/^\d{1,10}$/.test(raw) || id < 1 || id > MAX_ID) {
    throw new ApiError(404, 'not_found', `${what} not found`);
  }
  return id;
}
