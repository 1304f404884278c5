import type { AdminScreens, PortalScreens, RemoteScreens } from '@studio/web';
import {
  type ComponentProps,
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  useSyncExternalStore,
} from 'react';
import type { RemoteName } from './remote-names.ts';
import { loadScreens } from './remotes.ts';

/**
 * Each remote screen is a lazy component. React.lazy remembers a failure for good, so every Retry
 * starts a new attempt with fresh lazy components; the components below re-render into them.
 */
const attempts: Record<RemoteName, number> = { admin: 0, portal: 0 };
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the error boundary's Retry button. */
export function retryRemote(remote: RemoteName): void {
  attempts[remote] += 1;
  for (const listener of listeners) listener();
}

// biome-ignore lint/suspicious/noExplicitAny: holds lazy components of every screen's own props.
const lazyScreens = new Map<string, LazyExoticComponent<ComponentType<any>>>();

function remoteScreen<R extends RemoteName, K extends keyof RemoteScreens[R] & string>(
  remote: R,
  name: K,
): RemoteScreens[R][K] {
  type Screen = RemoteScreens[R][K] & ComponentType<object>;
  // biome-ignore lint/correctness/noComponentHookFactories: runs once per screen at module load, never while rendering.
  function RemoteScreen(props: ComponentProps<Screen>) {
    const attempt = useSyncExternalStore(subscribe, () => attempts[remote]);
    const key = `${remote}:${name}:${attempt}`;
    let Screen = lazyScreens.get(key);
    if (!Screen) {
      Screen = lazy(async () => {
        const screens = await loadScreens(remote);
        const component = screens[name] as Screen | undefined;
        if (!component) throw new Error(`The ${remote} remote does not export ${name}`);
        return { default: component };
      });
      lazyScreens.set(key, Screen);
    }
    return <Screen {...props} />;
  }
  RemoteScreen.displayName = `Remote(${remote}/${name})`;
  return RemoteScreen as RemoteScreens[R][K];
}

export const adminScreens: AdminScreens = {
  AdminLoginScreen: remoteScreen('admin', 'AdminLoginScreen'),
  AdminGuard: remoteScreen('admin', 'AdminGuard'),
  AdminDashboardScreen: remoteScreen('admin', 'AdminDashboardScreen'),
  ImageTestScreen: remoteScreen('admin', 'ImageTestScreen'),
};

export const portalScreens: PortalScreens = {
  BusinessLoginScreen: remoteScreen('portal', 'BusinessLoginScreen'),
  BusinessGuard: remoteScreen('portal', 'BusinessGuard'),
  PortalLayout: remoteScreen('portal', 'PortalLayout'),
  SetupScreen: remoteScreen('portal', 'SetupScreen'),
  ProductsScreen: remoteScreen('portal', 'ProductsScreen'),
  PlatformsScreen: remoteScreen('portal', 'PlatformsScreen'),
  CampaignsScreen: remoteScreen('portal', 'CampaignsScreen'),
  MediaScreen: remoteScreen('portal', 'MediaScreen'),
  CalendarScreen: remoteScreen('portal', 'CalendarScreen'),
  AnalyticsScreen: remoteScreen('portal', 'AnalyticsScreen'),
  TeamScreen: remoteScreen('portal', 'TeamScreen'),
  MedicalReviewScreen: remoteScreen('portal', 'MedicalReviewScreen'),
  InboxScreen: remoteScreen('portal', 'InboxScreen'),
  FacebookPagesScreen: remoteScreen('portal', 'FacebookPagesScreen'),
  FacebookTestScreen: remoteScreen('portal', 'FacebookTestScreen'),
  DeletePostScreen: remoteScreen('portal', 'DeletePostScreen'),
};

export const remoteScreens: RemoteScreens = { admin: adminScreens, portal: portalScreens };
