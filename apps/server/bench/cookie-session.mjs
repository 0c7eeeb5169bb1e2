// One listener's fetch calls to the server: the origin header the server checks, and the cookies
// it sets kept from answer to answer, as a browser would.

/** Answers `call(url, init)`; `defaults` (e.g. `{ redirect: 'manual' }`) go under each init. */
export function cookieSession(origin, defaults = {}) {
  const cookies = new Map();
  return async function call(url, init = {}) {
    const response = await fetch(new URL(url, origin), {
      ...defaults,
      ...init,
      headers: {
        origin,
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...init.headers,
      },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  };
}
