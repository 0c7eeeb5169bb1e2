// Kept-alive HTTP calls for the load benches. Each listener may call from its own loopback
// address (127.0.0.x), so per-address limits see several people, as they would in production.
import http from 'node:http';

export function createClient(origin, { sockets = 200 } = {}) {
  const agents = new Map();
  const agentFor = (localAddress) => {
    const key = localAddress ?? 'default';
    let agent = agents.get(key);
    if (!agent) {
      agent = new http.Agent({ keepAlive: true, maxSockets: sockets, localAddress });
      agents.set(key, agent);
    }
    return agent;
  };

  /** One request; resolves with status, headers and body (never rejects on an HTTP status). */
  function call(method, url, { body, cookie, localAddress } = {}) {
    return new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const request = http.request(
        `${origin}${url}`,
        {
          method,
          agent: agentFor(localAddress),
          headers: {
            ...(payload ? { 'content-type': 'application/json', origin } : {}),
            ...(cookie ? { cookie } : {}),
          },
        },
        (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode,
              headers: response.headers,
              body: Buffer.concat(chunks).toString('utf8'),
            }),
          );
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
  }

  return { call, close: () => agents.forEach((agent) => agent.destroy()) };
}
