import { type ImageHostBehaviour, type RunningFake, startFakeImageHost } from '@studio/fakes';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSafeFetch, type SafeFetchError, type SafeFetchErrorCode, safeFetch } from './safe-fetch.ts';

let host: RunningFake<ImageHostBehaviour>;

beforeAll(async () => {
  host = await startFakeImageHost({ slowMs: 3_000, trickleMs: 150 });
});
afterEach(() => host.reset());
afterAll(() => host.close());

const limits = { maxBytes: 200_000, timeoutMs: 2_000, accept: 'image' as const };

async function refusal(promise: Promise<unknown>, code: SafeFetchErrorCode): Promise<SafeFetchError> {
  const error = (await promise.then(
    () => null,
    (e: unknown) => e,
  )) as SafeFetchError | null;
  expect(error?.name).toBe('SafeFetchError');
  expect({ code: error?.code, message: error?.message }).toMatchObject({ code });
  return error!;
}

describe('safeFetch refuses the internal network', () => {
  it('refuses 127.0.0.1 even with a server listening there, and never connects', async () => {
    const error = await refusal(safeFetch(`${host.url}/images/a.png`, limits), 'forbidden_address');
    expect(error.status).toBe(403);
    expect(host.requests).toHaveLength(0);
  });

  it.each([
    'http://localhost/',
    'http://localhost./x.png',
    'http://metadata.google.internal/computeMetadata/v1/',
    'http://printer.local/',
    'http://10.0.0.1/x.png',
    'http://172.16.5.4/x.png',
    'http://192.168.1.1/x.png',
    'http://100.64.0.1/x.png',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]/x.png',
    'http://[::ffff:127.0.0.1]/x.png',
    'http://[::ffff:169.254.169.254]/',
    'http://[fe80::1]/',
    'http://[fc00::1]/',
    'http://[2002:7f00:1::1]/',
    'http://2130706433/',
    'http://0x7f.1/',
    'http://0177.0.0.1/',
    'http://127.1/',
    'http://0.0.0.0/',
    'http://224.0.0.1/',
    'https://127.0.0.1/x.png',
  ])('refuses %s', async (url) => {
    await refusal(safeFetch(url, limits), 'forbidden_address');
  });

  it('refuses a host name when any one of its addresses is private', async () => {
    const fetcher = createSafeFetch({
      resolve: async () => [
        { address: '93.184.216.34', family: 4 },
        { address: '10.1.2.3', family: 4 },
      ],
    });
    await refusal(fetcher('http://mixed.example.test/x.png', limits), 'forbidden_address');
  });

  it('refuses a host name that resolves to loopback', async () => {
    const fetcher = createSafeFetch({ resolve: async () => [{ address: '127.0.0.1', family: 4 }] });
    await refusal(
      fetcher(`http://rebound.example.test:${host.port}/images/a.png`, limits),
      'forbidden_address',
    );
    expect(host.requests).toHaveLength(0);
  });

  it.each([
    'file:///etc/passwd',
    'data:image/png;base64,iVBORw0KGgo=',
    'ftp://example.com/x.png',
    'gopher://example.com/',
    'javascript:alert(1)',
    'http://user:secret@example.com/x.png',
    'not a url',
    `http://example.com/${'a'.repeat(3000)}`,
  ])('refuses the URL %s as invalid', async (url) => {
    const error = await refusal(safeFetch(url, limits), 'invalid_url');
    expect(error.status).toBe(400);
  });
});

describe('safeFetch re-checks every redirect', () => {
  // images.example.test "resolves" to a public address, but the connection really goes to the local fake.
  const publicLooking = () =>
    createSafeFetch({
      resolve: async (name) => {
        if (name !== 'images.example.test')
          throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
        return [{ address: '93.184.216.34', family: 4 }];
      },
      connectToForTests: () => ({ address: '127.0.0.1', family: 4 }),
    });
  const publicUrl = (path: string) => `http://images.example.test:${host.port}${path}`;

  it('follows a redirect between public addresses, keeping the Host header', async () => {
    const result = await publicLooking()(
      publicUrl(`/redirect?to=${encodeURIComponent(publicUrl('/images/b-8x8.png'))}`),
      limits,
    );
    expect(result.contentType).toBe('image/png');
    expect(result.bytes.readUInt32BE(16)).toBe(8); // the PNG's width, from its header
    expect(result.finalUrl).toBe(publicUrl('/images/b-8x8.png'));
    expect(host.requests.map((r) => r.path)).toEqual(['/redirect', '/images/b-8x8.png']);
    expect(host.requests[0]!.headers.host).toBe(`images.example.test:${host.port}`);
  });

  it('refuses a public-looking URL that redirects to loopback, before connecting to it', async () => {
    const to = `http://127.0.0.1:${host.port}/images/secret.png`;
    await refusal(
      publicLooking()(publicUrl(`/redirect?to=${encodeURIComponent(to)}`), limits),
      'forbidden_address',
    );
    expect(host.requests.map((r) => r.path)).toEqual(['/redirect']);
  });

  it.each(['http://169.254.169.254/latest/meta-data/', 'http://[::1]/', 'file:///etc/passwd'])(
    'refuses a redirect to %s',
    async (to) => {
      const error = await publicLooking()(publicUrl(`/redirect?to=${encodeURIComponent(to)}`), limits).then(
        () => null,
        (e: SafeFetchError) => e,
      );
      expect(['forbidden_address', 'invalid_url']).toContain(error?.code);
      expect(host.requests).toHaveLength(1);
    },
  );

  it('refuses an unknown host name as an upstream failure', async () => {
    await refusal(publicLooking()('http://nowhere.example.test/x.png', limits), 'upstream');
  });
});

