// @vitest-environment happy-dom
import type { AdminScreens, PortalScreens, RemoteScreens } from '@studio/web';
import { act, type ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from './routes.tsx';
import { cleanup, render } from './test-render.tsx';

// Stubs are made once, at module load; each keeps one identity for the whole run.
function stub(name: string) {
  // biome-ignore lint/correctness/noComponentHookFactories: built once at module load.
  const Screen = () => <p data-screen={name}>{name}</p>;
  return Screen;
}
function guard(name: string) {
  // biome-ignore lint/correctness/noComponentHookFactories: built once at module load.
  const Guard = ({ children }: { children: ReactNode }) => <div data-guard={name}>{children}</div>;
  return Guard;
}

const admin: AdminScreens = {
  AdminLoginScreen: stub('AdminLoginScreen'),
  AdminGuard: guard('AdminGuard'),
  AdminDashboardScreen: stub('AdminDashboardScreen'),
  ImageTestScreen: stub('ImageTestScreen'),
};
const portal: PortalScreens = {
  BusinessLoginScreen: stub('BusinessLoginScreen'),
  BusinessGuard: guard('BusinessGuard'),
  PortalLayout: ({ children }) => <section data-layout="PortalLayout">{children}</section>,
  SetupScreen: stub('SetupScreen'),
  ProductsScreen: stub('ProductsScreen'),
  PlatformsScreen: stub('PlatformsScreen'),
  CampaignsScreen: stub('CampaignsScreen'),
  MediaScreen: stub('MediaScreen'),
  CalendarScreen: stub('CalendarScreen'),
  AnalyticsScreen: stub('AnalyticsScreen'),
  TeamScreen: stub('TeamScreen'),
  MedicalReviewScreen: stub('MedicalReviewScreen'),
  InboxScreen: stub('InboxScreen'),
  FacebookPagesScreen: stub('FacebookPagesScreen'),
  FacebookTestScreen: stub('FacebookTestScreen'),
  DeletePostScreen: stub('DeletePostScreen'),
};
const screens: RemoteScreens = { admin, portal };

let current = '';
function LocationProbe() {
  const { pathname, search } = useLocation();
  current = `${pathname}${search}`;
  return null;
}

// The legal pages are lazy: their modules are fetched once up front, so that a visit shows them at once.
beforeAll(() =>
  Promise.all([
    import('./pages/terms-of-service.tsx'),
    import('./pages/privacy-policy.tsx'),
    import('./pages/ui-catalog.tsx'),
  ]),
);

let root: Root | undefined;
afterEach(async () => {
  if (root) await cleanup(root);
  root = undefined;
  vi.restoreAllMocks();
});

type VisitOptions = { screens?: RemoteScreens; onRetry?: () => void; cameFrom?: string };

/** Opens `path` in an in-memory router; `cameFrom` is a page of the platform visited just before. */
async function visit(path: string, options: VisitOptions = {}) {
  const entries = options.cameFrom ? [options.cameFrom, path] : [path];
  const rendered = await render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <AppRoutes screens={options.screens ?? screens} onRetryRemote={options.onRetry ?? (() => {})} />
      <LocationProbe />
    </MemoryRouter>,
  );
  root = rendered.root;
  const shown = rendered.container.querySelector('[data-screen]')?.getAttribute('data-screen') ?? null;
  return { container: rendered.container, shown };
}

