import type { EmulatorState } from '../emulator-state.ts';
import { ApiError } from '../http/api-error.ts';
import { sendJson } from '../http/respond.ts';
import type { Router } from '../http/router.ts';
import type { TimeRange } from '../personas/persona-data.ts';
import { authorize } from './guard.ts';
import { pagingObject } from './paging.ts';
import { limitAndOffset } from './query-params.ts';
import { fullArtist } from './serializers.ts';

const RANGES = new Set<TimeRange>(['short_term', 'medium_term', 'long_term']);

export function registerTopRoutes(router: Router, state: EmulatorState): void {
  router.on('GET', '/v1/me/top/artists', (exchange) => {
    const auth = authorize(exchange, state, ['user-top-read']);
    const range = (exchange.url.searchParams.get('time_range') ?? 'medium_term') as TimeRange;
    if (!RANGES.has(range)) throw new ApiError(400, 'Invalid time range');
    const { limit, offset } = limitAndOffset(exchange.url.searchParams);
    const ids = state.persona(auth.userId)?.topArtists[range] ?? [];
    const items = ids
      .slice(offset, offset + limit)
      .map((id) => fullArtist(state.context, state.store, id));
    const base = `${state.context.origin}/v1/me/top/artists`;
    sendJson(
      exchange,
      200,
      pagingObject(base, items, { offset, limit, total: ids.length }, { time_range: range }),
    );
  });
}