describe('safeFetch bounds size, time and content (against a local fake, loopback allowed for tests)', () => {
  const fetcher = createSafeFetch({ allowLoopbackForTests: true });

  it('fetches an image and reports its type by its bytes', async () => {
    const result = await fetcher(`${host.url}/images/serum-32x32.png`, limits);
    expect(result.contentType).toBe('image/png');
    expect(result.bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(result.finalUrl).toBe(`${host.url}/images/serum-32x32.png`);
  });

  it('follows relative redirects', async () => {
    const result = await fetcher(`${host.url}/redirect?to=/images/cream.jpg`, limits);
    expect(result.contentType).toBe('image/jpeg');
    expect(result.finalUrl).toBe(`${host.url}/images/cream.jpg`);
  });

  it('stops after 5 redirects', async () => {
    const error = await refusal(fetcher(`${host.url}/redirect-loop/0`, limits), 'upstream');
    expect(error.message).toMatch(/Too many redirects/);
    expect(host.requests).toHaveLength(6);
  });

  it('takes a smaller redirect limit when given', async () => {
    await refusal(fetcher(`${host.url}/redirect-loop/0`, { ...limits, maxRedirects: 1 }), 'upstream');
    expect(host.requests).toHaveLength(2);
  });

  it('refuses an HTML page as not an image', async () => {
    const error = await refusal(fetcher(`${host.url}/images/not-really.jpg`, limits), 'not_image');
    expect(error.status).toBe(415);
  });

  it('refuses HTML labelled image/png: the header is not trusted', async () => {
    await refusal(fetcher(`${host.url}/images/lying.png`, limits), 'not_image');
  });

  it('returns any content when no image is asked for', async () => {
    const result = await fetcher(`${host.url}/images/not-really.jpg`, { maxBytes: 10_000, timeoutMs: 2_000 });
    expect(result.contentType).toBe('text/html');
  });

  it('refuses an answer whose Content-Length is over the limit', async () => {
    const error = await refusal(fetcher(`${host.url}/images/oversize.jpg?bytes=500000`, limits), 'too_large');
    expect(error.status).toBe(413);
  });

  it('refuses an answer without Content-Length once it grows past the limit', async () => {
    await refusal(fetcher(`${host.url}/images/oversize-stream.jpg?bytes=500000`, limits), 'too_large');
  });

  it('accepts an answer just within the limit', async () => {
    const result = await fetcher(`${host.url}/images/oversize-stream.jpg?bytes=1000`, limits);
    expect(result.bytes.length).toBe(1020);
  });

  it('gives up on a slow answer after timeoutMs', async () => {
    const started = Date.now();
    const error = await refusal(
      fetcher(`${host.url}/images/slow.png`, { ...limits, timeoutMs: 300 }),
      'timeout',
    );
    expect(error.status).toBe(504);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('counts the time for the whole answer, not only its start', async () => {
    await refusal(fetcher(`${host.url}/images/trickle-64x64.png`, { ...limits, timeoutMs: 400 }), 'timeout');
  });

  it('reports an error answer as an upstream failure', async () => {
    const error = await refusal(fetcher(`${host.url}/images/missing.png`, limits), 'upstream');
    expect(error.status).toBe(502);
    expect(error.message).toContain('404');
  });

  it('reports a closed port as an upstream failure', async () => {
    const closed = await startFakeImageHost();
    const url = `${closed.url}/images/a.png`;
    await closed.close();
    await refusal(fetcher(url, limits), 'upstream');
  });
});
