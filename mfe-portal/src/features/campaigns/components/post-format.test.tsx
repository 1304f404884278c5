// @vitest-environment happy-dom
import type { MediaItem } from '@studio/contracts';
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

async function openFormat() {
  const card = await screen.findByRole('article', { name: /^Serum/ });
  fireEvent.click(within(card).getByRole('button', { name: 'Ενέργειες ανάρτησης' }));
  fireEvent.click(within(card).getByRole('menuitem', { name: 'Μορφή (Reel / Story)' }));
  return screen.findByRole('dialog', { name: 'Μορφή της ανάρτησης' });
}

describe('a post’s format: feed, Reel or Story', () => {
  resetBrowserBetweenTests();
  beforeEach(() => localStorage.setItem('business_token', 'business-token'));

  it('makes the post a Reel of a library video, not shared to the feed', async () => {
    const calls = open({
      'PUT /api/bulk-posts/5/format': () => ({
        body: { success: true, bulkPost: post, message: 'Η μορφή της ανάρτησης ενημερώθηκε.' },
      }),
    });
    const dialog = await openFormat();
    expect(within(dialog).getByRole('radio', { name: 'Ανάρτηση' })).toBeChecked();
    // A feed post shows no videos.
    expect(within(dialog).queryByRole('button', { name: /^Βίντεο 7/ })).toBeNull();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Reel' }));
    const video = await within(dialog).findByRole('button', { name: /^Βίντεο 7/ });
    expect(video).toHaveTextContent('20 δευτ.');
    // Images are no choice for a Reel.
    expect(within(dialog).queryByRole('button', { name: 'Εικόνα 1' })).toBeNull();
    fireEvent.click(video);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Κοινοποίηση και στη ροή' }));
    expect(within(dialog).getByRole('figure', { name: 'Reel στο Facebook' })).toHaveTextContent(
      'Διάρκεια 20 δευτ.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Αποθήκευση' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.key === 'PUT /api/bulk-posts/5/format').map((c) => c.body)).toEqual([
        { format: 'reel', videoId: 7, shareToFeed: false },
      ]),
    );
  });

  it('asks before making a scheduled post a Reel, naming it, and says it needs scheduling again', async () => {
    const scheduled = { ...post, isScheduled: true, postStatus: 'scheduled' as const };
    const calls = open({
      'GET /api/bulk-posts': () => ({ body: { success: true, bulkPosts: [scheduled] } }),
      'PUT /api/bulk-posts/5/format': () => ({
        body: {
          success: true,
          bulkPost: post,
          message: 'Η μορφή της ανάρτησης ενημερώθηκε. Χρειάζεται νέα έγκριση.',
        },
      }),
    });
    const dialog = await openFormat();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Reel' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: /^Βίντεο 7/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Αποθήκευση' }));
    const ask = await screen.findByRole('dialog', { name: 'Η ανάρτηση θα αποσυρθεί από το πρόγραμμα' });
    expect(ask).toHaveTextContent('Η ανάρτηση «Serum» είναι εγκεκριμένη για δημοσίευση');
    expect(calls.some((c) => c.key === 'PUT /api/bulk-posts/5/format')).toBe(false);
    fireEvent.click(within(ask).getByRole('button', { name: 'Αλλαγή και απόσυρση' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.key === 'PUT /api/bulk-posts/5/format')).toHaveLength(1),
    );
    expect(
      await screen.findByText('Η μορφή της ανάρτησης ενημερώθηκε. Χρειάζεται νέα έγκριση.'),
    ).toBeInTheDocument();
  });

  it('warns in the phone preview of a Reel too long for Facebook and without sound, with its safe zones', async () => {
    open();
    const dialog = await openFormat();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Reel' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: /^Βίντεο 8/ }));
    const warnings = within(dialog).getByRole('alert');
    expect(warnings).toHaveTextContent('Πολύ μεγάλο για Reel στο Facebook: 1:35, έως 1:30.');
    expect(warnings).toHaveTextContent('Χωρίς ήχο: τα Reels συνήθως έχουν μουσική.');
    const phone = within(dialog).getByRole('figure', { name: 'Reel στο Facebook' });
    expect(phone.querySelector('[data-zone="bottom"]')?.getAttribute('style')).toContain('35%');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Ζώνες που καλύπτει το Instagram' }));
    expect(phone.querySelector('[data-zone]')).toBeNull();
  });

  it('previews a Facebook Story with no caption, as Facebook publishes it', async () => {
    open();
    const dialog = await openFormat();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Story' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: /^Βίντεο 7/ }));
    const phone = within(dialog).getByRole('figure', { name: 'Story στο Facebook' });
    expect(phone).toHaveTextContent('Το Facebook δεν δείχνει λεζάντα σε Story.');
    expect(phone).not.toHaveTextContent(post.content);
    expect(phone).toHaveTextContent('Διάρκεια 20 δευτ.');
  });

  it('says on a Story’s card that it disappears 24 hours after publishing', async () => {
    open({
      'GET /api/bulk-posts': () => ({ body: { success: true, bulkPosts: [{ ...post, format: 'story' }] } }),
    });
    const card = await screen.findByRole('article', { name: /^Serum/ });
    expect(card).toHaveTextContent('Story');
    expect(card).toHaveTextContent('Η ιστορία εξαφανίζεται 24 ώρες μετά τη δημοσίευση.');
  });
});
