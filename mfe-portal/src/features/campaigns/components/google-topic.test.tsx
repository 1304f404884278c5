// @vitest-environment happy-dom
import type { BulkPost, MediaItem } from '@studio/contracts';
import { fakeApi, renderWithProviders, resetBrowserBetweenTests } from '@studio/web/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { bulkPost } from '../../../testing/bulk-post.ts';
import { mediaItem as media } from '../../../testing/media-item.ts';
import { CampaignsScreen } from './campaigns-screen.tsx';

/** A converted library video: 9:16, 20 s, with sound, unless `video` says otherwise. */
const clip = (id: number, video: Partial<NonNullable<MediaItem['video']>> = {}): MediaItem =>
  media(id, {
    kind: 'video',
    url: `/uploads/v${id}.mov`,
    altText: `Βίντεο ${id}`,
    video: {
      status: 'ready',
      progress: 1,
      error: null,
      durationSeconds: 20,
      width: 1080,
      height: 1920,
      hasAudio: true,
      sizeBytes: 5_000_000,
      url: `/uploads/v${id}.mp4`,
      coverUrl: `/uploads/v${id}.jpg`,
      coverAtSeconds: 0,
      ...video,
    },
  });

const post = bulkPost({
  id: 5,
  productName: 'Serum',
  scheduledDate: new Date(Date.now() + 86_400_000).toISOString(),
});

function open(handlers: Parameters<typeof fakeApi>[0] = {}) {
  const calls = fakeApi({
    'GET /api/bulk-posts': () => ({ body: { success: true, bulkPosts: [post] } }),
    'GET /api/consents': () => ({ body: { success: true, consents: [] } }),
    'GET /api/scheduled-periods': () => ({ body: { success: true, scheduledPeriod: null } }),
    'GET /api/posts/settings': () => ({
      body: { writer: { kind: 'offline', model: null }, email: { delivery: 'kept' } },
    }),
    'GET /api/v2/setup-status': () => ({
      body: { hasSettings: true, hasProducts: true, hasPlatforms: true, nextStep: 'campaigns' },
    }),
    'GET /api/posts/ai-disclosure': () => ({ body: { success: true, enabled: false, line: '' } }),
    'GET /api/posts/weekly-digest': () => ({
      body: {
        success: true,
        enabled: true,
        time: '08:00',
        timeZone: 'Europe/Athens',
        nextAt: '2026-06-15T05:00:00.000Z',
        lastSentAt: null,
      },
    }),
    'GET /api/selected-pages': () => ({
      body: {
        success: true,
        selectedPages: [
          {
            id: 1,
            pageId: '1',
            pageName: 'Κλινική Demo',
            pageCategory: null,
            platform: 'facebook',
            isActive: true,
          },
        ],
      },
    }),
    'GET /api/media': () => ({
      body: { success: true, media: [media(1), clip(7), clip(8, { durationSeconds: 95, hasAudio: false })] },
    }),
    ...handlers,
  });
  renderWithProviders('/portal/campaigns', <Route path="/:prefix/campaigns" element={<CampaignsScreen />} />);
  return calls;
}

const googleLocations = (selected: boolean) => ({
  body: {
    success: true,
    connected: true,
    mode: 'sandbox',
    status: 'connected',
    locations: [
      {
        name: 'accounts/1/locations/2',
        title: 'Κλινική Κέντρο',
        accountName: 'Όμιλος',
        address: null,
        phone: null,
        websiteUri: null,
        verified: true,
        selected,
      },
    ],
  },
});

const OFFER = {
  kind: 'offer' as const,
  title: 'Ανοιξιάτικη προσφορά',
  startsAt: '2026-06-12T09:00',
  endsAt: '2026-06-30T21:00',
  couponCode: 'ANOIXI',
  terms: null,
  redeemUrl: null,
};

async function menuOf() {
  const card = await screen.findByRole('article', { name: /^Serum/ });
  fireEvent.click(within(card).getByRole('button', { name: 'Ενέργειες ανάρτησης' }));
  return card;
}

describe('a post as a Google offer or event', () => {
  resetBrowserBetweenTests();
  beforeEach(() => localStorage.setItem('business_token', 'business-token'));

  it('offers the choice only when a Google location is chosen', async () => {
    open({ 'GET /api/google/locations': () => googleLocations(false) });
    const card = await menuOf();
    expect(within(card).getByRole('menuitem', { name: 'Μορφή (Reel / Story)' })).toBeInTheDocument();
    expect(within(card).queryByRole('menuitem', { name: 'Google: προσφορά ή εκδήλωση' })).toBeNull();
    expect(within(card).queryByText('Και σε τοποθεσία Google')).toBeNull();
  });

  it('says on the card that the post goes to the chosen Google locations too', async () => {
    open({ 'GET /api/google/locations': () => googleLocations(true) });
    const card = await screen.findByRole('article', { name: /^Serum/ });
    expect(await within(card).findByText('Και σε τοποθεσία Google')).toBeInTheDocument();
  });

  it('makes the post an offer, checked before it is sent, and shows it on the card', async () => {
    let saved: BulkPost = post;
    const calls = open({
      'GET /api/google/locations': () => googleLocations(true),
      'GET /api/bulk-posts': () => ({ body: { success: true, bulkPosts: [saved] } }),
      'PUT /api/bulk-posts/5': () => {
        saved = { ...post, googleTopic: OFFER };
        return {
          body: { success: true, bulkPost: saved, message: 'Οι ρυθμίσεις για τη Google αποθηκεύτηκαν.' },
        };
      },
    });
    const card = await menuOf();
    fireEvent.click(await within(card).findByRole('menuitem', { name: 'Google: προσφορά ή εκδήλωση' }));
    const dialog = await screen.findByRole('dialog', { name: 'Η ανάρτηση στις τοποθεσίες Google' });
    expect(within(dialog).getByRole('radio', { name: 'Απλή ανάρτηση' })).toBeChecked();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Προσφορά' }));
    expect(within(dialog).getByText(/καμία επιβεβαίωση δεν τους παρακάμπτει/)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Τίτλος'), { target: { value: OFFER.title } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Αποθήκευση' }));
    // No times yet: refused in the dialog, nothing sent.
    expect(await within(dialog).findAllByText('Συμπληρώστε την έναρξη και τη λήξη.')).toHaveLength(2);
    expect(calls.filter((c) => c.key === 'PUT /api/bulk-posts/5')).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Έναρξη'), { target: { value: OFFER.startsAt } });
    fireEvent.change(within(dialog).getByLabelText('Λήξη'), { target: { value: OFFER.endsAt } });
    fireEvent.change(within(dialog).getByLabelText('Κωδικός κουπονιού (προαιρετικό)'), {
      target: { value: OFFER.couponCode },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Αποθήκευση' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.key === 'PUT /api/bulk-posts/5').map((c) => c.body)).toEqual([
        { googleTopic: OFFER },
      ]),
    );
    const line = await within(card).findByText('Προσφορά στη Google');
    expect(line.parentElement).toHaveTextContent(
      'Ανοιξιάτικη προσφορά12/6/2026 09:00 – 30/6/2026 21:00κωδικός ANOIXI',
    );
  });
});
