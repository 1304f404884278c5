// @vitest-environment happy-dom
import { fakeApi, renderWithProviders, resetBrowserBetweenTests } from '@studio/web/testing';
import { screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshedByInboxChange, usePostEvents } from '../../../live/use-post-events.ts';
import { InboxBadge } from './inbox-badge.tsx';

/** The header as the layout mounts it: the account's live stream beside the inbox badge. */
function Header() {
  usePostEvents();
  return <InboxBadge />;
}

describe('inbox changes pushed to the portal', () => {
  resetBrowserBetweenTests();
  beforeEach(() => localStorage.setItem('business_token', 'business-token'));

  it('counts a new comment in the badge as soon as the stream says the inbox changed', async () => {
    let unread = 0;
    const calls = fakeApi({
      'GET /api/inbox/count': () => ({ body: { success: true, unread, waiting: 0 } }),
    });
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        controller = c;
      },
    });
    const fake = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) =>
      String(input) === '/api/posts/events'
        ? new Response(body, { headers: { 'Content-Type': 'text/event-stream' } })
        : fake(input, init),
    );
    renderWithProviders('/portal/setup', <Route path="/:prefix/setup" element={<Header />} />);
    const badge = await screen.findByRole('link', { name: 'Εισερχόμενα' });

    unread = 1;
    controller.enqueue(
      new TextEncoder().encode('event: inbox\ndata: {"threadId":4,"change":"received","unread":1}\n\n'),
    );
    await waitFor(() => expect(badge).toHaveAccessibleName('Εισερχόμενα: 1 μη αναγνωσμένη συνομιλία'));
    expect(calls.filter((c) => c.key === 'GET /api/inbox/count')).toHaveLength(2);
  });

  it('reads again the inbox queries only', () => {
    expect(
      ['/api/inbox/count', '/api/inbox/threads?filter=all', '/api/inbox/threads/3'].every(
        refreshedByInboxChange,
      ),
    ).toBe(true);
    expect(['/api/bulk-posts', '/api/alerts', null].some(refreshedByInboxChange)).toBe(false);
  });
});
