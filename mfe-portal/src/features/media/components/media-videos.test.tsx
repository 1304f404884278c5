// @vitest-environment happy-dom
import type { MediaItem, MediaVideo } from '@studio/contracts';
import { fakeApi, renderWithProviders, resetBrowserBetweenTests } from '@studio/web/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { mediaItem } from '../../../testing/media-item.ts';
import { MediaScreen } from './media-screen.tsx';

const video = (fields: Partial<MediaVideo> = {}): MediaVideo => ({
  status: 'ready',
  progress: 1,
  error: null,
  durationSeconds: 75,
  width: 1080,
  height: 1920,
  hasAudio: true,
  sizeBytes: 4_000_000,
  url: '/uploads/converted.mp4',
  coverUrl: '/uploads/cover.jpg',
  coverAtSeconds: 2,
  ...fields,
});

const clip = (id: number, fields: Partial<MediaVideo> = {}): MediaItem =>
  mediaItem(id, {
    url: `/uploads/${id}.mov`,
    altText: `Βίντεο ${id}`,
    imageTextStatus: 'pending',
    kind: 'video',
    video: video(fields),
  });

function openMedia(media: MediaItem[], handlers: Parameters<typeof fakeApi>[0] = {}) {
  const calls = fakeApi({
    'GET /api/media': () => ({ body: { success: true, media } }),
    'GET /api/consents': () => ({ body: { success: true, consents: [] } }),
    'GET /api/bulk-posts': () => ({ body: { success: true, bulkPosts: [] } }),
    ...handlers,
  });
  renderWithProviders('/portal/media', <Route path="/:prefix/media" element={<MediaScreen />} />);
  return calls;
}

