export const CALLBACK_PARAMS_KEY = 'spotify_callback_params';

/**
 * A provider that returns tokens in the URL fragment lands on "#access_token=…", which the hash
 * router would read as a route. Keep the parameters for the callback screen and go there instead.
 * Returns true when it moved the app.
 */
export function moveAccessTokenHashToCallback(location: Location, storage: Storage): boolean {
  const hash = location.hash.replace(/^#/, '');
  if (!hash.includes('access_token') || hash.startsWith('/callback')) return false;
  const params = hash.startsWith('/') ? hash.slice(hash.indexOf('?') + 1) : hash;
  storage.setItem(CALLBACK_PARAMS_KEY, params);
  location.replace(`${location.pathname}${location.search}#/callback`);
  return true;
}
