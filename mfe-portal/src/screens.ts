/**
 * What the `portal` remote exposes as `./screens`. The shell routes to them:
 * - BusinessLoginScreen: /, /login, /business/login.
 * - BusinessGuard({ children }) around PortalLayout({ children }), whose children are the current step:
 *   SetupScreen, ProductsScreen, PlatformsScreen or CampaignsScreen under /business and /portal.
 * - DeletePostScreen (inside BusinessGuard): /business/delete-post.
 * - FacebookPagesScreen: /portal/facebook-pages; FacebookTestScreen: /facebook-test (public).
 * - MediaScreen (in the portal layout): /portal/media and /business/media, loaded when opened.
 * - CalendarScreen (in the portal layout): /portal/calendar and /business/calendar, loaded when opened.
 * - AnalyticsScreen (in the portal layout): /portal/analytics and /business/analytics, loaded when opened.
 * - TeamScreen (in the portal layout): /portal/team and /business/team, the owner's, loaded when opened.
 * - MedicalReviewScreen (in the portal layout): /portal/medical-review and /business/medical-review.
 * - InboxScreen (in the portal layout): /portal/inbox and /business/inbox, loaded when opened.
 */
import { createElement, lazy } from 'react';

export { PortalLayout } from './app/layout/index.ts';
export { BusinessGuard, BusinessLoginScreen } from './features/auth/index.ts';
export { CampaignsScreen } from './features/campaigns/index.ts';
export { DeletePostScreen } from './features/delete-post/index.ts';
export { FacebookPagesScreen, FacebookTestScreen } from './features/facebook/index.ts';
export { PlatformsScreen } from './features/platforms/index.ts';
export { ProductsScreen } from './features/products/index.ts';
export { SetupScreen } from './features/setup/index.ts';

const LazyMediaScreen = lazy(() =>
  import('./features/media/index.ts').then((m) => ({ default: m.MediaScreen })),
);

/**
 * The media library downloads when it is opened, not with the portal. A plain component
 * around the lazy one: the shell loads each screen through React.lazy, which cannot resolve to another.
 */
export function MediaScreen() {
  return createElement(LazyMediaScreen);
}

const LazyCalendarScreen = lazy(() =>
  import('./features/calendar/index.ts').then((m) => ({ default: m.CalendarScreen })),
);

/** The content calendar and its calendar library download when it is opened, not with the portal. */
export function CalendarScreen() {
  return createElement(LazyCalendarScreen);
}

const LazyAnalyticsScreen = lazy(() =>
  import('./features/analytics/index.ts').then((m) => ({ default: m.AnalyticsScreen })),
);

/** The analytics and its chart library (Recharts) download when opened, not with the portal. */
export function AnalyticsScreen() {
  return createElement(LazyAnalyticsScreen);
}

const LazyTeamScreen = lazy(() =>
  import('./features/team/index.ts').then((m) => ({ default: m.TeamScreen })),
);

/** The team: downloads when it is opened, not with the portal. */
export function TeamScreen() {
  return createElement(LazyTeamScreen);
}

const LazyMedicalReviewScreen = lazy(() =>
  import('./features/medical-review/index.ts').then((m) => ({ default: m.MedicalReviewScreen })),
);

/** The medical reviewer's queue, downloaded when opened. */
export function MedicalReviewScreen() {
  return createElement(LazyMedicalReviewScreen);
}

const LazyInboxScreen = lazy(() =>
  import('./features/inbox/index.ts').then((m) => ({ default: m.InboxScreen })),
);

/** The inbox of comments and messages, downloaded when opened. */
export function InboxScreen() {
  return createElement(LazyInboxScreen);
}
