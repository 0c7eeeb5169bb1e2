import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  albumSuggestionsQuerySchema,
  albumSuggestionsResponseSchema,
  clubGivesQuerySchema,
  clubGivesResponseSchema,
  friendGivesResponseSchema,
  giveRequestSchema,
  giveResponseSchema,
  openFriendLinkRequestSchema,
  openFriendLinkResponseSchema,
  rewardsSchema,
} from '@album-club/contracts/gives';
import type { Mailer } from '../../integrations/mail/mailer.ts';
import { clientNetwork } from '../../lib/rate-limit/client-network.ts';
import { requireSession } from '../../lib/listener-session.ts';
import { suggestAlbums } from './album-suggestions.service.ts';
import { openFriendLink } from './friend-link.service.ts';
import { clubGives, friendGives, memberRewards, shareGive } from './gives.service.ts';

export interface GiveRouteOptions {
  mailer: Mailer;
  publicUrl: string;
  now?: () => Date;
}

/** Giving a recommendation: to the club, optionally to a friend by e-mail, and its rewards. */
export function giveRoutes(options: GiveRouteOptions) {
  const now = options.now ?? (() => new Date());
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const db = base.db;

    app.post(
      '/spotify/gives',
      {
        bodyLimit: 16 * 1024,
        schema: { body: giveRequestSchema, response: { 200: giveResponseSchema } },
      },
      async (request) => {
        const { user } = await requireSession(request);
        return shareGive(
          {
            db,
            mailer: options.mailer,
            limiter: base.limiter,
            publicUrl: options.publicUrl,
            now,
            log: request.log,
          },
          {
            id: user.id,
            name: user.name,
            isAnonymous: user.isAnonymous,
            network: clientNetwork(request.ip),
          },
          request.body,
        );
      },
    );

    app.get(
      '/spotify/rewards',
      { schema: { response: { 200: rewardsSchema } } },
      async (request) => {
        const { user } = await requireSession(request);
        return memberRewards(db, user.id);
      },
    );

    app.get(
      '/spotify/gives/club',
      { schema: { querystring: clubGivesQuerySchema, response: { 200: clubGivesResponseSchema } } },
      async (request) => {
        await requireSession(request);
        return clubGives(db, request.query.limit);
      },
    );

    app.get(
      '/spotify/gives/friends',
      { schema: { response: { 200: friendGivesResponseSchema } } },
      async (request) => {
        const { user } = await requireSession(request);
        return friendGives(db, user.id);
      },
    );

    app.post(
      '/spotify/gives/open',
      {
        bodyLimit: 1024,
        schema: {
          body: openFriendLinkRequestSchema,
          response: { 200: openFriendLinkResponseSchema },
        },
      },
      async (request) => {
        const { user } = await requireSession(request);
        return openFriendLink(db, user.id, request.body.token, now());
      },
    );

    app.get(
      '/spotify/album-suggestions',
      {
        schema: {
          querystring: albumSuggestionsQuerySchema,
          response: { 200: albumSuggestionsResponseSchema },
        },
      },
      async (request) => {
        const { user } = await requireSession(request);
        const { title, artist } = request.query;
        return { suggestions: await suggestAlbums(db, user.id, title, artist) };
      },
    );
  };
}
