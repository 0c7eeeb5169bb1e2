// A port for a server that a runner starts as a separate process and must name in advance.
import { createServer } from 'node:net';
import { readFileSync } from 'node:fs';

/**
 * Ports the system hands out on its own (listen(0), outgoing connections) come from the
 * ephemeral range; a port picked there and let go can be taken by any of those before the server
 * that was meant to have it binds it. So the port is picked below that range, at random, and
 * checked free.
 */
function ephemeralStart() {
  try {
    const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
      .trim()
      .split(/\s+/);
    const start = Number(low);
    return Number.isInteger(start) && start > 12_000 ? start : 32_768;
  } catch {
    return 32_768; // Linux's default; macOS and Windows start at 49152.
  }
}

const isFree = (port) =>
  new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

const taken = new Set();

/** A free loopback port below the ephemeral range, never the same twice in one process. */
export async function freePort() {
  const high = ephemeralStart();
  const low = high - 10_000;
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = low + Math.floor(Math.random() * (high - low));
    if (taken.has(port) || !(await isFree(port))) continue;
    taken.add(port);
    return port;
  }
  throw new Error(`no free port between ${low} and ${high}`);
}
