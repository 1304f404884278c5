import { type Access, isOutsideAccessPolicy, routeAccess } from '@studio/contracts';
import type { SafetyPlatform } from './platform.ts';

export type Route = {
  service: string;
  method: string;
  path: string;
  key: string;
  access: Access | undefined;
};

/** The routes every process answers for its operators, outside the route table. */
const OWN_ROUTES = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * Every route the four services register, as their Hono apps list them: middleware (method ALL)
 * and the operators' routes (/healthz, /readyz, /metrics) left out, the sandbox's Graph emulation too (see isOutsideAccessPolicy).
 */
export function serviceRoutes(p: SafetyPlatform): Route[] {
  const routes = new Map<string, Route>();
  for (const service of Object.values(p.services)) {
    for (const { method, path } of service.app.routes) {
      if (method === 'ALL' || OWN_ROUTES.has(path) || isOutsideAccessPolicy(path)) continue;
      const key = `${method} ${path}`;
      const access = (routeAccess as Record<string, Access>)[key];
      routes.set(key, { service: service.name, method, path, key, access });
    }
  }
  return [...routes.values()];
}

/** Placeholders a route's path parameters are filled with when no real id is wanted. */
export const sampleParams: Record<string, string> = {
  id: '999999',
  accountId: '999999',
  imageId: '999999',
  postId: '999999',
  mediaId: '999999',
  originalProductId: '999999',
  ruleId: 'no-such-rule',
  termId: '999999',
  name: 'missing-0123456789abcdef.png',
  network: 'instagram',
  token: 'not-a-real-link-secret',
};

/** The path with its parameters filled, from `params` first, then the samples. */
export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name] ?? sampleParams[name];
    if (value === undefined) throw new Error(`no value for :${name} in ${path}`);
    return encodeURIComponent(value);
  });
}

export const hasBody = (method: string) => method !== 'GET' && method !== 'HEAD';
