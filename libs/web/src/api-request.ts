import type { AnswerOf, RequestOf, RouteKey } from '@studio/contracts';
import { type ApiOptions, api, apiDownload } from './api.ts';

type PathOf<K extends string> = K extends `${string} ${infer P}` ? P : never;
/** The names of a path's parameters: '/api/accounts/:id/suspend' → 'id'. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
type Params<K extends RouteKey> = Record<ParamNames<PathOf<K>>, string | number>;

export type RequestParts<K extends RouteKey> = {
  /** Appended as the query string; undefined values are left out. */
  query?: Record<string, string | number | boolean | undefined>;
  /** The JSON body, of the type of the route's request contract; a route declaring none takes none. */
  json?: RequestOf<K>;
} & Pick<ApiOptions, 'body' | 'headers' | 'as' | 'signal'> &
  ([ParamNames<PathOf<K>>] extends [never] ? { params?: undefined } : { params: Params<K> });

/** The address a route key names, its parameters filled: ('GET /api/accounts/:id', {id: 3}) → /api/accounts/3. */
export function routePath(key: RouteKey, params: Record<string, string | number> = {}, query = {}): string {
  const path = key.slice(key.indexOf(' ') + 1).replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for :${name} of ${key}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams(
    Object.entries(query as Record<string, string | number | boolean | undefined>).flatMap(([name, value]) =>
      value === undefined ? [] : [[name, String(value)]],
    ),
  ).toString();
  return search ? `${path}?${search}` : path;
}

/**
 * Calls a route by its key in the route table (libs/contracts): the method and path come from the key,
 * the answer has the type of the route's response contract. Only types are taken from the contracts,
 * so zod stays out of the browser's bundle.
 */
export function apiRequest<K extends RouteKey>(
  key: K,
  ...[parts]: [ParamNames<PathOf<K>>] extends [never] ? [RequestParts<K>?] : [RequestParts<K>]
): Promise<AnswerOf<K>> {
  const { params, query, ...options } = (parts ?? {}) as RequestParts<K>;
  const method = key.slice(0, key.indexOf(' '));
  return api<AnswerOf<K>>(routePath(key, params ?? {}, query ?? {}), { ...options, method });
}

/** Saves the file a route answers (a CSV or PDF export), its parameters and query filled. */
export function downloadRoute<K extends RouteKey>(
  key: K,
  fallbackName: string,
  ...[parts]: [ParamNames<PathOf<K>>] extends [never] ? [RequestParts<K>?] : [RequestParts<K>]
): Promise<void> {
  const { params, query, ...options } = (parts ?? {}) as RequestParts<K>;
  return apiDownload(routePath(key, params ?? {}, query ?? {}), fallbackName, options);
}
