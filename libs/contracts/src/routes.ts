import { IMAGE_UPLOAD_MAX_BYTES } from './catalog.ts';

/**
 * Which service owns which /api path (SPEC §7). The gateway routes by it; tests walk it.
 * A pattern ending in '/*' also matches everything below it.
 */
export const serviceNames = ['auth', 'catalog', 'social', 'posts'] as const;
export type ServiceName = (typeof serviceNames)[number];

/** The largest request body a service takes, in bytes; the gateway refuses a longer one as it arrives. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;
/** Room for the other form fields beside an image of the largest accepted size. */
const FORM_ALLOWANCE = 512 * 1024;
export const serviceBodyLimits: Record<ServiceName, number> = {
  auth: DEFAULT_BODY_LIMIT,
  catalog: IMAGE_UPLOAD_MAX_BYTES + FORM_ALLOWANCE,
  social: DEFAULT_BODY_LIMIT,
  posts: DEFAULT_BODY_LIMIT,
};

export const apiRoutes: Record<ServiceName, readonly string[]> = {
  auth: [
    '/api/auth/login',
    '/api/auth/verify',
    '/api/auth/logout',
    '/api/auth/impersonate',
    '/api/business/login',
    '/api/auth/password-reset',
    '/api/auth/password/*',
    '/api/accounts',
    '/api/accounts/*',
    '/api/admin-users',
    '/api/admin-users/*',
    '/api/audit-log',
    '/api/v2/company-info',
    '/api/v2/setup-status',
  ],
  catalog: [
    '/api/products',
    '/api/products/*',
    '/api/categories',
    '/api/catalog/*',
    '/api/ai-create-product-preview',
    '/api/replace-product-image',
    '/api/save-product-images',
    '/api/product-images/*',
    '/api/proxy-image',
    '/api/proxy-image/*',
    '/api/offline-images/*',
    '/api/network-images/*',
    '/api/search-product-images',
    '/api/v2/account-products',
    '/api/v2/account-products/*',
    '/api/media',
    '/api/media/*',
    '/uploads/*',
  ],
  social: [
    '/api/auth/facebook/*',
    '/api/facebook/*',
    '/api/facebook-sandbox/*',
    '/api/selected-pages',
    '/api/social-media/*',
    '/api/account-pages/*',
  ],
  posts: [
    '/api/bulk-posts',
    '/api/bulk-posts/*',
    '/api/scheduled-periods',
    '/api/scheduled-periods/*',
    '/api/generate-period-posts',
    '/api/generate-post',
    '/api/test-email',
    '/api/email-scheduling/*',
    '/api/posts/*',
    '/api/compliance-rules',
    '/api/compliance-rules/*',
    '/api/account-posts/*',
    '/api/analytics/*',
    '/api/alerts',
    '/api/alerts/*',
  ],
};

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
