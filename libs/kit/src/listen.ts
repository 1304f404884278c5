import { type ServerType, serve } from '@hono/node-server';

type ServeOptions = Parameters<typeof serve>[0];

/**
 * Starts listening and answers once it does. A port already in use is said plainly (which port, what
 * to do) instead of Node's unhandled 'error' event with its stack.
 */
export function listen(options: ServeOptions & { port: number }): Promise<ServerType> {
  return new Promise((resolve, reject) => {
    const server = serve(options);
    const failed = (error: NodeJS.ErrnoException) => {
      server.close();
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(
              `Port ${options.port} is already in use: another Post Studio (or another program) listens there. Stop it, or set PORT to a free port.`,
            )
          : error,
      );
    };
    server.once('error', failed);
    server.once('listening', () => {
      server.off('error', failed);
      resolve(server);
    });
  });
}
