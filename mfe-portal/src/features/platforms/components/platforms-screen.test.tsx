// @vitest-environment happy-dom
import type { FacebookPagesResponse } from '@studio/contracts';
import { toast } from '@studio/ui';
import {
  fakeApi,
  landing,
  refused,
  renderWithProviders,
  resetBrowserBetweenTests,
} from '@studio/web/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../../facebook/index.ts';
import { PlatformsScreen } from './platforms-screen.tsx';

const page = { id: '101', name: 'Κλινική Αθηνών', category: 'Medical' };
const account = {
  id: '17841',
  name: 'Κλινική IG',
  username: 'clinic.athens',
  pageId: '101',
};

const pagesAnswer = (overrides: Partial<FacebookPagesResponse> = {}) => ({
  body: {
    success: true,
    message: 'ok',
    connected: true,
    source: 'graph_api',
    facebookPages: [page, { id: 'sample', name: 'Sample Page', category: 'Sample' }],
    instagramAccounts: [account, { id: 'ig_sample', name: 'Sample IG', username: 'sample' }],
    ...overrides,
  },
});
const notConnected = pagesAnswer({
  connected: false,
  source: 'no_token',
  facebookPages: [],
  instagramAccounts: [],
});
const noSelection = () => ({ body: { success: true, selectedPages: [] } });

type Handlers = Parameters<typeof fakeApi>[0];

/** A connection whose last check found nothing wrong. */
const healthy = {
  body: {
    success: true,
    connected: true,
    checkedAt: '2026-06-10T08:30:00.000Z',
    expiresAt: null,
    status: 'ok',
    problems: [],
    features: ['insights'],
  },
};

function openPlatforms(handlers: Handlers, url = '/portal/platforms') {
  const calls = fakeApi({
    'GET /api/selected-pages': noSelection,
    'GET /api/social-media/connection-health': () => healthy,
    'POST /api/social-media/connection-health/check': () => healthy,
    // The Google card beside Facebook's: not connected unless a test says otherwise.
    'GET /api/google/locations': () => ({
      body: { success: true, connected: false, mode: 'sandbox', status: null, locations: [] },
    }),
    ...handlers,
  });
  renderWithProviders(
    url,
    <>
      <Route path="/:prefix/platforms" element={<PlatformsScreen />} />
      {landing('/portal/campaigns')}
      {landing('/portal/facebook-pages')}
    </>,
  );
  return calls;
}

const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const continueButton = () => screen.getByRole('button', { name: /Συνέχεια/ }) as HTMLButtonElement;

