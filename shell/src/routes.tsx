import { CenteredSpinner } from '@studio/ui';
import {
  isAdminSection,
  type PortalPrefix,
  paths,
  portalPrefixes,
  portalStep,
  type RemoteScreens,
} from '@studio/web';
import { type ReactNode, Suspense, useMemo } from 'react';
import { Navigate, type RouteObject, useLocation, useParams, useRoutes } from 'react-router-dom';
import { NotFoundPage } from './pages/not-found.tsx';
import { PrivacyPolicyPage } from './pages/privacy-policy.tsx';
import { TermsOfServicePage } from './pages/terms-of-service.tsx';
import { RemoteArea } from './remote-boundary.tsx';
import type { RemoteName } from './remote-names.ts';

export type AppRoutesProps = {
  /** The remotes' screens: lazy federated components in the app, stubs in tests. */
  screens: RemoteScreens;
  onRetryRemote: (remote: RemoteName) => void;
};

/** The whole route table of SPEC §2. */
export function AppRoutes({ screens, onRetryRemote }: AppRoutesProps) {
  const routes = useMemo(() => createRoutes(screens, onRetryRemote), [screens, onRetryRemote]);
  return useRoutes(routes);
}

export function createRoutes(screens: RemoteScreens, onRetry: (remote: RemoteName) => void): RouteObject[] {
  const { admin, portal } = screens;
  const inAdmin = (element: ReactNode) => (
    <RemoteArea remote="admin" onRetry={onRetry}>
      {element}
    </RemoteArea>
  );
  const inPortal = (element: ReactNode) => (
    <RemoteArea remote="portal" onRetry={onRetry}>
      {element}
    </RemoteArea>
  );
  const adminOnly = (element: ReactNode) => inAdmin(<admin.AdminGuard>{element}</admin.AdminGuard>);

  const portalRoutes = (prefix: PortalPrefix): RouteObject[] => [
    { path: prefix, element: <RedirectKeepingQuery to={portalStep(prefix, 'setup')} /> },
    { path: `${prefix}/settings`, element: <RedirectKeepingQuery to={portalStep(prefix, 'setup')} /> },
    {
      element: inPortal(
        <portal.BusinessGuard>
          <portal.PortalLayout />
        </portal.BusinessGuard>,
      ),
      children: [
        { path: portalStep(prefix, 'setup'), element: <Step screen={<portal.SetupScreen />} /> },
        { path: portalStep(prefix, 'products'), element: <Step screen={<portal.ProductsScreen />} /> },
        { path: portalStep(prefix, 'platforms'), element: <Step screen={<portal.PlatformsScreen />} /> },
        { path: portalStep(prefix, 'campaigns'), element: <Step screen={<portal.CampaignsScreen />} /> },
      ],
    },
  ];

  return [
    ...[paths.home, paths.login, paths.businessLogin].map((path) => ({
      path,
      element: inPortal(<portal.BusinessLoginScreen />),
    })),
    { path: paths.admin, element: inAdmin(<admin.AdminLoginScreen />) },
    { path: paths.adminDashboard, element: adminOnly(<admin.AdminDashboardScreen />) },
    {
      path: `${paths.adminDashboard}/:section`,
      element: <KnownAdminSection>{adminOnly(<admin.AdminDashboardScreen />)}</KnownAdminSection>,
    },
    { path: paths.imageTest, element: adminOnly(<admin.ImageTestScreen />) },
    { path: paths.deletePost, element: inPortal(<portal.DeletePostScreen />) },
    ...portalPrefixes.flatMap(portalRoutes),
    { path: paths.facebookPages, element: inPortal(<portal.FacebookPagesScreen />) },
    { path: paths.facebookTest, element: inPortal(<portal.FacebookTestScreen />) },
    { path: paths.terms, element: <TermsOfServicePage /> },
    { path: paths.privacy, element: <PrivacyPolicyPage /> },
    { path: '*', element: <NotFoundPage /> },
  ];
}

/** /portal?account=5 must reach /portal/setup?account=5: the query carries the account an admin opened. */
function RedirectKeepingQuery({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate replace to={`${to}${search}${hash}`} />;
}

/** Only the three sections of SPEC §2 exist; anything else is a 404. */
function KnownAdminSection({ children }: { children: ReactNode }) {
  const { section } = useParams();
  return isAdminSection(section) ? children : <NotFoundPage />;
}

/** Each step loads inside the portal layout, so the sidebar stays while the step downloads. */
function Step({ screen }: { screen: ReactNode }) {
  return <Suspense fallback={<CenteredSpinner label="Φόρτωση…" />}>{screen}</Suspense>;
}
