import { CenteredSpinner } from '@studio/ui';
import {
  isAdminSection,
  type PortalStep,
  paths,
  portalPrefixes,
  portalStep,
  portalSteps,
  type RemoteScreens,
} from '@studio/web';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { Redirect, Route, Switch, useParams, useSearch } from 'wouter';
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

export type AppRoutesProps = {
  /** The remotes' screens: lazy federated components in the app, stubs in tests. */
  screens: RemoteScreens;
  onRetryRemote: (remote: RemoteName) => void;
};

/**
 * /business/setup … /portal/campaigns: the four steps under both prefixes are one route, so the guard
 * and the portal layout stay mounted (the sidebar stays) while the user moves between steps.
 */
const portalStepRoute = new RegExp(
  `^(?<prefix>${portalPrefixes.join('|')})/(?<step>${portalSteps.join('|')})/?$`,
);

/** The whole route table of SPEC §2. The first route that matches wins. */
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

  return (
    <Switch>
      <Route path={paths.home}>{inPortal(<portal.BusinessLoginScreen />)}</Route>
      <Route path={paths.login}>{inPortal(<portal.BusinessLoginScreen />)}</Route>
      <Route path={paths.businessLogin}>{inPortal(<portal.BusinessLoginScreen />)}</Route>
      <Route path={paths.admin}>{inAdmin(<admin.AdminLoginScreen />)}</Route>
      <Route path={paths.adminDashboard}>{adminOnly(<admin.AdminDashboardScreen />)}</Route>
      <Route path={`${paths.adminDashboard}/:section`}>
        <KnownAdminSection>{adminOnly(<admin.AdminDashboardScreen />)}</KnownAdminSection>
      </Route>
      <Route path={paths.imageTest}>{adminOnly(<admin.ImageTestScreen />)}</Route>
      <Route path={paths.deletePost}>{inPortal(<portal.DeletePostScreen />)}</Route>
      {portalPrefixes.map((prefix) => (
        <Route key={prefix} path={prefix}>
          <RedirectKeepingQuery to={portalStep(prefix, 'setup')} />
        </Route>
      ))}
      {portalPrefixes.map((prefix) => (
        <Route key={prefix} path={`${prefix}/settings`}>
          <RedirectKeepingQuery to={portalStep(prefix, 'setup')} />
        </Route>
      ))}
      <Route path={portalStepRoute}>
        {inPortal(
          <portal.BusinessGuard>
            <portal.PortalLayout>
              <Step screens={stepScreens} />
            </portal.PortalLayout>
          </portal.BusinessGuard>,
        )}
      </Route>
      <Route path={paths.facebookPages}>{inPortal(<portal.FacebookPagesScreen />)}</Route>
      <Route path={paths.facebookTest}>{inPortal(<portal.FacebookTestScreen />)}</Route>
      <Route path={paths.terms}>
        <Page>
          <TermsOfServicePage />
        </Page>
      </Route>
      <Route path={paths.privacy}>
        <Page>
          <PrivacyPolicyPage />
        </Page>
      </Route>
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}

/** /portal?account=5 must reach /portal/setup?account=5: the query carries the account an admin opened. */
function RedirectKeepingQuery({ to }: { to: string }) {
  const search = useSearch();
  return <Redirect replace to={search ? `${to}?${search}` : to} />;
}

/** Only the three sections of SPEC §2 exist; anything else is a 404. */
function KnownAdminSection({ children }: { children: ReactNode }) {
  const { section } = useParams();
  return isAdminSection(section) ? children : <NotFoundPage />;
}

/** The current step's screen, inside the portal layout, so the sidebar stays while the step downloads. */
function Step({ screens }: { screens: Record<PortalStep, ComponentType> }) {
  const { step } = useParams<{ step: PortalStep }>();
  const Screen = screens[step];
  return (
    <Suspense fallback={<CenteredSpinner label="Φόρτωση…" />}>
      <Screen />
    </Suspense>
  );
}

/** A page of the shell's own that downloads when opened (the legal pages). */
function Page({ children }: { children: ReactNode }) {
  return <Suspense fallback={<CenteredSpinner label="Loading…" />}>{children}</Suspense>;
}
