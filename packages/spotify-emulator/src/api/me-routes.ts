import { createHash } from 'node:crypto';
import type { EmulatorState } from '../emulator-state.ts';
import { ApiError } from '../http/api-error.ts';
import { sendJson } from '../http/respond.ts';
import type { Router } from '../http/router.ts';
import { authorize } from './guard.ts';
import { forMode } from './serialize-context.ts';

export function registerMeRoutes(router: Router, state: EmulatorState): void {
  router.on('GET', '/v1/me', (exchange) => {
    const auth = authorize(exchange, state);
    const persona = state.persona(auth.userId);
    if (!persona) throw new ApiError(404, 'User not found');
    const { definition, userId } = persona;
    const origin = state.context.origin;
    const profile: Record<string, unknown> = {
      account_id: createHash('sha256').update(`account:${userId}`).digest('hex').slice(0, 32),
      display_name: definition.displayName,
      external_urls: { spotify: `${origin}/user/${userId}` },
      followers: { href: null, total: definition.followers },
      href: `${origin}/v1/users/${userId}`,
      id: userId,
      images: [300, 64].map((size) => ({
        url: `${origin}/images/user/${userId}/${size}`,
        height: size,
        width: size,
      })),
      type: 'user',
      uri: `spotify:user:${userId}`,
    };
    if (auth.scopes.has('user-read-email')) profile.email = definition.email;
    if (auth.scopes.has('user-read-private')) {
      profile.country = definition.country;
      profile.product = definition.product;
      profile.explicit_content = { filter_enabled: false, filter_locked: false };
    }
    sendJson(exchange, 200, forMode(state.context, 'user', profile));
  });
}
