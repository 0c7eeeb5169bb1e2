import type { SpotifyEmulator } from '../start-emulator.ts';

/** A bare HTTP caller for tests: status, headers and parsed JSON body. */
export function webApi(emulator: SpotifyEmulator, accessToken: string) {
  return async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${emulator.url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${accessToken}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    };
  };
}
