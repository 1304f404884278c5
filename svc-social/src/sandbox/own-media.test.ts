import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { publicOrigins } from '@studio/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchOwnMedia } from './own-media.ts';

describe('the images the in-service sandbox fetches', () => {
  // svc-catalog at an address of its own (MEDIA_PUBLIC_URL), beside the gateway's public one.
  const catalog = http.createServer((_req, res) => res.end('image'));
  let mediaUrl = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => catalog.listen(0, '127.0.0.1', resolve));
    mediaUrl = `http://127.0.0.1:${(catalog.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => catalog.close(resolve)));

  it('come from the media address as well as the public ones, and from nowhere else', async () => {
    const fetchMedia = fetchOwnMedia(publicOrigins('http://portal.test'), mediaUrl);
    const res = await fetchMedia(`${mediaUrl}/api/network-images/facebook/a.jpg`);
    expect(await res.text()).toBe('image');
    await expect(fetchMedia('http://elsewhere.test/a.jpg')).rejects.toThrow(
      /not an address of this platform/,
    );
    await expect(fetchMedia('http://portal.test./a.jpg')).rejects.toThrow(/not an address/);
  });
});
