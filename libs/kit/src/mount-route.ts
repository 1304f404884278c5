import {
  type BodyAfterLookupKey,
  type RequestSchemaOf,
  type RouteEntry,
  type RouteKey,
  routeTable,
  splitRouteKey,
} from '@studio/contracts';
import type { Handler, Hono, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { answerCheckOf } from './answer-check.ts';
import type { KitEnv } from './app.ts';
import { validateRequest } from './validate.ts';

/** A route key's path: 'GET /api/products/:id' → '/api/products/:id' (its parameters typed for `c.req.param`). */
export type PathOf<K extends RouteKey> = K extends `${string} ${infer P}` ? P : never;

/** What a part's validator puts in `c.req.valid(part)`: nothing when the table declares no schema for it. */
type Valid<K extends RouteKey, T extends 'json' | 'query'> = [RequestSchemaOf<K, T>] extends [never]
  ? Nothing
  : { [P in T]: z.output<RequestSchemaOf<K, T>> };
type Nothing = Record<never, never>;

/**
 * What the handlers of a route read with `c.req.valid(…)`: its query, and its JSON body unless the route
 * judges that itself after its lookup (`bodyAfterLookup`).
 */
export type ValidInputOf<K extends RouteKey> = {
  out: Valid<K, 'query'> & (K extends BodyAfterLookupKey ? Nothing : Valid<K, 'json'>);
};

/** A route's middleware and handler, typed by its key: its path's parameters and its table's schemas. */
export type RouteHandlers<K extends RouteKey> = [
  ...MiddlewareHandler<KitEnv, PathOf<K>, ValidInputOf<K>>[],
  Handler<KitEnv, PathOf<K>, ValidInputOf<K>>,
];

/** The keys each app mounted with `mountRoute`, for the test that holds the services to the table. */
const mountedKeys = new WeakMap<object, RouteKey[]>();

/**
 * Registers a route of the route table on a service's app by its key: the method and the whole path come
 * from the key, and the validators of the request the table declares (its query, its JSON body) run
 * before the handlers, answering the kit's 400 `validation`. A route marked `bodyAfterLookup` gets no
 * body validator: its handler parses the body after it found the row the path names. Multipart forms are
 * read by their handlers (the files among the fields). Where the app checks its answers (development and
 * tests: `answerChecksOn`), a check runs around all of them and holds the answer to the table's response.
 */
export function mountRoute<K extends RouteKey>(app: Hono<KitEnv>, key: K, ...handlers: RouteHandlers<K>) {
  const { method, path } = splitRouteKey(key);
  const entry = routeTable[key] as RouteEntry;
  const check = answerCheckOf(app, key);
  const before: MiddlewareHandler<KitEnv>[] = check ? [check] : [];
  if (entry.request?.query) before.push(validateRequest(key, 'query') as MiddlewareHandler<KitEnv>);
  if (entry.request?.json && !entry.bodyAfterLookup)
    before.push(validateRequest(key, 'json') as MiddlewareHandler<KitEnv>);
  const on = app.on.bind(app) as (
    method: string,
    path: string,
    ...handlers: MiddlewareHandler<KitEnv>[]
  ) => void;
  on(method, path, ...before, ...(handlers as unknown as MiddlewareHandler<KitEnv>[]));
  mountedKeys.set(app, [...(mountedKeys.get(app) ?? []), key]);
}

/** The route keys mounted on an app with `mountRoute`, in the order they were mounted. */
export function routesMountedFromTable(app: object): readonly RouteKey[] {
  return mountedKeys.get(app) ?? [];
}
