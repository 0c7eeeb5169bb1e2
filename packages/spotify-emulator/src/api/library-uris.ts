import { ApiError } from '../http/api-error.ts';

export const URI_TYPES = [
  'track',
  'album',
  'episode',
  'show',
  'audiobook',
  'artist',
  'user',
  'playlist',
] as const;
export type UriType = (typeof URI_TYPES)[number];

export interface ParsedUri {
  uri: string;
  type: UriType;
  id: string;
}

/** Which scope Spotify asks for to change each kind of library item. */
export const MODIFY_SCOPE: Record<UriType, string> = {
  track: 'user-library-modify',
  album: 'user-library-modify',
  episode: 'user-library-modify',
  show: 'user-library-modify',
  audiobook: 'user-library-modify',
  artist: 'user-follow-modify',
  user: 'user-follow-modify',
  playlist: 'playlist-modify-public',
};

export const READ_SCOPE: Record<UriType, string> = {
  ...MODIFY_SCOPE,
  track: 'user-library-read',
  album: 'user-library-read',
  episode: 'user-library-read',
  show: 'user-library-read',
  audiobook: 'user-library-read',
  artist: 'user-follow-read',
  user: 'user-follow-read',
  playlist: 'playlist-read-private',
};

/** `?uris=` as Spotify validates it: required, at most 40, well-formed, of a supported type. */
export function parseUris(query: URLSearchParams, allowed: readonly UriType[]): ParsedUri[] {
  const raw = query.get('uris');
  if (raw === null || raw.trim() === '')
    throw new ApiError(400, 'Missing required parameter: uris');
  const uris = raw.split(',').map((uri) => uri.trim());
  if (uris.length > 40) throw new ApiError(400, 'Too many uris requested. Maximum is 40.');
  return uris.map((uri) => {
    const match = /^spotify:([a-z]+):([A-Za-z0-9._-]+)$/.exec(uri);
    if (!match) throw new ApiError(400, `Invalid URI: ${uri}`);
    const type = match[1] as UriType;
    if (!(allowed as readonly string[]).includes(type))
      throw new ApiError(400, `Unsupported URI type: ${type}`);
    const id = match[2] ?? '';
    if (type !== 'user' && !/^[A-Za-z0-9]{22}$/.test(id))
      throw new ApiError(400, `Invalid URI: ${uri}`);
    return { uri, type, id };
  });
}
