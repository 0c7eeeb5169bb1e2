// A small round-robin HTTP proxy for the two-instance bench: what a load balancer in front of
// stateless instances does, and nothing more. It passes the caller's address on in
// X-Forwarded-For (the instances trust it from 127.0.0.1 only). It runs on a thread of its own:
// sharing the load generator's event loop, it would delay both and the bench would measure that.
import http from 'node:http';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

function serve(upstreamPorts, port) {
  const agents = upstreamPorts.map(() => new http.Agent({ keepAlive: true, maxSockets: 256 }));
  let next = 0;
  const server = http.createServer((incoming, outgoing) => {
    const turn = next;
    next = (next + 1) % upstreamPorts.length;
    const forwardedFor = incoming.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '';
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: upstreamPorts[turn],
        method: incoming.method,
        path: incoming.url,
        agent: agents[turn],
        headers: { ...incoming.headers, 'x-forwarded-for': forwardedFor },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(upstream);
  });
  server.keepAliveTimeout = 30_000;
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({
        close: () =>
          new Promise((done) => {
            agents.forEach((agent) => agent.destroy());
            server.closeAllConnections();
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

/** The proxy on `port`, on a worker thread; `close()` stops it. */
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
