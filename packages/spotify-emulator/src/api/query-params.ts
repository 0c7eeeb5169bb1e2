import { ApiError } from '../http/api-error.ts';

/** Reads an integer query parameter the way Spotify validates it (`400 Invalid limit`). */
export function intParam(
  query: URLSearchParams,
  name: string,
  rule: { min: number; max: number; fallback: number },
): number {
  const raw = query.get(name);
  if (raw === null || raw === '') return rule.fallback;
  if (!/^-?\d+$/.test(raw)) throw new ApiError(400, `Invalid ${name}`);
  const value = Number(raw);
  if (value < rule.min || value > rule.max) throw new ApiError(400, `Invalid ${name}`);
  return value;
}

export function limitAndOffset(query: URLSearchParams, maxLimit = 50, defaultLimit = 20) {
  return {
    limit: intParam(query, 'limit', { min: 1, max: maxLimit, fallback: defaultLimit }),
    offset: intParam(query, 'offset', { min: 0, max: 100_000, fallback: 0 }),
  };
}

/** A comma-separated list parameter that must be present, with Spotify's size limit. */
export function listParam(
  query: URLSearchParams,
  name: string,
  max: number,
  noun: string,
): string[] {
  const raw = query.get(name);
  if (raw === null || raw.trim() === '')
    throw new ApiError(400, `Missing required parameter: ${name}`);
  const values = raw.split(',').map((value) => value.trim());
  if (values.length > max) throw new ApiError(400, `Too many ${noun} requested`);
  return values;
}

/** `market` is an ISO 3166-1 alpha-2 code or `from_token`; anything else is refused. */
export function checkMarket(query: URLSearchParams): void {
  const market = query.get('market');
  if (market !== null && market !== 'from_token' && !/^[A-Z]{2}$/.test(market)) {
    throw new ApiError(400, 'Invalid market code');
  }
}