describe('the route table', () => {
  it.each([
    ['/', 'BusinessLoginScreen'],
    ['/login', 'BusinessLoginScreen'],
    ['/business/login', 'BusinessLoginScreen'],
    ['/admin', 'AdminLoginScreen'],
    ['/admin/dashboard', 'AdminDashboardScreen'],
    ['/admin/dashboard/products', 'AdminDashboardScreen'],
    ['/admin/dashboard/accounts', 'AdminDashboardScreen'],
    ['/admin/dashboard/llm-config', 'AdminDashboardScreen'],
    ['/admin/image-test', 'ImageTestScreen'],
    ['/business/delete-post', 'DeletePostScreen'],
    ['/business/setup', 'SetupScreen'],
    ['/business/products', 'ProductsScreen'],
    ['/business/platforms', 'PlatformsScreen'],
    ['/business/campaigns', 'CampaignsScreen'],
    ['/portal/setup', 'SetupScreen'],
    ['/portal/products', 'ProductsScreen'],
    ['/portal/platforms', 'PlatformsScreen'],
    ['/portal/campaigns', 'CampaignsScreen'],
    ['/portal/media', 'MediaScreen'],
    ['/business/media', 'MediaScreen'],
    ['/portal/calendar', 'CalendarScreen'],
    ['/business/calendar', 'CalendarScreen'],
    ['/portal/analytics', 'AnalyticsScreen'],
    ['/business/analytics', 'AnalyticsScreen'],
    ['/portal/team', 'TeamScreen'],
    ['/business/team', 'TeamScreen'],
    ['/portal/medical-review', 'MedicalReviewScreen'],
    ['/business/medical-review', 'MedicalReviewScreen'],
    ['/portal/inbox', 'InboxScreen'],
    ['/business/inbox', 'InboxScreen'],
    ['/portal/facebook-pages', 'FacebookPagesScreen'],
    ['/facebook-test', 'FacebookTestScreen'],
  ])('%s shows %s', async (path, screen) => {
    const { shown } = await visit(path);
    expect(shown).toBe(screen);
  });

  it('puts the admin pages behind the admin guard', async () => {
    for (const path of ['/admin/dashboard', '/admin/dashboard/accounts', '/admin/image-test']) {
      const { container } = await visit(path);
      expect(container.querySelector('[data-guard="AdminGuard"] [data-screen]'), path).not.toBeNull();
      await cleanup(root!);
      root = undefined;
    }
  });

  it('puts every portal step inside the business guard and the portal layout', async () => {
    const { container } = await visit('/portal/campaigns');
    expect(
      container.querySelector(
        '[data-guard="BusinessGuard"] [data-layout="PortalLayout"] [data-screen="CampaignsScreen"]',
      ),
    ).not.toBeNull();
  });

  it('leaves the login, delete-post and public pages unguarded', async () => {
    for (const path of [
      '/business/login',
      '/business/delete-post',
      '/portal/facebook-pages',
      '/facebook-test',
    ]) {
      const { container } = await visit(path);
      expect(container.querySelector('[data-guard]'), path).toBeNull();
      await cleanup(root!);
      root = undefined;
    }
  });

  it('sends /portal to /portal/setup keeping the query', async () => {
    const { shown } = await visit('/portal?account=5');
    expect(current).toBe('/portal/setup?account=5');
    expect(shown).toBe('SetupScreen');
  });

  it('sends /business and /business/settings to /business/setup', async () => {
    await visit('/business');
    expect(current).toBe('/business/setup');
    await cleanup(root!);
    const { shown } = await visit('/business/settings');
    expect(current).toBe('/business/setup');
    expect(shown).toBe('SetupScreen');
  });

  it('also answers /portal/settings', async () => {
    await visit('/portal/settings');
    expect(current).toBe('/portal/setup');
  });

  it.each([
    '/nowhere',
    '/admin/dashboard/settings',
    '/admin/dashboard/products/extra',
    '/portal/delete-post',
    '/business/facebook-pages',
    '/business/unknown',
  ])('shows the 404 page for %s', async (path) => {
    const { container, shown } = await visit(path);
    expect(shown).toBeNull();
    expect(container.querySelector('h1')?.textContent).toBe('404 Page Not Found');
    expect(container.textContent).toContain('Did you forget to add the page to the router?');
    // Under the business area, Greek beside SPEC's words, and the way back to the portal.
    const business = path.startsWith('/portal') || path.startsWith('/business');
    expect(container.textContent?.includes('Η σελίδα δεν βρέθηκε.')).toBe(business);
    if (business)
      expect(container.querySelector('a[href$="/campaigns"]')?.textContent).toBe('Επιστροφή στην πύλη');
  });

  it('shows the terms of service with their date and contacts', async () => {
    const { container } = await visit('/terms-of-service');
    expect(container.querySelector('h1')?.textContent).toBe('Terms of Service');
    expect(container.textContent).toContain('Last updated: 14 May 2025');
    expect(container.textContent).toContain('Greece');
    expect(container.querySelector('a[href="mailto:support@poststudio.gr"]')).not.toBeNull();
    expect(container.querySelector('a[href="mailto:privacy@poststudio.gr"]')).not.toBeNull();
  });

  it('shows the privacy policy with the data rights and the privacy contact', async () => {
    const { container } = await visit('/privacy-policy');
    expect(container.querySelector('h1')?.textContent).toBe('Privacy Policy');
    for (const right of ['access', 'rectification', 'erasure', 'portability', 'objection']) {
      expect(container.textContent).toContain(right);
    }
    expect(container.textContent).toContain('outside the EEA');
    expect(container.querySelector('a[href="mailto:privacy@poststudio.gr"]')).not.toBeNull();
  });

  it('takes a legal page’s Back link home when the page was opened directly', async () => {
    const { container } = await visit('/terms-of-service');
    await act(async () => container.querySelector<HTMLAnchorElement>('main > a[href="/"]')?.click());
    expect(current).toBe('/');
  });

  it('takes a legal page’s Back link back when the platform itself led there', async () => {
    const { container } = await visit('/privacy-policy', { cameFrom: '/business/campaigns' });
    await act(async () => container.querySelector<HTMLAnchorElement>('main > a[href="/"]')?.click());
    expect(current).toBe('/business/campaigns');
  });
});

