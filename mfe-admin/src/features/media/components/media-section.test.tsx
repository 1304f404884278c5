// @vitest-environment happy-dom
import type { MediaItem, MediaVideo } from '@studio/contracts';
import { fakeApi, renderWithProviders, resetBrowserBetweenTests } from '@studio/web/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MEDIA_PAGE_SIZE } from '../api/media.ts';
import { MediaSection } from './media-section.tsx';

const image = (id: number): MediaItem => ({
  id,
  url: `/uploads/${id}.jpg`,
  altText: `Catalogue image ${id}`,
  showsPerson: false,
  personConsent: false,
  faces: [],
  beforeAfter: null,
  source: 'product',
  createdAt: '2026-11-20T10:00:00.000Z',
  usedByPostIds: [],
  usedByProduct: true,
  imageText: null,
  imageTextStatus: 'read',
  imageTextFlags: [],
  kind: 'image',
  video: null,
});

describe('the admin Media Library', () => {
  resetBrowserBetweenTests();

  it('pages the catalogue’s images on the server, with their count', async () => {
    const total = MEDIA_PAGE_SIZE + 2;
    const calls = fakeApi({
      'GET /api/media': ({ url }) => {
        const page = Number(url.searchParams.get('page'));
        const limit = Number(url.searchParams.get('limit'));
        const ids = Array.from({ length: total }, (_, i) => total - i).slice(
          (page - 1) * limit,
          page * limit,
        );
        return { body: { success: true, media: ids.map(image), total, page, limit } };
      },
    });
    renderWithProviders('/admin/dashboard/media', <Route path="*" element={<MediaSection />} />);
    expect(await screen.findByRole('article', { name: `Catalogue image ${total}` })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(MEDIA_PAGE_SIZE);
    expect(screen.getByText(`${total} images`)).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(screen.getByRole('article', { name: 'Catalogue image 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(calls.filter((c) => c.key === 'GET /api/media')).toHaveLength(2);
  });
  it('shows the words read inside each image, with a block term flagged', async () => {
    fakeApi({
      'GET /api/media': () => ({
        body: {
          success: true,
          media: [
            {
              ...image(1),
              imageText: 'BOTOX 50 units',
              imageTextFlags: [
                {
                  field: 'imageText',
                  phrase: 'BOTOX',
                  term: 'Botox',
                  ruleId: 'prescription-medicine',
                  rule: 'Φάρμακο μόνο με ιατρική συνταγή',
                  severity: 'block',
                  reason: '…',
                },
              ],
            },
            { ...image(2), imageTextStatus: 'pending' },
          ],
          total: 2,
          page: 1,
          limit: MEDIA_PAGE_SIZE,
        },
      }),
    });
    renderWithProviders('/admin/dashboard/media', <Route path="*" element={<MediaSection />} />);
    const first = within(await screen.findByRole('article', { name: 'Catalogue image 1' }));
    expect(first.getByRole('region', { name: 'Text in the image' })).toHaveTextContent(
      '“BOTOX 50 units”Blocked BOTOX (Φάρμακο μόνο με ιατρική συνταγή)',
    );
    const second = within(screen.getByRole('article', { name: 'Catalogue image 2' }));
    expect(second.getByRole('region', { name: 'Text in the image' })).toHaveTextContent('Being read…');
  });

  it('shows a video by its cover or a placeholder with its duration, and its conversion', async () => {
    const video = (fields: Partial<MediaVideo>): MediaVideo => ({
      status: 'ready',
      progress: 1,
      error: null,
      durationSeconds: 75.4,
      width: 1080,
      height: 1920,
      hasAudio: true,
      sizeBytes: 12_000_000,
      url: '/uploads/3.mp4',
      coverUrl: '/uploads/3-cover.jpg',
      coverAtSeconds: 0,
      ...fields,
    });
    const clip = (id: number, fields: Partial<MediaVideo>): MediaItem => ({
      ...image(id),
      altText: `Catalogue video ${id}`,
      url: `/uploads/${id}.mov`,
      source: 'upload',
      usedByProduct: false,
      kind: 'video',
      video: video(fields),
    });
    fakeApi({
      'GET /api/media': () => ({
        body: {
          success: true,
          media: [
            clip(3, {}),
            clip(4, { status: 'converting', progress: 0.42, url: null, coverUrl: null, durationSeconds: 9 }),
            clip(5, {
              status: 'failed',
              error: 'Το αρχείο δεν είναι βίντεο.',
              coverUrl: null,
              durationSeconds: null,
            }),
          ],
          total: 3,
          page: 1,
          limit: MEDIA_PAGE_SIZE,
        },
      }),
    });
    renderWithProviders('/admin/dashboard/media', <Route path="*" element={<MediaSection />} />);
    const ready = within(await screen.findByRole('article', { name: 'Catalogue video 3' }));
    expect(ready.getByRole('img', { name: 'Catalogue video 3' })).toHaveAttribute(
      'src',
      '/uploads/3-cover.jpg',
    );
    expect(ready.getByText('Duration')).toBeInTheDocument();
    expect(ready.getByText('1:15')).toBeInTheDocument();
    expect(ready.getByText('Ready')).toBeInTheDocument();

    const converting = within(screen.getByRole('article', { name: 'Catalogue video 4' }));
    expect(converting.getByRole('img', { name: 'Video without a cover yet' })).toBeInTheDocument();
    expect(converting.getByText('0:09')).toBeInTheDocument();
    expect(converting.getByText('Converting 42%')).toBeInTheDocument();
    expect(converting.getByRole('progressbar', { name: 'Converting 42%' })).toHaveAttribute('value', '42');

    const failed = within(screen.getByRole('article', { name: 'Catalogue video 5' }));
    expect(failed.getByText('Conversion failed')).toBeInTheDocument();
    expect(failed.getByText('Το αρχείο δεν είναι βίντεο.')).toBeInTheDocument();
    // No <img> points at an uploaded video file.
    for (const img of screen.getAllByRole('img'))
      expect(img.getAttribute('src') ?? '').not.toMatch(/\.(mov|mp4)$/);
  });

  it('offers no consent tick: a photo of a person goes out only under a consent the clinic recorded', async () => {
    fakeApi({
      'GET /api/media': () => ({
        body: {
          success: true,
          media: [{ ...image(7), showsPerson: true, usedByProduct: false }],
          total: 1,
          page: 1,
          limit: MEDIA_PAGE_SIZE,
        },
      }),
    });
    renderWithProviders('/admin/dashboard/media', <Route path="*" element={<MediaSection />} />);
    const tile = within(await screen.findByRole('article', { name: 'Catalogue image 7' }));
    expect(tile.getByRole('checkbox', { name: 'Shows a person' })).toBeChecked();
    expect(tile.queryByRole('checkbox', { name: /consent/i })).toBeNull();
    expect(tile.queryByText('No consent')).toBeNull();
    expect(tile.getByText(/only under a consent the clinic recorded/)).toBeInTheDocument();
  });
});
