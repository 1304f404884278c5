import { describe, expect, it } from 'vitest';
import { listen } from './listen.ts';
import { freePortRange } from './testing/ports.ts';

describe('listen', () => {
  it('answers once it listens, and says plainly when the port is taken', async () => {
    const port = await freePortRange(1);
    const server = await listen({ fetch: () => new Response('ok'), port, hostname: '127.0.0.1' });
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
    await expect(
      listen({ fetch: () => new Response('second'), port, hostname: '127.0.0.1' }),
    ).rejects.toThrow(
      `Port ${port} is already in use: another Post Studio (or another program) listens there. Stop it, or set PORT to a free port.`,
    );
    await new Promise((resolve) => server.close(resolve));
    // Free again: a new server listens.
    const again = await listen({ fetch: () => new Response('ok'), port, hostname: '127.0.0.1' });
    await new Promise((resolve) => again.close(resolve));
  });
});