describe('the UI catalogue of a development build', () => {
  it('shows every kind of primitive at /dev/ui', async () => {
    const { container } = await visit('/dev/ui');
    await vi.waitFor(() => expect(container.querySelector('h1')?.textContent).toBe('UI primitives'));
    const sections = [...container.querySelectorAll('section[aria-label]')].map((s) =>
      s.getAttribute('aria-label'),
    );
    expect(sections).toEqual([
      'Buttons',
      'Badges and alerts',
      'Text',
      'Fields',
      'Lists and figures',
      'States',
      'Dialogs',
    ]);
    expect(container.querySelector('nav[aria-label="Example pages"]')?.textContent).toContain('Page 2 of 5');
  });
});

function BrokenLoginScreen(): ReactNode {
  throw new Error('remoteEntry.js could not be loaded');
}
const broken: RemoteScreens = { admin, portal: { ...portal, BusinessLoginScreen: BrokenLoginScreen } };

const brokenAdmin: RemoteScreens = { admin: { ...admin, AdminLoginScreen: BrokenLoginScreen }, portal };

describe('a remote that fails', () => {
  it.each([
    {
      page: '/business/login',
      remotes: broken,
      title: 'Αυτό το τμήμα της πλατφόρμας δεν φορτώθηκε',
      area: 'Πύλη επιχείρησης',
      retry: 'Δοκιμάστε ξανά',
      remote: 'portal',
    },
    {
      page: '/admin',
      remotes: brokenAdmin,
      title: 'This part of the platform could not be loaded',
      area: 'Admin area',
      retry: 'Retry',
      remote: 'admin',
    },
  ])('on $page, says so in the page’s language, names $area and retries it', async (failure) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onRetry = vi.fn();
    const { container } = await visit(failure.page, { screens: failure.remotes, onRetry });
    const panel = container.querySelector('[data-testid="remote-error"]');
    expect(panel?.querySelector('h1')?.textContent).toBe(failure.title);
    expect(panel?.textContent).toContain(failure.area);
    const retry = panel?.querySelector('button');
    expect(retry?.textContent).toBe(failure.retry);
    await act(async () => retry?.click());
    expect(onRetry).toHaveBeenCalledWith(failure.remote);
  });

  it('leaves the other remote and the public pages working', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const adminPage = await visit('/admin', { screens: broken });
    expect(adminPage.shown).toBe('AdminLoginScreen');
    await cleanup(root!);
    const terms = await visit('/terms-of-service', { screens: broken });
    expect(terms.container.querySelector('[data-testid="remote-error"]')).toBeNull();
    expect(terms.container.querySelector('h1')?.textContent).toBe('Terms of Service');
  });
});
