import type { SetupStatus } from '@studio/contracts';
import { HttpError } from '@studio/web';
import { describe, expect, it, vi } from 'vitest';
import { type DestinationSources, postLoginDestination, sameSitePath } from './post-login-destination.ts';

function status(nextStep: SetupStatus['nextStep']): SetupStatus {
  return {
    hasSettings: nextStep !== 'setup',
    hasProducts: nextStep === 'platforms' || nextStep === 'campaigns',
    hasPlatforms: nextStep === 'campaigns',
    nextStep,
  };
}

function sources(overrides: Partial<DestinationSources> = {}): DestinationSources {
  return {
    redirect: null,
    takeReturnPath: () => null,
    getSetupStatus: () => Promise.resolve(status('campaigns')),
    ...overrides,
  };
}

describe('destination after a business login', () => {
  it('goes to the redirect parameter first', async () => {
    const getSetupStatus = vi.fn(() => Promise.resolve(status('setup')));
    const destination = await postLoginDestination(
      sources({
        redirect: '/portal/campaigns?tab=past',
        takeReturnPath: () => '/business/products',
        getSetupStatus,
      }),
    );
    expect(destination).toBe('/portal/campaigns?tab=past');
    expect(getSetupStatus).not.toHaveBeenCalled();
  });

  it('still forgets the stored return path when the redirect parameter wins', async () => {
    const takeReturnPath = vi.fn(() => '/business/products');
    await postLoginDestination(sources({ redirect: '/business/campaigns', takeReturnPath }));
    expect(takeReturnPath).toHaveBeenCalledOnce();
  });

  it('lands a medical reviewer on «Ιατρικός έλεγχος», not the setup steps', async () => {
    const getSetupStatus = vi.fn(() => Promise.resolve(status('campaigns')));
    const destination = await postLoginDestination(
      sources({ getSetupStatus, getMemberRole: () => Promise.resolve('medical_reviewer') }),
    );
    expect(destination).toBe('/business/medical-review');
    expect(getSetupStatus).not.toHaveBeenCalled();
    // A marketer's work is the campaigns, through the setup steps as before.
    expect(await postLoginDestination(sources({ getMemberRole: () => Promise.resolve('marketer') }))).toBe(
      '/business/campaigns',
    );
  });

  it('goes to the stored return path when there is no redirect parameter', async () => {
    const destination = await postLoginDestination(sources({ takeReturnPath: () => '/business/platforms' }));
    expect(destination).toBe('/business/platforms');
  });

  it.each([
    ['setup', '/business/setup'],
    ['products', '/business/products'],
    ['platforms', '/business/platforms'],
    ['campaigns', '/business/campaigns'],
  ] as const)('goes to the next setup step %s when nothing else is asked', async (nextStep, expected) => {
    const destination = await postLoginDestination(
      sources({ getSetupStatus: () => Promise.resolve(status(nextStep)) }),
    );
    expect(destination).toBe(expected);
  });

  it('goes to setup when the setup check fails', async () => {
    const destination = await postLoginDestination(
      sources({ getSetupStatus: () => Promise.reject(new HttpError(503, 'Service Unavailable', '')) }),
    );
    expect(destination).toBe('/business/setup');
  });

  it('goes to setup when the setup check answers an unknown step', async () => {
    const destination = await postLoginDestination(
      sources({
        getSetupStatus: () => Promise.resolve({ ...status('campaigns'), nextStep: 'elsewhere' as 'setup' }),
      }),
    );
    expect(destination).toBe('/business/setup');
  });

  it.each([
    'https://evil.example/business/setup',
    '//evil.example/business/setup',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'business/setup',
  ])('refuses the external redirect %j and falls back to the next step', async (redirect) => {
    const destination = await postLoginDestination(
      sources({ redirect, getSetupStatus: () => Promise.resolve(status('products')) }),
    );
    expect(destination).toBe('/business/products');
  });

  it('refuses an external stored return path too', async () => {
    const destination = await postLoginDestination(
      sources({
        takeReturnPath: () => '//evil.example',
        getSetupStatus: () => Promise.resolve(status('setup')),
      }),
    );
    expect(destination).toBe('/business/setup');
  });

  it('does not send a user who just signed in back to a login page', async () => {
    const destination = await postLoginDestination(
      sources({ redirect: '/business/login', getSetupStatus: () => Promise.resolve(status('platforms')) }),
    );
    expect(destination).toBe('/business/platforms');
  });
});

describe('sameSitePath', () => {
  it('keeps the query and hash of a page of this site', () => {
    expect(sameSitePath('/portal/setup?x=1#top')).toBe('/portal/setup?x=1#top');
  });

  it('refuses every path outside the portal: the API, uploads, the admin area', () => {
    for (const path of [
      '/api/auth/logout',
      '/api/facebook/disconnect',
      '/uploads/x.png',
      '/admin/dashboard',
      '/businessx/setup',
      '/business/../api/auth/logout',
    ])
      expect(sameSitePath(path), path).toBeNull();
    expect(sameSitePath('/business/campaigns')).toBe('/business/campaigns');
  });

  it('refuses an empty value', () => {
    expect(sameSitePath('')).toBeNull();
    expect(sameSitePath(null)).toBeNull();
  });
});
