import { IMAGE_UPLOAD_MAX_BYTES } from './catalog.ts';
import { CONSENT_FORM_MAX_BYTES } from './consents.ts';
import { routeTable, type ServiceName, splitRouteKey } from './route-table.ts';

/** The largest request body a service takes, in bytes; the gateway refuses a longer one as it arrives. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;
/** Room for the other form fields beside an image of the largest accepted size. */
const FORM_ALLOWANCE = 512 * 1024;
export const serviceBodyLimits: Record<ServiceName, number> = {
  auth: DEFAULT_BODY_LIMIT,
  catalog: IMAGE_UPLOAD_MAX_BYTES + FORM_ALLOWANCE,
  social: DEFAULT_BODY_LIMIT,
  // A consent's signed form.
  posts: CONSENT_FORM_MAX_BYTES + FORM_ALLOWANCE,
};

/**
 * Paths a service answers beside its routes in the table: the sandbox's emulation of the Graph API
 * (under /:version/, outside the access policy).
 */
const untabledPrefixes: Partial<Record<ServiceName, readonly string[]>> = {
  social: ['/api/facebook-sandbox/*', '/api/google-sandbox/*'],
};

/**
 * The path pattern the gateway routes a table route by: its path up to its first parameter, and
 * everything below (`/api/accounts/:id/suspend` → `/api/accounts/*`), or the path itself.
 */
function gatewayPattern(path: string): string {
  const parameter = path.indexOf('/:');
  return parameter === -1 ? path : `${path.slice(0, parameter)}/*`;
}

/**
 * Which service owns which path, derived from the route table. The gateway routes by it;
 * tests walk it. A pattern ending in '/*' also matches everything below it.
 */
export const apiRoutes: Record<ServiceName, readonly string[]> = {
  auth: patternsOf('auth'),
  catalog: patternsOf('catalog'),
  social: patternsOf('social'),
  posts: patternsOf('posts'),
};

function patternsOf(service: ServiceName): readonly string[] {
  const patterns = Object.entries(routeTable)
    .filter(([, entry]) => entry.service === service)
    .map(([key]) => gatewayPattern(splitRouteKey(key).path));
  return [...new Set([...patterns, ...(untabledPrefixes[service] ?? [])])];
}

type Matcher = { service: ServiceName; exact: string; prefix: string | null; weight: number };

const matchers: Matcher[] = Object.entries(apiRoutes)
  .flatMap(([service, patterns]) =>
    patterns.map((pattern): Matcher => {
      const wildcard = pattern.endsWith('/*');
      const exact = wildcard ? pattern.slice(0, -2) : pattern;
      return {
        service: service as ServiceName,
        exact,
        prefix: wildcard ? `${exact}/` : null,
        weight: exact.length,
      };
    }),
  )
  // The most specific pattern wins: /api/auth/facebook/* before /api/auth/login.
  .sort((a, b) => b.weight - a.weight);

/** The service that owns a path, or null when no service does. */
export function serviceForPath(path: string): ServiceName | null {
  for (const m of matchers) {
    if (path === m.exact || (m.prefix !== null && path.startsWith(m.prefix))) return m.service;
  }
  return null;
}
