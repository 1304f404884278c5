import net from 'node:net';

// Ports the tests give the processes they start. They come from below Linux's ephemeral range
// (32768–60999): a port there can be taken at any moment by an outgoing connection (a database
// client's, a browser's), and a process told to listen on it then dies with EADDRINUSE.
const LOWEST = 20_000;
const BELOW_EPHEMERAL = 32_768;

/**
 * Ports handed out by this process. A range is free when asked for, but its processes listen later: a
 * second call meanwhile (a NATS server started after the range was chosen) must not give the same ports.
 */
const handedOut = new Set<number>();

/**
 * The first of `count` consecutive ports that nothing listens on now and this process has not handed
 * out before, from a random place in the range.
 */
export async function freePortRange(count: number): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const base = LOWEST + Math.floor(Math.random() * (BELOW_EPHEMERAL - LOWEST - count));
    const range = Array.from({ length: count }, (_, i) => base + i);
    if (range.some((port) => handedOut.has(port))) continue;
    let free = true;
    for (let port = base; free && port < base + count; port++) free = await canListen(port);
    if (!free) continue;
    for (const port of range) handedOut.add(port);
    return base;
  }
  throw new Error(`no ${count} free consecutive ports between ${LOWEST} and ${BELOW_EPHEMERAL}`);
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    // On every address, as the services listen (HOST 0.0.0.0).
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}
