import type { ComponentType, ReactNode } from 'react';

/**
 * What each remote's `./screens` module exports: named React components the shell's router places.
 * A remote can check itself with `import * as screens from './screens.ts'; screens satisfies AdminScreens;`
 * in a test or a type-only file.
 */
export type AdminScreens = {
  /** /admin */
  AdminLoginScreen: ComponentType;
  /** Wraps every /admin/dashboard and /admin/image-test page. */
  AdminGuard: ComponentType<{ children: ReactNode }>;
  /** /admin/dashboard and /admin/dashboard/:section; reads `section` with useParams (default products). */
  AdminDashboardScreen: ComponentType;
  /** /admin/image-test */
  ImageTestScreen: ComponentType;
};

export type PortalScreens = {
  /** /, /login, /business/login */
  BusinessLoginScreen: ComponentType;
  /** Wraps the portal layout of both prefixes. */
  BusinessGuard: ComponentType<{ children: ReactNode }>;
  /** Sidebar and footer around the step (its children), so the frame stays while a step loads. */
  PortalLayout: ComponentType<{ children: ReactNode }>;
  SetupScreen: ComponentType;
  ProductsScreen: ComponentType;
  PlatformsScreen: ComponentType;
  CampaignsScreen: ComponentType;
  /** /portal/media and /business/media: the media library (loaded with the screen). */
  MediaScreen: ComponentType;
  /** /portal/calendar and /business/calendar: the content calendar (loaded with the screen). */
  CalendarScreen: ComponentType;
  /** /portal/analytics and /business/analytics: the business's results (loaded with the screen). */
  AnalyticsScreen: ComponentType;
  /** /portal/team and /business/team: the account's users and their roles. */
  TeamScreen: ComponentType;
  MedicalReviewScreen: ComponentType;
  /** /portal/inbox and /business/inbox: comments and messages, answered. */
  InboxScreen: ComponentType;
  /** /portal/facebook-pages (public) */
  FacebookPagesScreen: ComponentType;
  /** /facebook-test (public) */
  FacebookTestScreen: ComponentType;
  /** /business/delete-post; checks the business_admin role itself. */
  DeletePostScreen: ComponentType;
};

export type RemoteScreens = { admin: AdminScreens; portal: PortalScreens };
