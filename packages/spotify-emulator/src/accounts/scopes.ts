/** The scopes Spotify's accounts service knows (the OpenAPI file's oauth_2_0 list). */
export const KNOWN_SCOPES = new Set([
  'app-remote-control',
  'playlist-read-private',
  'playlist-read-collaborative',
  'playlist-modify-public',
  'playlist-modify-private',
  'user-library-read',
  'user-library-modify',
  'user-read-private',
  'user-read-email',
  'user-follow-read',
  'user-follow-modify',
  'user-top-read',
  'user-read-playback-position',
  'user-read-playback-state',
  'user-read-recently-played',
  'user-read-currently-playing',
  'user-modify-playback-state',
  'ugc-image-upload',
  'streaming',
]);

export const SCOPE_DESCRIPTIONS: Record<string, string> = {
  'user-read-private': 'Access your subscription details',
  'user-read-email': 'Get your real email address',
  'user-library-read': 'Access your saved content',
  'user-library-modify': 'Manage your saved content',
  'user-top-read': 'Read your top artists and content',
  'user-read-recently-played': 'Access your recently played items',
};

export function parseScopes(raw: string | null): string[] {
  return (raw ?? '').split(/[\s+]+/).filter(Boolean);
}
