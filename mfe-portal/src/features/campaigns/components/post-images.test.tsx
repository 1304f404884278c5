// @vitest-environment happy-dom
import { toast } from '@studio/ui';
import { fakeApi, refused, renderWithProviders, resetBrowserBetweenTests } from '@studio/web/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bulkPost } from '../../../testing/bulk-post.ts';
import { mediaItem as media } from '../../../testing/media-item.ts';
import { CampaignsScreen } from './campaigns-screen.tsx';

const longText = 'Πρώτη γραμμή.\nΔεύτερη γραμμή.\nΤρίτη γραμμή που κρύβεται.';
const post = bulkPost({
  id: 5,
  productName: 'Serum',
  scheduledDate: new Date(Date.now() + 86_400_000).toISOString(),
  content: longText,
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
      body: { success: true, media: [media(1), media(2, { showsPerson: true, altText: 'Ασθενής' })] },
    }),
    ...handlers,
  });
  renderWithProviders('/portal/campaigns', <Route path="/:prefix/campaigns" element={<CampaignsScreen />} />);
  return calls;
}

async function openPicker() {
  const card = await screen.findByRole('article', { name: /^Serum/ });
  fireEvent.click(within(card).getByRole('button', { name: 'Ενέργειες ανάρτησης' }));
  fireEvent.click(within(card).getByRole('menuitem', { name: 'Εικόνες' }));
  return screen.findByRole('dialog', { name: 'Εικόνες της ανάρτησης' });
}

