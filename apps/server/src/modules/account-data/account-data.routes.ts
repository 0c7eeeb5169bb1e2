import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountSessionsSchema,
  deleteAccountRequestSchema,
  endedSessionsSchema,
  sessionParamsSchema,
} from '@album-club/contracts/account-data';
import { AUTH_COOKIE_PREFIX } from '../../lib/auth-constants.ts';
import type { GoogleSettings } from '../../lib/auth-providers.ts';
import { forgetCallerSession, requireSession } from '../../lib/listener-session.ts';
import { accountExportZip } from './account-export.service.ts';
import {
  deleteAccount,
  endOtherSessions,
  endSession,
  listSessions,
  type AccountDataDeps,
} from './account-data.service.ts';

export interface AccountDataRouteOptions {
  https: boolean;
  google: GoogleSettings | undefined;
  now?: () => Date;
}

const deletedSchema = z.object({ deleted: z.literal(true), revoked: z.array(z.string()) });

/** The listener's data: export it all, delete it all, see and end their sessions. */
export function accountDataRoutes(options: AccountDataRouteOptions) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const now = options.now ?? (() => new Date());
    const deps: AccountDataDeps = {
      services: base,
      google: options.google,
      now,
      log: base.log,
    };
    const sessionCookie = `${options.https ? '__Secure-' : ''}${AUTH_COOKIE_PREFIX}.session_token`;

    app.get('/api/account/export', async (request, reply) => {
      const { user } = await requireSession(request);
      const zip = await accountExportZip(base.db, user.id, now());
      const day = now().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="album-club-export-${day}.zip"`)
        .header('cache-control', 'no-store')
        .send(zip);
    });

    app.delete(
      '/api/account',
      { schema: { body: deleteAccountRequestSchema, response: { 200: deletedSchema } } },
      async (request, reply) => {
        const { user } = await requireSession(request);
        const answer = await deleteAccount(deps, user.id);
        forgetCallerSession(request);
        reply.header(
          'set-cookie',
          `${sessionCookie}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${options.https ? '; Secure' : ''}`,
        );
        return answer;
      },
    );

    app.get(
      '/api/account/sessions',
      { schema: { response: { 200: accountSessionsSchema } } },
      async (request) => {
        const { user, session } = await requireSession(request);
        return listSessions(deps, user.id, session.id);
      },
    );

    app.delete(
      '/api/account/sessions/:id',
      { schema: { params: sessionParamsSchema, response: { 200: endedSessionsSchema } } },
      async (request) => {
        const { user } = await requireSession(request);
        return endSession(deps, user.id, request.params.id);
      },
    );

    app.delete(
      '/api/account/sessions',
      { schema: { response: { 200: endedSessionsSchema } } },
      async (request) => {
        const { user, session } = await requireSession(request);
        return endOtherSessions(deps, user.id, session.id);
      },
    );
  };
}
