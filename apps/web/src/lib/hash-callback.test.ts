import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CALLBACK_PARAMS_KEY, moveAccessTokenHashToCallback } from './hash-callback.ts';

function fakeLocation(hash: string) {
  return { hash, pathname: '/', search: '', replace: vi.fn() } as unknown as Location & {
    replace: ReturnType<typeof vi.fn>;
  };
}

describe('moveAccessTokenHashToCallback', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps the token parameters in session storage and moves to /callback', () => {
    const location = fakeLocation('#access_token=abc&token_type=Bearer&expires_in=3600');
    expect(moveAccessTokenHashToCallback(location, sessionStorage)).toBe(true);
    expect(sessionStorage.getItem(CALLBACK_PARAMS_KEY)).toBe(
      'access_token=abc&token_type=Bearer&expires_in=3600',
    );
    expect(location.replace).toHaveBeenCalledWith('/#/callback');
  });

  it('leaves a hash that already is the callback route alone', () => {
    const location = fakeLocation('#/callback?access_token=abc');
    expect(moveAccessTokenHashToCallback(location, sessionStorage)).toBe(false);
    expect(sessionStorage.getItem(CALLBACK_PARAMS_KEY)).toBeNull();
    expect(location.replace).not.toHaveBeenCalled();
  });

  it('ignores an ordinary route', () => {
    const location = fakeLocation('#/dashboard');
    expect(moveAccessTokenHashToCallback(location, sessionStorage)).toBe(false);
  });
});
