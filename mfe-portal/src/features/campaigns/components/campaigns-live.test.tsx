// @vitest-environment happy-dom
import type { BulkPost } from '@studio/contracts';
import { fakeApi, landing, renderWithProviders, resetBrowserBetweenTests } from '@studio/web/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshedByPostChange, usePostEvents } from '../../../live/use-post-events.ts';
import { bulkPost } from '../../../testing/bulk-post.ts';
import { CampaignsScreen } from './campaigns-screen.tsx';

const due = new Date(Date.now() + 5 * 60_000).toISOString();
const scheduled = bulkPost({
  id: 5,
  productName: 'Botox',
  scheduledDate: due,
  isScheduled: true,
  postStatus: 'publishing',
  scheduledAt: due,
});
const published: BulkPost = {
  ...scheduled,
  postStatus: 'published',
  publishedAt: due,
  publishedPages: [
    {
      pageId: '1',
      pageName: 'Κλινική',
      platform: 'facebook',
      postId: '1_2',
      permalink: 'https://facebook.test/1_2',
      publishedAt: due,
      firstComment: null,
    },
  ],
};

/** The portal as the layout mounts it: the post changes stream beside the screen. */
function Portal() {
  usePostEvents();
  return <CampaignsScreen />;
}

/** A text/event-stream answer whose events the test sends. */
function eventStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }),
    send: (text: string) => controller.enqueue(encoder.encode(text)),
  };
}

function open(stream: { response: Response } | null) {
  let list = [scheduled];
  const calls = fakeApi({
    'GET /api/bulk-posts': () => ({ body: { success: true, bulkPosts: list } }),
    'GET /api/scheduled-periods': () => ({ body: { success: true, scheduledPeriod: null } }),
    'GET /api/posts/settings': () => ({
      body: { writer: { kind: 'offline', model: null }, email: { delivery: 'kept' } },
    }),
    'GET /api/v2/setup-status': () => ({
      body: { hasSettings: true, hasProducts: true, hasPlatforms: true, nextStep: 'campaigns' },
    }),
    'GET /api/posts/ai-disclosure': () => ({ body: { success: true, enabled: false, line: 'AI' } }),
    'GET /api/posts/weekly-digest': () => ({
      body: {
        success: true,
        enabled: false,
        time: '08:00',
        timeZone: 'Europe/Athens',
        nextAt: null,
        lastSentAt: null,
      },
    }),
  });
  const fake = globalThis.fetch;
  const streams: RequestInit[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    if (String(input) !== '/api/posts/events') return fake(input, init);
    streams.push(init);
    if (!stream) return new Response('{"error":"x","message":"down"}', { status: 503 });
    return stream.response;
  });
  renderWithProviders(
    '/portal/campaigns',
    <>
      <Route path="/:prefix/campaigns" element={<Portal />} />
      {landing('/portal/platforms')}
    </>,
  );
  return {
    calls,
    streams,
    publish: () => {
      list = [published];
    },
  };
}

const card = () => screen.findByRole('article', { name: /Botox/ });

describe('post changes pushed to the portal', () => {
  resetBrowserBetweenTests();
  beforeEach(() => {
    localStorage.setItem('business_token', 'business-token');
  });

  it('changes a card as soon as the server says its post went out, without waiting for the poll', async () => {
    const stream = eventStream();
    const portal = open(stream);
    expect(within(await card()).queryByText('Δημοσιεύτηκε')).toBeNull();
    expect(new Headers(portal.streams[0]?.headers).get('Authorization')).toBe('Bearer business-token');

    portal.publish();
    stream.send(': heartbeat\n\nevent: post\ndata: {"subject":"posts.post.updated","postId":5}\n\n');
    await waitFor(async () =>
      expect(within(await card()).getAllByText('Δημοσιεύτηκε').length).toBeGreaterThan(0),
    );
    expect(portal.calls.filter((c) => c.key === 'GET /api/bulk-posts')).toHaveLength(2);
  });

  it('reads again the cards, the calendar, the bell and the media, nothing else', () => {
    expect(
      ['/api/bulk-posts', '/api/alerts', '/api/media', ['/api/bulk-posts', 2], '/api/media/usage'].every(
        refreshedByPostChange,
      ),
    ).toBe(true);
    expect(
      ['/api/v2/company-info', '/api/bulk-posts-x', '/api/posts/settings', null].some(refreshedByPostChange),
    ).toBe(false);
  });
});
