// A small round-robin HTTP proxy for the two-instance bench: what a load balancer in front of
// stateless instances does, and nothing more. It passes the caller's address on in
// X-Forwarded-For (the instances trust it from 127.0.0.1 only).
import http from 'node:http';

export function startRoundRobinProxy(upstreamPorts, port) {
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