describe('a post’s images and text on its card', () => {
  resetBrowserBetweenTests();
  beforeEach(() => localStorage.setItem('business_token', 'business-token'));

  it('shows two lines of the text and the whole on demand', async () => {
    open();
    const card = await screen.findByRole('article', { name: /^Serum/ });
    const more = within(card).getByRole('button', { name: 'Περισσότερα' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(within(card).getByRole('button', { name: 'Λιγότερα' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('shows the words read inside the post’s images, and a block term among them', async () => {
    const flag = {
      field: 'imageText' as const,
      phrase: 'BOTOX',
      term: 'Botox',
      ruleId: 'prescription-medicine',
      rule: 'Φάρμακο μόνο με ιατρική συνταγή',
      severity: 'block' as const,
      reason: 'Απαγορεύεται.',
    };
    open({
      'GET /api/bulk-posts': () => ({ body: { success: true, bulkPosts: [{ ...post, imageIds: [3, 4] }] } }),
      'GET /api/media': () => ({
        body: {
          success: true,
          media: [
            media(3, { imageText: 'Λάμψη με BOTOX', imageTextFlags: [flag] }),
            media(4, { imageText: null, imageTextStatus: 'pending' }),
          ],
        },
      }),
    });
    const card = await screen.findByRole('article', { name: /^Serum/ });
    const [read, pending] = await within(card).findAllByRole('region', { name: 'Κείμενο στην εικόνα' });
    expect(read).toHaveTextContent('«Λάμψη με BOTOX»');
    expect(read).toHaveTextContent('Απαγορεύεται BOTOX (Φάρμακο μόνο με ιατρική συνταγή)');
    expect(pending).toHaveTextContent('Ελέγχεται…');
    // The picker marks the image whose words would keep the post off the schedule.
    fireEvent.click(within(card).getByRole('button', { name: 'Ενέργειες ανάρτησης' }));
    fireEvent.click(within(card).getByRole('menuitem', { name: 'Εικόνες' }));
    const dialog = await screen.findByRole('dialog', { name: 'Εικόνες της ανάρτησης' });
    const tiles = within(dialog).getAllByRole('button', { pressed: true });
    expect(tiles[0]).toHaveTextContent('Απαγορεύεται');
    expect(tiles[1]).not.toHaveTextContent('Απαγορεύεται');
  });

  it('says on the card why a before/after composite among its images needs the medical review', async () => {
    open({
      'GET /api/bulk-posts': () => ({ body: { success: true, bulkPosts: [{ ...post, imageIds: [3, 4] }] } }),
      'GET /api/media': () => ({
        body: {
          success: true,
          media: [
            media(3, { beforeAfter: { split: 'one-above-other', signs: ['faces', 'words'] } }),
            media(4),
          ],
        },
      }),
    });
    const card = await screen.findByRole('article', { name: /^Serum/ });
    const notes = await within(card).findAllByRole('region', { name: 'Πριν/μετά' });
    expect(notes).toHaveLength(1);
    expect(notes[0]).toHaveTextContent('χρειάζεται ιατρικό έλεγχο');
    expect(notes[0]).toHaveTextContent('Ενδείξεις: δύο πρόσωπα, ένα σε κάθε μισό· γράφει «πριν/μετά».');
  });

  it('chooses images from the library in the order they are ticked', async () => {
    const calls = open({
      'PUT /api/bulk-posts/5/images': ({ body }) => ({
        body: {
          success: true,
          bulkPost: { ...post, imageIds: (body as { mediaIds: number[] }).mediaIds },
          message: 'ok',
        },
      }),
    });
    const dialog = await openPicker();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Εικόνα 1' }));
    expect(within(dialog).getByText('1 από 10 επιλεγμένες')).toBeInTheDocument();
    expect(
      within(dialog).getByRole('button', { name: 'Εικόνα 1 · Εικόνα 1' }).getAttribute('aria-pressed'),
    ).toBe('true');
    // The post as each network would show it, with the page's name.
    const facebook = within(dialog).getByRole('article', { name: 'Προεπισκόπηση Facebook' });
    await within(facebook).findByText('Κλινική Demo');
    expect(within(dialog).getByRole('article', { name: 'Προεπισκόπηση Instagram' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Αποθήκευση' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.key === 'PUT /api/bulk-posts/5/images').map((c) => c.body)).toEqual([
        { mediaIds: [1] },
      ]),
    );
  });

  it('shows a video by its cover, or says it has none yet, never its file as an image', async () => {
    const video = (id: number, coverUrl: string | null) =>
      media(id, {
        url: `/uploads/v${id}.mov`,
        kind: 'video',
        video: {
          status: coverUrl ? 'ready' : 'converting',
          progress: coverUrl ? 1 : 0.4,
          error: null,
          durationSeconds: 12,
          width: 1080,
          height: 1920,
          hasAudio: true,
          sizeBytes: 1000,
          url: coverUrl ? `/uploads/v${id}.mp4` : null,
          coverUrl,
          coverAtSeconds: coverUrl ? 1 : null,
        },
      });
    open({
      'GET /api/media': () => ({
        body: { success: true, media: [video(3, '/uploads/v3-cover.jpg'), video(4, null)] },
      }),
    });
    const dialog = await openPicker();
    const ready = await within(dialog).findByRole('button', { name: 'Εικόνα 3' });
    expect(ready.querySelector('img')?.getAttribute('src')).toBe('/uploads/v3-cover.jpg');
    const converting = within(dialog).getByRole('button', { name: 'Εικόνα 4' });
    expect(converting).toHaveTextContent('Βίντεο χωρίς εξώφυλλο ακόμη');
    expect(converting.querySelector('img')).toBeNull();
  });

  it('marks a photo of a person without consent, and shows the server’s refusal', async () => {
    const message = 'Η φωτογραφία «Ασθενής» δείχνει πρόσωπο χωρίς καταγεγραμμένη συναίνεση';
    open({ 'PUT /api/bulk-posts/5/images': () => refused(422, message, 'consent') });
    const error = vi.spyOn(toast, 'error');
    const dialog = await openPicker();
    const person = await within(dialog).findByRole('button', { name: 'Ασθενής' });
    expect(within(person).getByText('Χωρίς συναίνεση')).toBeInTheDocument();
    fireEvent.click(person);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Αποθήκευση' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Σφάλμα', { description: message }));
  });
});
