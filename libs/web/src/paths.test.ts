import { describe, expect, it } from 'vitest';
import { isAdminSection, paths, portalStep, prefixOf } from './paths.ts';
import { fetcher, swrConfig } from './swr.ts';

describe('paths', () => {
  it('builds every route of the platform', () => {
    expect(paths.adminSection('llm-config')).toBe('/admin/dashboard/llm-config');
    expect(portalStep('/portal', 'platforms')).toBe('/portal/platforms');
    expect(paths.portalForAccount(5)).toBe('/portal?account=5');
  });

  it('knows only the three admin sections', () => {
    expect(isAdminSection('accounts')).toBe(true);
    expect(isAdminSection('settings')).toBe(false);
    expect(isAdminSection(undefined)).toBe(false);
  });

  it('reads the portal prefix from the path', () => {
    expect(prefixOf('/portal')).toBe('/portal');
    expect(prefixOf('/portal/campaigns')).toBe('/portal');
    expect(prefixOf('/portalx')).toBe('/business');
    expect(prefixOf('/business/setup')).toBe('/business');
  });
});

describe('swrConfig', () => {
  it('never refetches on its own', () => {
    expect(swrConfig).toMatchObject({
      revalidateIfStale: false,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      refreshInterval: 0,
      shouldRetryOnError: false,
      errorRetryCount: 0,
      fetcher,
    });
  });
});
