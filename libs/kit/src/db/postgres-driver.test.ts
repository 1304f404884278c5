// The PostgreSQL driver (postgres.js 3.4.9, patched by patches/postgres+3.4.9.patch) when a connection
// closes at the wrong moment: the failure reaches the query that waits on it, never the process as an
// uncaught error. The server here is a fake on loopback that speaks just enough of PostgreSQL's wire
// protocol (https://www.postgresql.org/docs/current/protocol-flow.html#PROTOCOL-FLOW-START-UP) to
// authenticate a client and then misbehave.
import { once } from 'node:events';
import net from 'node:net';
import postgres from 'postgres';
import { afterEach, describe, expect, it } from 'vitest';

/** A backend message: its type byte, its length (itself included) and its body. */
const message = (type: string, body: Buffer = Buffer.alloc(0)) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length + 4);
  return Buffer.concat([Buffer.from(type), length, body]);
};
/** ReadyForQuery, idle. */
const READY_FOR_QUERY = message('Z', Buffer.from('I'));
/** AuthenticationOk then ReadyForQuery. */
const READY = Buffer.concat([message('R', Buffer.alloc(4)), READY_FOR_QUERY]);
/**
 * The answer to a statement sent as Parse, Describe, Bind, Execute and Sync (how the driver sends its
 * type query), with no rows: ParseComplete, ParameterDescription (none), NoData, BindComplete,
 * CommandComplete, ReadyForQuery.
 */
const NO_ROWS = Buffer.concat([
  message('1'),
  message('t', Buffer.alloc(2)),
  message('n'),
  message('2'),
  message('C', Buffer.from('SELECT 0\0')),
  READY_FOR_QUERY,
]);

type Behaviour = (socket: net.Socket, connection: number) => void;

/** A server that answers the start-up of each connection, then does what `behaviour` says. */
async function fakeServer(behaviour: Behaviour) {
  let connections = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    behaviour(socket, ++connections);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `postgres://studio@127.0.0.1:${port}/test`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, 'close');
    },
  };
}

/** Errors that escaped to the process while `run` ran (and a few turns of the event loop after it). */
async function uncaughtDuring(run: () => Promise<void>): Promise<unknown[]> {
  const escaped: unknown[] = [];
  const take = (error: unknown) => escaped.push(error);
  process.on('unhandledRejection', take);
  process.on('uncaughtException', take);
  try {
    await run();
    for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setTimeout(resolve, 20));
  } finally {
    process.off('unhandledRejection', take);
    process.off('uncaughtException', take);
  }
  return escaped;
}

let closeServer: (() => Promise<void>) | undefined;
afterEach(async () => {
  await closeServer?.();
  closeServer = undefined;
});

describe('the PostgreSQL driver when a connection closes', () => {
  it('rejects the waiting query when the connection fails while the driver fetches the array types', async () => {
    // The first connection closes as the driver asks for the types; the second never answers, so the
    // reconnection times out while the type query is still the connection's current one.
    const server = await fakeServer((socket, connection) => {
      socket.once('data', () => {
        if (connection > 1) return;
        socket.write(READY);
        socket.once('data', () => socket.end());
      });
    });
    closeServer = server.close;
    const sql = postgres(server.url, { max: 1, connect_timeout: 0.3, onnotice: () => {} });
    const escaped = await uncaughtDuring(async () => {
      await expect(sql`select 1`).rejects.toMatchObject({ code: 'CONNECT_TIMEOUT' });
    });
    await sql.end({ timeout: 0 });
    expect(escaped).toEqual([]);
  });

  it('rejects a query on a reserved connection whose server has gone', async () => {
    const server = await fakeServer((socket) => {
      socket.once('data', () => {
        socket.write(READY);
        socket.once('data', () => socket.write(NO_ROWS));
      });
    });
    closeServer = server.close;
    const sql = postgres(server.url, { max: 1, onnotice: () => {} });
    const escaped = await uncaughtDuring(async () => {
      const reserved = await sql.reserve();
      await server.close();
      closeServer = undefined;
      await new Promise((resolve) => setTimeout(resolve, 50));
      await expect(reserved`select 1`).rejects.toMatchObject({ code: 'CONNECTION_CLOSED' });
      reserved.release();
    });
    await sql.end({ timeout: 0 });
    expect(escaped).toEqual([]);
  });
});
