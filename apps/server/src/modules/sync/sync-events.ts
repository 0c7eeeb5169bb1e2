import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';
import type { SyncRun } from '@album-club/contracts/sync';

export const POLL_INTERVAL_MS = 250;
const KEEP_ALIVE_MS = 15_000;

/** The open event streams, so a stopping server can end them instead of waiting on them. */
export type OpenStreams = Set<ServerResponse>;

/**
 * Server-sent events for one run: `progress` whenever the run's row changes, then `done` with its
 * final state. The row is read from the database, so the stream works on any app instance, not
 * only the one running the job. The answer bypasses compression (the reply is hijacked), which
 * would otherwise hold events back until a buffer fills.
 */
export async function streamRun(
  reply: FastifyReply,
  load: () => Promise<SyncRun | undefined>,
  open: OpenStreams,
  pollMs = POLL_INTERVAL_MS,
): Promise<void> {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  open.add(raw);
  let closed = false;
  raw.on('close', () => {
    closed = true;
    open.delete(raw);
  });
  const send = (event: string, run: SyncRun) =>
    raw.write(`event: ${event}\nid: ${run.id}\ndata: ${JSON.stringify(run)}\n\n`);

  let last = '';
  let quietSince = Date.now();
  try {
    while (!closed && !raw.writableEnded) {
      const run = await load();
      if (!run) break;
      const snapshot = JSON.stringify(run);
      if (run.status !== 'running') {
        send('done', run);
        break;
      }
      if (snapshot !== last) {
        send('progress', run);
        last = snapshot;
        quietSince = Date.now();
      } else if (Date.now() - quietSince > KEEP_ALIVE_MS) {
        raw.write(': still running\n\n');
        quietSince = Date.now();
      }
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  } finally {
    open.delete(raw);
    if (!raw.writableEnded) raw.end();
  }
}
