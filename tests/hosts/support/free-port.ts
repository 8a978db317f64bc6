/**
 * Ports for the hosts' runtimes, asked of the system before a runtime starts.
 * A port is free only until it is closed again: the system may hand the same
 * one to the next request, and then wrangler's server and its inspector, or two
 * runtimes starting side by side, try to bind one port and the runtime exits
 * with "Address already in use". So a port this process has handed out is
 * never handed out again.
 */
import net from 'node:net';

const handedOut = new Set<number>();
const ATTEMPTS = 50;

function portTheSystemFrees(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address !== null
          ? resolve(address.port)
          : reject(new Error('The system gave no port on 127.0.0.1')),
      );
    });
  });
}

/** A port on 127.0.0.1 that is free now and that no earlier call returned. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const port = await portTheSystemFrees();
    if (!handedOut.has(port)) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error(`No new free port on 127.0.0.1 in ${ATTEMPTS} attempts`);
}