describe('platforms step', () => {
  resetBrowserBetweenTests();
  beforeEach(() => localStorage.setItem('business_token', 'business-token'));

  it('keeps Continue disabled until connected and says so', async () => {
    openPlatforms({ 'GET /api/facebook/pages': () => notConnected });
    await screen.findByRole('button', { name: 'Σύνδεση με Facebook' });
    expect(screen.getByRole('heading', { name: 'Σύνδεση πλατφόρμας' })).toBeInTheDocument();
    expect(continueButton().disabled).toBe(true);
    expect(screen.getByText('Δεν έχετε συνδέσει πλατφόρμα')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Πίσω/ }).getAttribute('href')).toBe('/portal/products');
    expect(screen.getByRole('link', { name: 'Προβολή σελίδων Facebook' }).getAttribute('href')).toBe(
      '/portal/facebook-pages',
    );
    expect(screen.getByText('Περισσότερες πλατφόρμες σύντομα')).toBeInTheDocument();
  });

  it('connects through the backend with a one-time ticket, never the token in the address', async () => {
    const go = vi.spyOn(browser, 'go').mockImplementation(() => undefined);
    const calls = openPlatforms({
      'GET /api/facebook/pages': () => notConnected,
      'POST /api/auth/facebook/connect-ticket': () => ({
        body: { success: true, url: '/api/auth/facebook/connect?ticket=one-time' },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Σύνδεση με Facebook' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/api/auth/facebook/connect?ticket=one-time'));
    expect(calls.find((c) => c.key === 'POST /api/auth/facebook/connect-ticket')?.authorization).toBe(
      'Bearer business-token',
    );
  });

  it('turns the inbox on with the same Facebook login, which then asks for its permissions', async () => {
    const go = vi.spyOn(browser, 'go').mockImplementation(() => undefined);
    const calls = openPlatforms({
      'GET /api/facebook/pages': () => pagesAnswer(),
      'POST /api/auth/facebook/connect-ticket': () => ({
        body: { success: true, url: '/api/auth/facebook/connect?ticket=one-time' },
      }),
    });
    const features = await screen.findByTestId('meta-features');
    const insights = within(features).getByRole('listitem', { name: 'Στατιστικά αναρτήσεων' });
    expect(within(insights).getByText('Ενεργή')).toBeInTheDocument();
    expect(within(insights).queryByRole('button', { name: 'Ενεργοποίηση' })).toBeNull();
    const inbox = within(features).getByRole('listitem', { name: 'Εισερχόμενα' });
    expect(within(inbox).getByText('Ανενεργή')).toBeInTheDocument();
    expect(within(inbox).getByText(/pages_messaging, instagram_manage_messages/)).toBeInTheDocument();
    fireEvent.click(within(inbox).getByRole('button', { name: 'Ενεργοποίηση' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/api/auth/facebook/connect?ticket=one-time'));
    expect(calls.find((c) => c.key === 'POST /api/auth/facebook/connect-ticket')?.body).toEqual({
      features: ['inbox'],
    });
  });

  it('asks to sign in first when there is no token', async () => {
    const go = vi.spyOn(browser, 'go').mockImplementation(() => undefined);
    const error = vi.spyOn(toast, 'error');
    openPlatforms({ 'GET /api/facebook/pages': () => notConnected });
    const connect = await screen.findByRole('button', { name: 'Σύνδεση με Facebook' });
    localStorage.clear();
    fireEvent.click(connect);
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Σφάλμα', {
        description: expect.stringMatching(/^Πρέπει να είστε συνδεδεμένοι/),
      }),
    );
    expect(go).not.toHaveBeenCalled();
  });

  it('names the Facebook user whose login is connected', async () => {
    openPlatforms({
      'GET /api/facebook/pages': () => pagesAnswer({ facebookUserName: 'Μαρία Παπαδοπούλου' }),
    });
    expect(
      await screen.findByText('Συνδεδεμένος λογαριασμός Facebook: Μαρία Παπαδοπούλου'),
    ).toBeInTheDocument();
  });

  it('treats only a sample page as not connected', async () => {
    openPlatforms({
      'GET /api/facebook/pages': () =>
        pagesAnswer({
          facebookPages: [{ id: 'sample', name: 'Sample Page', category: 'Sample' }],
          instagramAccounts: [],
        }),
    });
    await screen.findByRole('button', { name: 'Σύνδεση με Facebook' });
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(continueButton().disabled).toBe(true);
  });

  it('lists pages and accounts without the samples, ticked from what was saved, and saves them', async () => {
    const success = vi.spyOn(toast, 'success');
    const calls = openPlatforms({
      'GET /api/facebook/pages': () => pagesAnswer({ source: 'sandbox' }),
      'GET /api/selected-pages': () => ({
        body: {
          success: true,
          selectedPages: [
            { id: 1, pageId: '101', pageName: page.name, platform: 'facebook', isActive: true },
          ],
        },
      }),
      'POST /api/selected-pages': () => ({ body: { success: true, message: 'Saved' } }),
    });
    await waitFor(() => expect(checkbox('Κλινική Αθηνών').checked).toBe(true));
    expect(screen.queryByRole('checkbox', { name: /Sample/ })).toBeNull();
    expect(
      screen.getByText(
        'Λειτουργία δοκιμών: οι αναρτήσεις πηγαίνουν σε μια δοκιμαστική σελίδα, όχι στο πραγματικό Facebook',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Συνέχεια/ }).getAttribute('href')).toBe('/portal/campaigns');

    const ig = checkbox('Κλινική IG (@clinic.athens)');
    expect(ig.checked).toBe(false);
    fireEvent.click(ig);
    fireEvent.click(screen.getByRole('button', { name: 'Αποθήκευση επιλογών' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Οι επιλογές σας αποθηκεύτηκαν.'));
    const body = calls.find((call) => call.key === 'POST /api/selected-pages')?.body as {
      pages: { platform: string; pageId: string; instagramId: string | null }[];
    };
    expect(body.pages.map((p) => [p.platform, p.pageId, p.instagramId])).toEqual([
      ['facebook', '101', null],
      ['instagram', '101', '17841'],
    ]);
    // Page ids only: the server publishes with the tokens it keeps.
    expect(JSON.stringify(body)).not.toMatch(/accessToken/i);
  });

  it('lists the Google locations, ticked from what was saved, and saves the choice', async () => {
    const location = (name: string, title: string, selected: boolean, verified = true) => ({
      name,
      title,
      accountName: 'Όμιλος',
      address: 'Λεωφόρος 1, Αθήνα',
      phone: null,
      websiteUri: null,
      verified,
      selected,
    });
    const calls = openPlatforms({
      'GET /api/facebook/pages': () => notConnected,
      'GET /api/google/locations': () => ({
        body: {
          success: true,
          connected: true,
          mode: 'sandbox',
          status: 'connected',
          locations: [
            location('accounts/1/locations/11', 'Κλινική – Γλυφάδα', true),
            location('accounts/1/locations/12', 'Κλινική – Κηφισιά', false, false),
          ],
        },
      }),
      'POST /api/google/locations': () => ({
        body: { success: true, connected: true, mode: 'sandbox', status: 'connected', locations: [] },
      }),
    });
    await waitFor(() => expect(checkbox('Κλινική – Γλυφάδα').checked).toBe(true));
    expect(screen.getByText(/Μη επαληθευμένη/)).toBeInTheDocument();
    fireEvent.click(checkbox('Κλινική – Κηφισιά'));
    fireEvent.click(screen.getByRole('button', { name: 'Αποθήκευση τοποθεσιών' }));
    await waitFor(() => expect(calls.some((call) => call.key === 'POST /api/google/locations')).toBe(true));
    const body = calls.find((call) => call.key === 'POST /api/google/locations')?.body as {
      locations: string[];
    };
    expect(body.locations).toEqual(['accounts/1/locations/11', 'accounts/1/locations/12']);
  });

  it('disables saving when nothing is selected and tells a failed save', async () => {
    const error = vi.spyOn(toast, 'error');
    openPlatforms({
      'GET /api/facebook/pages': () => pagesAnswer(),
      'POST /api/selected-pages': () => refused(500, 'db down'),
    });
    await screen.findByRole('checkbox', { name: 'Κλινική Αθηνών' });
    const save = screen.getByRole('button', { name: 'Αποθήκευση επιλογών' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.click(checkbox('Κλινική Αθηνών'));
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Σφάλμα', {
        description: 'Δεν ήταν δυνατή η αποθήκευση των επιλογών σας',
      }),
    );
  });

  it('disconnects and clears pages, accounts and selections', async () => {
    let connected = true;
    const calls = openPlatforms({
      'GET /api/facebook/pages': () => (connected ? pagesAnswer() : notConnected),
      'GET /api/selected-pages': () => ({
        body: {
          success: true,
          selectedPages: connected
            ? [{ id: 1, pageId: '101', pageName: page.name, platform: 'facebook', isActive: true }]
            : [],
        },
      }),
      'POST /api/facebook/disconnect': () => {
        connected = false;
        return { body: { success: true, message: 'Disconnected' } };
      },
    });
    await waitFor(() => expect(checkbox('Κλινική Αθηνών').checked).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Αποσύνδεση Facebook' }));
    await screen.findByRole('button', { name: 'Σύνδεση με Facebook' });
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(continueButton().disabled).toBe(true);
    expect(calls.some((call) => call.key === 'POST /api/facebook/disconnect')).toBe(true);
  });

  it('tells a failed disconnect', async () => {
    const error = vi.spyOn(toast, 'error');
    openPlatforms({
      'GET /api/facebook/pages': () => pagesAnswer(),
      'POST /api/facebook/disconnect': () => refused(500, 'boom'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Αποσύνδεση Facebook' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Σφάλμα', {
        description: 'Παρουσιάστηκε σφάλμα κατά την αποσύνδεση.',
      }),
    );
    expect(checkbox('Κλινική Αθηνών')).toBeInTheDocument();
  });

  it('shows the reconnection notice with the server’s text on a fetch error about the connection', async () => {
    openPlatforms({ 'GET /api/facebook/pages': () => refused(502, 'Graph API unreachable') });
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText('Απαιτείται επανασύνδεση')).toBeInTheDocument();
    expect(notice.textContent).toContain('Graph API unreachable');
    expect(notice.textContent).not.toContain('{');
    expect(screen.getByRole('button', { name: 'Επανασύνδεση με Facebook' })).toBeInTheDocument();
  });

  it.each([
    [
      'the gateway answers 503',
      () => refused(503, 'Social service is unavailable. Please try again shortly.', 'service_unavailable'),
    ],
    [
      'no answer comes',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])(
    'with the Facebook service away (%s) says so in Greek and offers Retry, never reconnecting',
    async (_, away) => {
      let serviceUp = false;
      const calls = openPlatforms({
        'GET /api/facebook/pages': () => (serviceUp ? pagesAnswer() : away()),
      });
      const notice = await screen.findByRole('alert');
      expect(
        within(notice).getByText('Η υπηρεσία Facebook της πλατφόρμας δεν είναι διαθέσιμη'),
      ).toBeInTheDocument();
      expect(notice.textContent).toContain('Η σύνδεσή σας με το Facebook δεν επηρεάζεται');
      expect(screen.queryByText('Απαιτείται επανασύνδεση')).toBeNull();
      expect(screen.queryByRole('button', { name: /Σύνδεση με Facebook|Επανασύνδεση/ })).toBeNull();
      expect(screen.getByText('Άγνωστη κατάσταση')).toBeInTheDocument();
      expect(screen.getByText('Η σύνδεση δεν μπορεί να ελεγχθεί αυτή τη στιγμή')).toBeInTheDocument();
      expect(continueButton().disabled).toBe(true);

      serviceUp = true;
      fireEvent.click(screen.getByRole('button', { name: 'Δοκιμάστε ξανά' }));
      expect(await screen.findByRole('checkbox', { name: 'Κλινική Αθηνών' })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).toBeNull();
      expect(calls.filter((call) => call.key === 'GET /api/facebook/pages')).toHaveLength(2);
    },
  );

  it('blocks Continue until a selection is saved, ticking alone is not enough', async () => {
    let saved: unknown[] = [];
    openPlatforms({
      'GET /api/facebook/pages': () => pagesAnswer(),
      'GET /api/selected-pages': () => ({ body: { success: true, selectedPages: saved } }),
      'POST /api/selected-pages': ({ body }) => {
        saved = (body as { pages: unknown[] }).pages;
        return { body: { success: true, message: 'ok' } };
      },
    });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Κλινική Αθηνών' }));
    expect(continueButton().disabled).toBe(true);
    expect(
      screen.getByText('Αποθηκεύστε τουλάχιστον μία σελίδα ή έναν λογαριασμό για να συνεχίσετε'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Αποθήκευση επιλογών' }));
    const next = await screen.findByRole('link', { name: /Συνέχεια/ });
    expect(next.getAttribute('href')).toBe('/portal/campaigns');
  });

  it('right after connecting shows the page choice as the next step, not as an error', async () => {
    openPlatforms({
      'GET /api/facebook/pages': () => pagesAnswer(),
      // The health check finds nothing to publish to yet: that is the step the owner is on.
      'GET /api/social-media/connection-health': () => ({
        body: {
          ...healthy.body,
          status: 'problem',
          problems: [
            {
              code: 'no_targets',
              action: 'choose_pages',
              message:
                'Δεν υπάρχουν ενεργές επιλεγμένες σελίδες για δημοσίευση. Επιλέξτε σελίδες στις Πλατφόρμες.',
              since: '2026-06-10T08:30:00.000Z',
              failsFrom: '2026-06-10T08:30:00.000Z',
              targets: [],
              permission: null,
              expiresAt: null,
            },
          ],
        },
      }),
    });
    await screen.findByRole('checkbox', { name: 'Κλινική Αθηνών' });
    expect(screen.getByText('Επόμενο βήμα:').closest('p')).toHaveTextContent(
      /^Επόμενο βήμα: επιλέξτε τις σελίδες/,
    );
    expect(screen.queryByText('Η σύνδεση με το Facebook χρειάζεται διόρθωση')).toBeNull();
    expect(screen.queryByTestId('connection-health-panel')).toBeNull();
    // The sidebar's «Αποσύνδεση» signs out; this one is named for what it ends.
    expect(screen.getByRole('button', { name: 'Αποσύνδεση Facebook' })).toBeInTheDocument();
  });

  it('shows the notice when the server says the token must be renewed', async () => {
    openPlatforms({
      'GET /api/facebook/pages': () =>
        pagesAnswer({
          reconnectRequired: true,
          message: 'Το token έληξε',
          facebookPages: [],
          instagramAccounts: [],
        }),
    });
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('Το token έληξε');
    expect(continueButton().disabled).toBe(true);
  });
});

describe('return from Facebook', () => {
  resetBrowserBetweenTests();
  beforeEach(() => localStorage.setItem('business_token', 'business-token'));

  it('connected=facebook: success toast, pages fetched again, address replaced', async () => {
    const success = vi.spyOn(toast, 'success');
    const calls = openPlatforms(
      { 'GET /api/facebook/pages': () => pagesAnswer() },
      '/portal/platforms?connected=facebook',
    );
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/portal/platforms'));
    expect(success).toHaveBeenCalledWith('Επιτυχής σύνδεση', {
      description: 'Το Facebook συνδέθηκε. Επιλέξτε τις σελίδες και τους λογαριασμούς Instagram σας.',
    });
    await screen.findByRole('checkbox', { name: 'Κλινική Αθηνών' });
    await waitFor(() =>
      expect(calls.filter((call) => call.key === 'GET /api/facebook/pages').length).toBeGreaterThanOrEqual(2),
    );
  });

  it('checks the new login at once on the return from Facebook and tells what it found', async () => {
    const message = 'Λείπει η άδεια instagram_content_publish για τη σελίδα «Κλινική Αθηνών».';
    const calls = openPlatforms(
      {
        'GET /api/facebook/pages': () => pagesAnswer(),
        'GET /api/social-media/connection-health': () => ({
          body: { ...healthy.body, checkedAt: null },
        }),
        'POST /api/social-media/connection-health/check': () => ({
          body: {
            ...healthy.body,
            status: 'problem',
            problems: [
              {
                code: 'permission_missing',
                since: '2026-06-10T08:30:00.000Z',
                failsFrom: '2026-06-10T08:30:00.000Z',
                targets: [],
                permission: 'instagram_content_publish',
                expiresAt: null,
                action: 'grant_permission',
                message,
              },
            ],
          },
        }),
      },
      '/portal/platforms?connected=facebook',
    );
    const panel = await screen.findByTestId('connection-health-panel');
    await within(panel).findByText(message);
    expect(
      calls.filter((call) => call.key === 'POST /api/social-media/connection-health/check'),
    ).toHaveLength(1);
  });

  it('error=auth_failed: failure toast with the message, address replaced', async () => {
    const error = vi.spyOn(toast, 'error');
    openPlatforms(
      { 'GET /api/facebook/pages': () => notConnected },
      '/business/platforms?error=auth_failed&message=Invalid%20state',
    );
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/portal/platforms'));
    expect(error).toHaveBeenCalledWith('Σφάλμα', { description: 'Η σύνδεση απέτυχε: Invalid state' });
  });

  it('facebook_connected=true shows the success banner', async () => {
    openPlatforms(
      { 'GET /api/facebook/pages': () => pagesAnswer() },
      '/portal/platforms?facebook_connected=true',
    );
    expect(await screen.findByText('Το Facebook συνδέθηκε επιτυχώς!')).toBeInTheDocument();
  });

  describe('Instagram’s publishing limit', () => {
    const savedInstagram = () => ({
      body: {
        success: true,
        selectedPages: [
          { id: 1, pageId: '101', pageName: page.name, platform: 'facebook', isActive: true },
          {
            id: 2,
            pageId: '101',
            pageName: account.name,
            platform: 'instagram',
            isActive: true,
            instagramId: account.id,
            instagramUsername: account.username,
          },
        ],
      },
    });
    const quota = (fields: Record<string, unknown>) => () => ({
      body: {
        success: true,
        accounts: [
          {
            instagramId: account.id,
            pageName: account.name,
            username: account.username,
            usage: 12,
            total: 50,
            durationSeconds: 86_400,
            nextSlotAt: null,
            error: null,
            ...fields,
          },
        ],
      },
    });
    const quotaBox = () => screen.findByRole('region', { name: 'Όριο δημοσιεύσεων Instagram' });

    it('shows each saved Instagram account’s posts in the window, of how many', async () => {
      openPlatforms({
        'GET /api/facebook/pages': () => pagesAnswer(),
        'GET /api/selected-pages': savedInstagram,
        'GET /api/social-media/instagram-quota': quota({}),
      });
      const box = await quotaBox();
      expect(await within(box).findByText('12 από 50 τις τελευταίες 24 ώρες')).toBeInTheDocument();
      expect(within(box).getByText('Κλινική IG (@clinic.athens)')).toBeInTheDocument();
      expect(within(box).queryByText(/Το όριο συμπληρώθηκε/)).toBeNull();
    });

    it('says when a full account frees a slot, and that posts wait for it', async () => {
      const at = new Date(Date.now() + 3 * 3_600_000);
      openPlatforms({
        'GET /api/facebook/pages': () => pagesAnswer(),
        'GET /api/selected-pages': savedInstagram,
        'GET /api/social-media/instagram-quota': quota({ usage: 50, nextSlotAt: at.toISOString() }),
      });
      const box = await quotaBox();
      await within(box).findByText('50 από 50 τις τελευταίες 24 ώρες');
      const hh = String(at.getHours()).padStart(2, '0');
      const mm = String(at.getMinutes()).padStart(2, '0');
      expect(
        within(box).getByText(
          new RegExp(
            `^Το όριο συμπληρώθηκε: οι επόμενες αναρτήσεις περιμένουν .* στις (\\d\\d/\\d\\d, )?${hh}:${mm}\\.$`,
          ),
        ),
      ).toBeInTheDocument();
    });

    it('says why an account’s limit cannot be read', async () => {
      const reason = 'Η σύνδεση με τη σελίδα «Κλινική IG» έληξε. Συνδέστε ξανά το Facebook στις Πλατφόρμες.';
      openPlatforms({
        'GET /api/facebook/pages': () => pagesAnswer(),
        'GET /api/selected-pages': savedInstagram,
        'GET /api/social-media/instagram-quota': quota({
          usage: null,
          total: null,
          durationSeconds: null,
          error: reason,
        }),
      });
      expect(await within(await quotaBox()).findByText(reason)).toBeInTheDocument();
    });

    it('asks nothing while no Instagram account is saved', async () => {
      const calls = openPlatforms({
        'GET /api/facebook/pages': () => pagesAnswer(),
        'GET /api/selected-pages': () => ({
          body: {
            success: true,
            selectedPages: [
              { id: 1, pageId: '101', pageName: page.name, platform: 'facebook', isActive: true },
            ],
          },
        }),
      });
      await waitFor(() => expect(checkbox('Κλινική Αθηνών').checked).toBe(true));
      expect(screen.queryByRole('region', { name: 'Όριο δημοσιεύσεων Instagram' })).toBeNull();
      expect(calls.map((c) => c.key)).not.toContain('GET /api/social-media/instagram-quota');
    });
  });
});
