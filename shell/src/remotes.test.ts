// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { fetchRemotesManifest, parseRemotesManifest } from './remotes.ts';

describe('the remotes manifest', () => {
  it('reads both entries and makes relative ones absolute', () => {
    expect(
      parseRemotesManifest(
        { admin: '/remotes/admin/remoteEntry.js', portal: 'https://cdn.example.com/portal/remoteEntry.js' },
        'https://studio.example.com/admin/dashboard',
      ),
    ).toEqual({
      admin: 'https://studio.example.com/remotes/admin/remoteEntry.js',
      portal: 'https://cdn.example.com/portal/remoteEntry.js',
    });
  });

  it('names the remote whose entry is missing', () => {
    expect(() => parseRemotesManifest({ admin: '/a.js' }, 'http://x/')).toThrow(
      '/remotes.json has no entry URL for the portal remote',
    );
    expect(() => parseRemotesManifest([], 'http://x/')).toThrow('no entry URL for the admin remote');
    expect(() => parseRemotesManifest('nope', 'http://x/')).toThrow('/remotes.json is not a JSON object');
  });

  it('fetches /remotes.json without the HTTP cache', async () => {
    const fetchStub = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            admin: '/remotes/admin/remoteEntry.js',
            portal: '/remotes/portal/remoteEntry.js',
          }),
        ),
    );
    const manifest = await fetchRemotesManifest(fetchStub as unknown as typeof fetch);
    expect(fetchStub).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-store' }));
    expect(manifest.portal).toBe(new URL('/remotes/portal/remoteEntry.js', window.location.href).href);
  });

  it('fails with the status when the gateway does not answer', async () => {
    const fetchStub = vi.fn(
      async () => new Response('down', { status: 503, statusText: 'Service Unavailable' }),
    );
    await expect(fetchRemotesManifest(fetchStub as unknown as typeof fetch)).rejects.toThrow(
      '/remotes.json answered 503 Service Unavailable',
    );
  });
});
