import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountProfileSchema,
  accountTypeResultSchema,
  browserTokensRequestSchema,
  findAccountByEmailRequestSchema,
  findAccountByEmailResponseSchema,
  linkSpotifyRequestSchema,
  mergeAccountsRequestSchema,
  mergeResultSchema,
  refreshAnonymousTokenRequestSchema,
  refreshTokenRequestSchema,
  smartMergeRequestSchema,
  spotifyIdParamsSchema,
  spotifySessionStatusSchema,
  spotifyShapedProfileSchema,
  successSchema,
  tokenStatusSchema,
  updateAccountTypeRequestSchema,
} from '@album-club/contracts/accounts';
import { AppError, forbidden } from '../../lib/app-error.ts';
import { forgetCallerSession, requireSession, spotifyFor } from '../../lib/listener-session.ts';
import { clearPendingMerge, pendingAnonymousUserId } from '../../lib/pending-merge.ts';
import {
  accountProfile,
  confirmAccountType,
  confirmSpotifyLink,
  findOwnAccountByEmail,
  mergeProvenAccounts,
  ownSpotifyProfile,
  renewSpotifySession,
  spotifySessionStatus,
} from './accounts.service.ts';

/** Spec calls that sent browser-held provider tokens: the browser holds none now. */
const browserTokensGone = () =>
  new AppError(
    'GONE',
    'Spotify tokens are kept on the server and never accepted from the browser. Sign in with Connect Spotify.',
    410,
  );

const codeExchangeGone = () =>
  new AppError(
    'GONE',
    'The Spotify code exchange happens on the server: start sign-in with POST /api/auth/sign-in/social.',
    410,
  );

async function ownId(request: FastifyRequest, claimed: string) {
  const session = await requireSession(request);
  if (session.user.id !== claimed) throw forbidden('That is not your account.');
  return session;
}

/** The signed-in listener's account and the spec's account calls, each answering only its owner. */
export function accountRoutes(https: boolean) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const services = base;
    const ok200 = <T>(schema: T) => ({ 200: schema });
    // Account calls may merge, link or re-type the caller: later calls read the session afresh.
    app.addHook('onSend', async (request) => {
      if (request.method !== 'GET') forgetCallerSession(request);
    });

    app.get(
      '/api/account',
      { schema: { response: ok200(accountProfileSchema) } },
      async (request) => accountProfile(services, await requireSession(request)),
    );

    app.post(
      '/spotify/refresh-token',
      {
        schema: { body: refreshTokenRequestSchema.optional(), response: ok200(tokenStatusSchema) },
      },
      async (request) => {
        const session = await requireSession(request);
        await base.limiter.consume('spotify-renewal', session.user.id);
        return renewSpotifySession(services, session);
      },
    );

    app.get(
      '/auth/retrieve-anonymous-tokens/:spotifyId',
      { schema: { params: spotifyIdParamsSchema, response: ok200(spotifySessionStatusSchema) } },
      async (request) =>
        spotifySessionStatus(services, await requireSession(request), request.params.spotifyId),
    );

    app.post(
      '/auth/refresh-anonymous-token',
      { schema: { body: refreshAnonymousTokenRequestSchema, response: ok200(tokenStatusSchema) } },
      async (request) => {
        const session = await requireSession(request);
        await base.limiter.consume('spotify-renewal', session.user.id);
        return renewSpotifySession(services, session, request.body.spotify_id);
      },
    );

    app.get(
      '/auth/user-profile/:spotifyId',
      { schema: { params: spotifyIdParamsSchema, response: ok200(spotifyShapedProfileSchema) } },
      async (request) =>
        ownSpotifyProfile(services, await requireSession(request), request.params.spotifyId),
    );

    app.post(
      '/auth/link-supabase',
      { schema: { body: linkSpotifyRequestSchema, response: ok200(successSchema) } },
      async (request) =>
        confirmSpotifyLink(
          services,
          await ownId(request, request.body.supabase_id),
          request.body.spotify_user_id,
        ),
    );

    app.post(
      '/auth/update-account-type',
      {
        schema: { body: updateAccountTypeRequestSchema, response: ok200(accountTypeResultSchema) },
      },
      async (request) =>
        confirmAccountType(
          services,
          await ownId(request, request.body.supabase_id),
          request.body.auth_provider,
        ),
    );

    app.post(
      '/api/auth/find-account-by-email',
      {
        schema: {
          body: findAccountByEmailRequestSchema,
          response: ok200(findAccountByEmailResponseSchema),
        },
      },
      async (request) =>
        findOwnAccountByEmail(
          services,
          await ownId(request, request.body.current_supabase_id),
          request.body.email,
        ),
    );

    // Merges need both sessions: the account's (the session cookie) and the anonymous one's.
    app.post(
      '/auth/merge-accounts',
      { schema: { body: mergeAccountsRequestSchema, response: ok200(mergeResultSchema) } },
      async (request, reply) => {
        const session = await ownId(request, request.body.existing_supabase_id);
        const anonymousId = await pendingAnonymousUserId(request, https);
        if (anonymousId !== request.body.anonymous_supabase_id)
          throw forbidden('That anonymous session is not yours.');
        const result = await mergeProvenAccounts(services, anonymousId, session.user.id);
        clearPendingMerge(reply, https);
        return result;
      },
    );

    app.post(
      '/api/auth/smart-merge',
      { schema: { body: smartMergeRequestSchema, response: ok200(mergeResultSchema) } },
      async (request, reply) => {
        const session = await requireSession(request);
        const { existing_spotify_id: spotifyId } = request.body;
        if (spotifyId && (await spotifyFor(services, session.user.id))?.spotifyUserId !== spotifyId)
          throw forbidden('That Spotify account is not yours.');
        const anonymousId = await pendingAnonymousUserId(request, https);
        if (anonymousId !== request.body.current_supabase_id)
          throw forbidden('That anonymous session is not yours.');
        const result = await mergeProvenAccounts(services, anonymousId, session.user.id);
        clearPendingMerge(reply, https);
        return result;
      },
    );

    for (const url of [
      '/spotify/migrate-session',
      '/auth/store-anonymous-tokens',
      '/api/auth/store-anonymous-tokens',
    ]) {
      app.post(url, { schema: { body: browserTokensRequestSchema.optional() } }, async () => {
        throw browserTokensGone();
      });
    }
    for (const url of ['/api/auth/exchange-code', '/api/mobile/auth/exchange-code']) {
      app.post(url, { schema: { body: browserTokensRequestSchema.optional() } }, async () => {
        throw codeExchangeGone();
      });
    }
  };
}
