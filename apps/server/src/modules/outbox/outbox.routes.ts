import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readOutbox } from './outbox.service.ts';
import { outboxPage } from './outbox-page.ts';

const querySchema = z.object({ to: z.string().trim().max(320).optional() });

/** The connection comes from this machine (proxies' forwarded addresses do not count). */
export const isLoopback = (address: string | undefined) =>
  address !== undefined && (address === '::1' || /^(::ffff:)?127\.\d+\.\d+\.\d+$/.test(address));

/**
 * Headers a proxy adds. A proxy on the server's own machine connects from loopback, so a request
 * it passes on would otherwise read as local, whoever sent it.
 */
const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip', 'via'];

export const cameThroughProxy = (headers: Record<string, unknown>) =>
  PROXY_HEADERS.some((name) => headers[name] !== undefined);

/**
 * The local outbox: sign-in codes and mail kept instead of sent, for the demo and end-to-end
 * tests. Only registered outside production, so there it is a plain 404; and only for the
 * machine the server runs on, asked directly, since whoever reads a code can sign in with it.
 */
export async function outboxRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const db = base.db;

  app.addHook('onRequest', async (request, reply) => {
    if (!isLoopback(request.socket.remoteAddress) || cameThroughProxy(request.headers)) {
      return reply.callNotFound();
    }
  });

  app.get('/dev/outbox.json', { schema: { querystring: querySchema } }, async (request, reply) => {
    const messages = await readOutbox(db, request.query.to);
    reply.header('cache-control', 'no-store');
    return {
      messages: messages.map((message) => ({
        ...message,
        createdAt: message.createdAt.toISOString(),
      })),
    };
  });

  app.get('/dev/outbox', async (_request, reply) => {
    const messages = await readOutbox(db);
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(outboxPage(messages));
  });
}
