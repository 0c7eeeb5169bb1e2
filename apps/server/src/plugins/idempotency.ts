import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { AppError, badRequest } from '../lib/app-error.ts';
import {
  claimKey,
  forgetOldKeys,
  readKey,
  releaseKey,
  storeAnswer,
  type StoredAnswer,
} from '../lib/idempotency/idempotency.repository.ts';
import { readSession } from '../lib/listener-session.ts';

const KEY = /^[A-Za-z0-9_-]{8,128}$/;
const KEPT_MS = 24 * 60 * 60 * 1000;
/** How long a repeat waits for the first request to finish before answering 409. */
const WAIT_FOR_FIRST_MS = 10_000;
const POLL_MS = 50;
/** A claim older than this without an answer belongs to a request that died with its instance. */
const ABANDONED_MS = 60_000;

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyClaim?: { userId: string; key: string };
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function fingerprint(request: FastifyRequest): string {
  const what = JSON.stringify([request.method, request.routeOptions.url, request.body ?? null]);
  return createHash('sha256').update(what).digest('base64url');
}

async function settledAnswer(db: Database, userId: string, key: string, first: StoredAnswer) {
  let held: StoredAnswer | null = first;
  const until = Date.now() + WAIT_FOR_FIRST_MS;
  while (held && held.statusCode === null && Date.now() < until) {
    await sleep(POLL_MS);
    held = await readKey(db, userId, key);
  }
  return held;
}

/**
 * `Idempotency-Key` on every signed-in POST: the first request with a key runs and its answer is
 * kept; the same key again (a double tap, a retry after a lost answer) gets that answer replayed
 * and creates nothing. The same key with another body is refused (422). A failed request keeps
 * nothing, so it may be retried with its key.
 */
export function registerIdempotency(app: FastifyInstance, db: Database, now = () => new Date()) {
  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'POST' || request.url.startsWith('/api/auth/')) return;
    const key = request.headers['idempotency-key'];
    if (key === undefined) return;
    if (typeof key !== 'string' || !KEY.test(key))
      throw badRequest(
        'Idempotency-Key must be 8 to 128 letters, digits, "-" or "_".',
        'headers.idempotency-key',
      );
    const session = await readSession(request);
    if (!session) return; // the route itself answers 401
    const userId = session.user.id;
    const at = now();
    await forgetOldKeys(db, userId, new Date(at.getTime() - KEPT_MS));
    const print = fingerprint(request);
    const held = await claimKey(db, {
      userId,
      key,
      fingerprint: print,
      now: at,
      abandonedBefore: new Date(at.getTime() - ABANDONED_MS),
    });
    if (!held) {
      request.idempotencyClaim = { userId, key };
      return;
    }
    if (held.fingerprint !== print)
      throw new AppError(
        'IDEMPOTENCY_KEY_REUSED',
        'This Idempotency-Key was already used for a different request.',
        422,
      );
    const answer = await settledAnswer(db, userId, key, held);
    if (!answer || answer.statusCode === null || answer.body === null)
      throw new AppError(
        'IDEMPOTENCY_IN_PROGRESS',
        'The same request is still being handled. Try again in a moment.',
        409,
        { headers: { 'retry-after': '1' } },
      );
    reply.code(answer.statusCode).header('idempotent-replayed', 'true');
    if (answer.contentType) reply.type(answer.contentType);
    // The stored answer is already serialized: it goes out as it was sent the first time.
    return reply.serializer((payload: unknown) => String(payload)).send(answer.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = undefined;
    const body =
      typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString() : null;
    if (reply.statusCode >= 200 && reply.statusCode < 300 && body !== null) {
      const type = reply.getHeader('content-type');
      await storeAnswer(db, claim.userId, claim.key, {
        statusCode: reply.statusCode,
        contentType: typeof type === 'string' ? type : null,
        body,
      });
    } else {
      await releaseKey(db, claim.userId, claim.key);
    }
    return payload;
  });
}
