import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connection } from './balancer.ts';
import { serviceAddresses } from './service-addresses.ts';
import { httpUpstream } from './upstreams.ts';

/** A replica that answers with the address it listens on. */
const replica = (host: string) =>
  http.createServer((_req, res) => {
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ host }));
  });

describe('a service URL whose DNS name stands for several replicas', () => {
  // Two replicas on one port, as compose gives each container of a scaled service its own address.
  const first = replica('127.0.0.1');
  const second = replica('127.0.0.2');
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => first.listen(0, '127.0.0.1', resolve));
    port = (first.address() as AddressInfo).port;
    await new Promise<void>((resolve) => second.listen(port, '127.0.0.2', resolve));
  });
  afterAll(async () => {
    await Promise.all([first, second].map((s) => new Promise((resolve) => s.close(resolve))));
  });

  const hostsAnswering = async (upstream: ReturnType<typeof httpUpstream>, requests: number) => {
    const hosts = new Set<string>();
    for (let i = 0; i < requests; i++) {
      const answer = await upstream.fetch(new Request(`http://gateway/api/posts/${i}`));
      hosts.add(((await answer.json()) as { host: string }).host);
    }
    return [...hosts].sort();
  };

  it('sends requests to every address the name resolves to', async () => {
    const asked: string[] = [];
    const resolve = async (hostname: string) => {
      asked.push(hostname);
      return ['127.0.0.1', '127.0.0.2'];
    };
    const posts = httpUpstream('posts', `http://svc-posts:${port}`, 2_000, {
      dnsRefreshMs: 3_600_000,
      resolve,
    });
    await expect.poll(async () => (await posts.health(1_000)).length).toBe(2);
    expect(asked).toEqual(['svc-posts']);
    expect(await hostsAnswering(posts, 4)).toEqual(['127.0.0.1', '127.0.0.2']);
    expect((await posts.health(1_000)).map(({ address }) => address)).toEqual([
      `http://127.0.0.1:${port}`,
      `http://127.0.0.2:${port}`,
    ]);
  });
});

describe('the addresses of a service', () => {
  const connect = (url: string) => ({ address: url }) as unknown as Connection;
  const listed = (source: { current(): Connection[] }) => source.current().map((c) => c.address);

  it('follows a name as replicas come and go, and keeps the last addresses while it does not resolve', async () => {
    let answer: string[] | Error = ['10.0.0.3', '10.0.0.4'];
    const resolve = async () => {
      if (answer instanceof Error) throw answer;
      return answer;
    };
    const addresses = serviceAddresses(['http://svc-posts:4004'], connect, { refreshMs: 3_600_000, resolve });
    expect(listed(addresses)).toEqual(['http://svc-posts:4004']);
    await addresses.refresh();
    expect(listed(addresses)).toEqual(['http://10.0.0.3:4004/', 'http://10.0.0.4:4004/']);
    const kept = addresses.current()[1];

    answer = ['10.0.0.4', '10.0.0.5'];
    await addresses.refresh();
    expect(listed(addresses)).toEqual(['http://10.0.0.4:4004/', 'http://10.0.0.5:4004/']);
    expect(addresses.current()[0]).toBe(kept);

    answer = new Error('getaddrinfo EAI_AGAIN svc-posts');
    await addresses.refresh();
    expect(listed(addresses)).toEqual(['http://10.0.0.4:4004/', 'http://10.0.0.5:4004/']);
    addresses.stop();
  });

  it('leaves IP addresses and localhost as they are, and never looks them up', async () => {
    const resolve = async () => {
      throw new Error('not to be asked');
    };
    const urls = ['http://127.0.0.1:4004', 'http://[::1]:4004', 'http://localhost:4004'];
    const addresses = serviceAddresses(urls, connect, { refreshMs: 10, resolve });
    await addresses.refresh();
    expect(listed(addresses)).toEqual(urls);
    addresses.stop();
  });

  it('writes an IPv6 address of a name in brackets', async () => {
    const addresses = serviceAddresses(['http://svc-posts:4004/base'], connect, {
      refreshMs: 3_600_000,
      resolve: async () => ['fd00::3'],
    });
    await addresses.refresh();
    expect(listed(addresses)).toEqual(['http://[fd00::3]:4004/base']);
    addresses.stop();
  });
});
