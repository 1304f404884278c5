import { CenteredSpinner } from '@studio/ui';
import {
  isAdminSection,
  type PortalPage,
  type PortalStep,
  paths,
  portalPage,
  portalPages,
  portalPrefixes,
  portalStep,
  portalSteps,
  type RemoteScreens,
} from '@studio/web';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { Navigate, Outlet, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { NotFoundPage } from './pages/not-found.tsx';
import { RemoteArea } from './remote-boundary.tsx';
import type { RemoteName } from './remote-names.ts';

// The legal pages are long texts few visitors open: they download when opened, not with the shell.
const TermsOfServicePage = lazy(() =>
  import('./pages/terms-of-service.tsx').then((page) => ({ default: page.TermsOfServicePage })),
);
const PrivacyPolicyPage = lazy(() =>
  import('./pages/privacy-policy.tsx').then((page) => ({ default: page.PrivacyPolicyPage })),
);

/** webpack writes its mode here; a production build drops the branch and the catalogue's chunk with it. */
declare const process: { env: { NODE_ENV?: string } };
const UiCatalogPage =
  process.env.NODE_ENV === 'production'
    ? null
    : lazy(() => import('./pages/ui-catalog.tsx').then((page) => ({ default: page.UiCatalogPage })));

export type AppRoutesProps = {
  /** The remotes' screens: lazy federated components in the app, stubs in tests. */
  screens: RemoteScreens;
  onRetryRemote: (remote: RemoteName) => void;
};

/** The platform's whole route table. react-router ranks the routes: the most specific path wins. */
export function AppRoutes({ screens, onRetryRemote: onRetry }: AppRoutesProps) {
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
  const stepScreens: Record<PortalStep, ComponentType> = {
    setup: portal.SetupScreen,
    products: portal.ProductsScreen,
    platforms: portal.PlatformsScreen,
    campaigns: portal.CampaignsScreen,
  };
  const pageScreens: Record<PortalPage, ComponentType> = {
    calendar: portal.CalendarScreen,
    media: portal.MediaScreen,
    analytics: portal.AnalyticsScreen,
    team: portal.TeamScreen,
    'medical-review': portal.MedicalReviewScreen,
    inbox: portal.InboxScreen,
  };

  return (
    <Routes>
      <Route path={paths.home} element={inPortal(<portal.BusinessLoginScreen />)} />
      <Route path={paths.login} element={inPortal(<portal.BusinessLoginScreen />)} />
      <Route path={paths.businessLogin} element={inPortal(<portal.BusinessLoginScreen />)} />
      <Route path={paths.admin} element={inAdmin(<admin.AdminLoginScreen />)} />
      <Route path={paths.adminDashboard} element={adminOnly(<admin.AdminDashboardScreen />)} />
      <Route
        path={`${paths.adminDashboard}/:section`}
        element={<KnownAdminSection>{adminOnly(<admin.AdminDashboardScreen />)}</KnownAdminSection>}
      />
      <Route path={paths.imageTest} element={adminOnly(<admin.ImageTestScreen />)} />
      <Route path={paths.deletePost} element={inPortal(<portal.DeletePostScreen />)} />
      {portalPrefixes.flatMap((prefix) =>
        [prefix, `${prefix}/settings`].map((path) => (
          <Route key={path} path={path} element={<RedirectKeepingQuery to={portalStep(prefix, 'setup')} />} />
        )),
      )}
      {/* The steps under both prefixes share one layout route, so the guard and the portal layout stay
          mounted (the sidebar stays) while the user moves between steps and while a step downloads. */}
      <Route
        element={inPortal(
          <portal.BusinessGuard>
            <portal.PortalLayout>
              <Suspense fallback={<CenteredSpinner label="Φόρτωση…" />}>
                <Outlet />
              </Suspense>
            </portal.PortalLayout>
          </portal.BusinessGuard>,
        )}
      >
        {portalPrefixes.flatMap((prefix) =>
          portalSteps.map((step) => {
            const Screen = stepScreens[step];
            return <Route key={`${prefix}/${step}`} path={portalStep(prefix, step)} element={<Screen />} />;
          }),
        )}
        {portalPrefixes.flatMap((prefix) =>
          portalPages.map((page) => {
            const Screen = pageScreens[page];
            return <Route key={`${prefix}/${page}`} path={portalPage(prefix, page)} element={<Screen />} />;
          }),
        )}
      </Route>
      <Route path={paths.facebookPages} element={inPortal(<portal.FacebookPagesScreen />)} />
      <Route path={paths.facebookTest} element={inPortal(<portal.FacebookTestScreen />)} />
      <Route
        path={paths.terms}
        element={
          <Page>
            <TermsOfServicePage />
          </Page>
        }
      />
      <Route
        path={paths.privacy}
        element={
          <Page>
            <PrivacyPolicyPage />
          </Page>
        }
      />
      {UiCatalogPage && (
        <Route
          path={paths.uiCatalog}
          element={
            <Suspense fallback={<CenteredSpinner />}>
              <UiCatalogPage />
            </Suspense>
          }
        />
      )}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

/** /portal?account=5 must reach /portal/setup?account=5: the query carries the account an admin opened. */
function RedirectKeepingQuery({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate replace to={`${to}${search}`} />;
}

/** Only the three sections (landing, admin, business) exist; anything else is a 404. */
function KnownAdminSection({ children }: { children: ReactNode }) {
  const { section } = useParams();
  return isAdminSection(section) ? children : <NotFoundPage />;
}

/** A page of the shell's own that downloads when opened (the legal pages). */
function Page({ children }: { children: ReactNode }) {
  return <Suspense fallback={<CenteredSpinner label="Loading…" />}>{children}</Suspense>;
}
