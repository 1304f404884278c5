import { zValidator } from '@hono/zod-validator';
import {
  type BodyAfterLookupKey,
  MAX_ID,
  type RequestSchemaOf,
  type RouteEntry,
  type RouteKey,
  routeTable,
  splitRouteKey,
} from '@studio/contracts';
import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError } from './errors.ts';

/** Turns zod issues into the one validation error: the first issue's text is the message. */
export function validationError(error: { issues: readonly z.core.$ZodIssue[] }): ApiError {
  const issues = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  return new ApiError(400, 'validation', issues[0]?.message ?? 'Invalid request', issues);
}

/** The part of a request a route's contract reads with a middleware: its JSON body or its query. */
type Part = 'json' | 'query';

/** The schema the route table declares for a part of a route's request; a route declaring none is a mistake. */
export function requestSchemaOf<K extends RouteKey, T extends keyof NonNullable<RouteEntry['request']>>(
  key: K,
  part: T,
): RequestSchemaOf<K, T> {
  const schema = (routeTable[key] as RouteEntry).request?.[part];
  if (!schema) throw new Error(`${key} declares no ${part} request in the route table`);
  return schema as unknown as RequestSchemaOf<K, T>;
}

/**
 * Validates a part of the request with the schema the route table declares for the route, answering the
 * kit's validation error. The route it is mounted on must be the key's: a router that mounts it on another
 * path or method fails on its first request, so a test catches the mix-up.
 */
export function validateRequest<K extends RouteKey, T extends Part>(key: K, part: T) {
  const { method, path } = splitRouteKey(key);
  const schema = requestSchemaOf(key, part);
  const validator = zValidator(part, schema, (result) => {
    if (!result.success) throw validationError(result.error);
  });
  return ((c: Context, next: () => Promise<void>) => {
    if (
      c.req.routePath !== path ||
      (c.req.method !== method && !(method === 'GET' && c.req.method === 'HEAD'))
    )
      throw new Error(`the validator of ${key} is mounted on ${c.req.method} ${c.req.routePath}`);
    return validator(c, next);
  }) as unknown as typeof validator;
}

/**
 * A JSON body parsed in the handler with the route table's schema, for a route the table marks
 * `bodyAfterLookup`: it judges the body only after it found the row the path names (another account's id
 * answers 404 before its body is judged). Every other route's body is validated before its handler
 * (`mountRoute`).
 */
export function parseRequest<K extends BodyAfterLookupKey>(
  key: K,
  body: unknown,
): z.output<RequestSchemaOf<K, 'json'>> {
  const parsed = requestSchemaOf(key, 'json').safeParse(body);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data as z.output<RequestSchemaOf<K, 'json'>>;
}

/** A positive integer path id; anything else is 404, never 500. */
export function parseId(raw: string | undefined, what: string): number {
  const id = Number(raw);
  if (!raw || !/^\d{1,10}$/.test(raw) || id < 1 || id > MAX_ID) {
    throw new ApiError(404, 'not_found', `${what} not found`);
  }
  return id;
}