describe('videos in the media library screen', () => {
  resetBrowserBetweenTests();

  it('shows each video’s way to the networks: waiting, converting with its percentage, ready with its player, or why it failed', async () => {
    openMedia([
      clip(1, { status: 'pending', progress: 0, url: null, coverUrl: null }),
      clip(2, { status: 'converting', progress: 0.42, url: null, coverUrl: null }),
      clip(3, { hasAudio: false }),
      clip(4, { status: 'failed', error: 'Η μετατροπή του βίντεο απέτυχε.', url: null, coverUrl: null }),
    ]);
    const pending = within(await screen.findByRole('article', { name: 'Βίντεο 1' }));
    expect(pending.getAllByText('Σε αναμονή μετατροπής').length).toBeGreaterThan(0);
    expect(pending.getByText('1:15')).toBeInTheDocument();
    const converting = within(screen.getByRole('article', { name: 'Βίντεο 2' }));
    expect(converting.getByRole('progressbar', { name: 'Μετατροπή… 42%' })).toHaveAttribute('value', '42');
    const ready = within(screen.getByRole('article', { name: 'Βίντεο 3' }));
    expect(ready.getByText('Έτοιμο')).toBeInTheDocument();
    expect(ready.getByText('Χωρίς ήχο')).toBeInTheDocument();
    const player = ready.getByLabelText('Αναπαραγωγή του βίντεο: Βίντεο 3');
    expect(player).toHaveAttribute('src', '/uploads/converted.mp4');
    expect(player).toHaveAttribute('poster', '/uploads/cover.jpg');
    const failed = within(screen.getByRole('article', { name: 'Βίντεο 4' }));
    expect(failed.getAllByText('Η μετατροπή απέτυχε').length).toBeGreaterThan(0);
    expect(failed.getByText('Η μετατροπή του βίντεο απέτυχε.')).toBeInTheDocument();
    expect(failed.queryByRole('button', { name: 'Ορισμός εξωφύλλου' })).toBeNull();
  });

  it('makes the moment the player is stopped at the cover', async () => {
    const calls = openMedia([clip(3)], {
      'PATCH /api/media/3': () => ({
        body: { success: true, media: clip(3, { coverAtSeconds: 4.2 }), message: 'ok' },
      }),
    });
    const card = within(await screen.findByRole('article', { name: 'Βίντεο 3' }));
    const player = card.getByLabelText('Αναπαραγωγή του βίντεο: Βίντεο 3') as HTMLVideoElement;
    Object.defineProperty(player, 'currentTime', { value: 4.23, configurable: true });
    fireEvent.click(card.getByRole('button', { name: 'Ορισμός εξωφύλλου' }));
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'PATCH /api/media/3')?.body).toEqual({ coverAtSeconds: 4.2 }),
    );
  });

  it('sends a video in chunks from where the server is, and shows it converting', async () => {
    const bytes = new Uint8Array(10);
    const ranges: string[] = [];
    let received = 0;
    const upload = () => ({
      id: 'u1',
      fileName: 'clip.mp4',
      sizeBytes: 10,
      receivedBytes: received,
      chunkBytes: 4,
    });
    const calls = openMedia([], {
      'POST /api/media/uploads': () => ({
        status: 201,
        body: { success: true, upload: upload(), media: null },
      }),
      'PUT /api/media/uploads/u1': ({ headers }) => {
        ranges.push(headers.get('Content-Range') ?? '');
        const end = Number(/-(\d+)\//.exec(headers.get('Content-Range') ?? '')?.[1]);
        received = end + 1;
        const done = received === 10;
        return {
          status: done ? 201 : 200,
          body: { success: true, upload: upload(), media: done ? clip(9, { status: 'pending' }) : null },
        };
      },
    });
    const form = await screen.findByRole('form', { name: 'Νέα εικόνα ή βίντεο' });
    const file = new File([bytes], 'clip.mp4', { type: 'video/mp4' });
    fireEvent.change(form.querySelector('input[type=file]')!, { target: { files: [file] } });
    fireEvent.click(within(form).getByRole('button', { name: 'Ανέβασμα' }));
    await waitFor(() => expect(ranges).toEqual(['bytes 0-3/10', 'bytes 4-7/10', 'bytes 8-9/10']));
    expect(calls.find((c) => c.key === 'POST /api/media/uploads')?.body).toMatchObject({
      fileName: 'clip.mp4',
      contentType: 'video/mp4',
      sizeBytes: 10,
    });
  });

  it('ends an upload it gives up on, so it holds none of the few the business may have open', async () => {
    const calls = openMedia([], {
      'POST /api/media/uploads': () => ({
        status: 201,
        body: {
          success: true,
          upload: { id: 'u2', fileName: 'clip.mp4', sizeBytes: 10, receivedBytes: 0, chunkBytes: 4 },
          media: null,
        },
      }),
      'PUT /api/media/uploads/u2': () => ({
        status: 400,
        body: { error: 'validation', message: 'Λείπει ή είναι λάθος η κεφαλίδα Content-Range.' },
      }),
      'DELETE /api/media/uploads/u2': () => ({ body: { success: true, message: 'Η αποστολή ακυρώθηκε.' } }),
    });
    const form = await screen.findByRole('form', { name: 'Νέα εικόνα ή βίντεο' });
    const file = new File([new Uint8Array(10)], 'clip.mp4', { type: 'video/mp4' });
    fireEvent.change(form.querySelector('input[type=file]')!, { target: { files: [file] } });
    fireEvent.click(within(form).getByRole('button', { name: 'Ανέβασμα' }));
    await waitFor(() => expect(calls.map((c) => c.key)).toContain('DELETE /api/media/uploads/u2'));
  });

  it('refuses in Greek a file that is no video the library takes before sending anything', async () => {
    const calls = openMedia([]);
    const form = await screen.findByRole('form', { name: 'Νέα εικόνα ή βίντεο' });
    const avi = new File([new Uint8Array(4)], 'clip.avi', { type: 'video/x-msvideo' });
    fireEvent.change(form.querySelector('input[type=file]')!, { target: { files: [avi] } });
    expect(
      await within(form).findByText('Το αρχείο «clip.avi» δεν είναι βίντεο MP4, MOV ή WebM.'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.key.startsWith('POST'))).toHaveLength(0);
  });
});
