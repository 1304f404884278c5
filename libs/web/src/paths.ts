import { useLocation } from 'react-router-dom';

/** Every route of the platform, in one place so links and the router agree. */
export const adminSections = [
  'products',
  'overview',
  'accounts',
  'llm-config',
  'compliance',
  'audit-log',
  'media',
  'calendar',
  'analytics',
] as const;
export type AdminSection = (typeof adminSections)[number];

export function isAdminSection(value: string | undefined): value is AdminSection {
  return (adminSections as readonly (string | undefined)[]).includes(value);
}

/** The business area answers under both prefixes. */
export const portalPrefixes = ['/business', '/portal'] as const;
export type PortalPrefix = (typeof portalPrefixes)[number];

export const portalSteps = ['setup', 'products', 'platforms', 'campaigns'] as const;
export type PortalStep = (typeof portalSteps)[number];

export function portalStep(prefix: PortalPrefix, step: PortalStep): string {
  return `${prefix}/${step}`;
}

/**
 * Screens of the business area beside the steps, in the same layout: the calendar, the media library
 *, the analytics, the team (its owner's only), the medical reviewer's
 * queue, and first the inbox of comments and messages.
 */
export const portalPages = ['inbox', 'calendar', 'media', 'analytics', 'team', 'medical-review'] as const;
export type PortalPage = (typeof portalPages)[number];

export function portalPage(prefix: PortalPrefix, page: PortalPage): string {
  return `${prefix}/${page}`;
}

export const paths = {
  home: '/',
  login: '/login',
  businessLogin: '/business/login',
  admin: '/admin',
  adminDashboard: '/admin/dashboard',
  adminSection: (section: AdminSection) => `/admin/dashboard/${section}`,
  imageTest: '/admin/image-test',
  terms: '/terms-of-service',
  privacy: '/privacy-policy',
  facebookTest: '/facebook-test',
  facebookPages: '/portal/facebook-pages',
  deletePost: '/business/delete-post',
  /** The delete-post screen with a published post's id and platform filled in. */
  deletePostFor: (postId: string, platform: 'facebook' | 'instagram') =>
    `/business/delete-post?${new URLSearchParams({ postId, platform })}`,
  /** Some links name the setup step 'settings'; the router sends it to setup. */
  businessSettings: '/business/settings',
  /** Where an admin opens an account's business portal, in a new tab. */
  portalForAccount: (accountId: number) => `/portal?account=${accountId}`,
  /** The UI primitives side by side: development builds only. */
  uiCatalog: '/dev/ui',
} as const;

/** '/portal' when the current page is under /portal, else '/business': links stay under the prefix in use. */
export function usePortalPrefix(): PortalPrefix {
  return prefixOf(useLocation().pathname);
}

export function prefixOf(pathname: string): PortalPrefix {
  return pathname === '/portal' || pathname.startsWith('/portal/') ? '/portal' : '/business';
}
