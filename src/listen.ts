import net from 'node:net';

/** A place the server cannot listen at, said in words that name the setting to change: printed without a stack. */
export class ListenError extends Error {}

/** Node's listen error as the settings it comes from (PORT, HOST); any other error as it is. */
function explain(err: NodeJS.ErrnoException, port: number, host: string): Error {
  switch (err.code) {
    case 'EADDRINUSE':
      return new ListenError(`port ${port} on ${host} is already in use (by another Forklift?): stop what listens there, or choose another port with PORT, e.g. PORT=${port === 65535 ? 4001 : port + 1} npm start`);
    case 'EACCES':
      return new ListenError(`port ${port} needs privileges this process does not have: choose a port above 1023 with PORT`);
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
      return new ListenError(`HOST ${host} is not an address of this machine: set HOST to one that is (127.0.0.1 for this machine only, 0.0.0.0 for every interface)`);
    default:
      return err;
  }
}

/** Listens, or rejects with what is wrong: never a server left half-started and not listening. */
export function listen(server: net.Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const fail = (err: NodeJS.ErrnoException) => reject(explain(err, port, host));
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      resolve();
    });
  });
}

/**
 * Fails at once when host:port cannot be listened on: checked before anything slow starts (the
 * embedded database), so a taken port is said in a moment rather than after the database is up.
 * Port 0 (any free port) always can.
 */
export async function checkListenable(port: number, host: string): Promise<void> {
  if (port === 0) return;
  const probe = net.createServer();
  await listen(probe, port, host);
  await new Promise((resolve) => probe.close(resolve));
}

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);
const EVERY_INTERFACE = new Set(['0.0.0.0', '::']);

/** The banner's address for this machine's browser, and who else can reach it (naming HOST, which changes it). */
export function whereListening(host: string, port: number): { url: string; reach: string } {
  if (LOOPBACK.has(host)) return { url: `http://localhost:${port}`, reach: 'this machine only; HOST=0.0.0.0 opens it to every interface' };
  if (EVERY_INTERFACE.has(host)) return { url: `http://localhost:${port}`, reach: `every interface (HOST=${host})` };
  return { url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`, reach: `HOST=${host}` };
}
