// A small round-robin balancer for the two-instance bench: what a connection-level (L4) load
// balancer in front of stateless instances does, and nothing more. It passes bytes through
// without reading HTTP, so it takes as little CPU as it can from the instances sharing the
// machine. It keeps the caller's address visible as a balancer with source-address
// transparency does: it connects to the instance from the caller's own loopback address
// (any 127.0.0.0/8 address is this machine's), so the instance sees the caller as its peer and
// no X-Forwarded-For is needed. It runs on a thread of its own: sharing the load generator's
// event loop, it would delay both and the bench would measure that.
import net from 'node:net';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

/** Connects `incoming` to the instance on `upstreamPort`, from the caller's own address. */
function join(incoming, upstreamPort) {
  const localAddress = incoming.remoteAddress?.replace(/^::ffff:/, '');
  const upstream = net.connect({ host: '127.0.0.1', port: upstreamPort, localAddress });
  incoming.setNoDelay(true);
  upstream.setNoDelay(true);
  const closeBoth = () => {
    incoming.destroy();
    upstream.destroy();
  };
  for (const socket of [incoming, upstream]) {
    socket.on('error', closeBoth);
    socket.on('close', closeBoth);
  }
  incoming.pipe(upstream);
  upstream.pipe(incoming);
  return upstream;
}

function serve(upstreamPorts, port) {
  const open = new Set();
  let next = 0;
  const server = net.createServer((incoming) => {
    const upstream = join(incoming, upstreamPorts[next]);
    next = (next + 1) % upstreamPorts.length;
    open.add(incoming);
    incoming.once('close', () => open.delete(incoming));
    open.add(upstream);
    upstream.once('close', () => open.delete(upstream));
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({
        close: () =>
          new Promise((done) => {
            open.forEach((socket) => socket.destroy());
            server.close(() => done());
          }),
      }),
    ),
  );
}

if (!isMainThread && workerData?.roundRobinProxy) {
  const { upstreamPorts, port } = workerData.roundRobinProxy;
  const proxy = await serve(upstreamPorts, port);
  parentPort.once('message', async () => {
    await proxy.close();
    parentPort.postMessage('closed');
  });
  parentPort.postMessage('ready');
}

/** The balancer on `port`, on a worker thread; `close()` stops it. */
export function startRoundRobinProxy(upstreamPorts, port) {
  const worker = new Worker(new URL(import.meta.url), {
    workerData: { roundRobinProxy: { upstreamPorts, port } },
  });
  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.once('message', () =>
      resolve({
        close: () =>
          new Promise((done) => {
            worker.once('message', () => void worker.terminate().then(() => done()));
            worker.postMessage('close');
          }),
      }),
    );
  });
}
