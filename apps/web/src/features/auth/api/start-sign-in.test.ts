import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startAnonymously, startProviderSignIn } from './start-sign-in.ts';

/** The server's answers, in order, to whatever the sign-in client asks. */
const replies: { status: number; body: unknown }[] = [];

describe('starting a sign-in', () => {
  beforeEach(() => {
    replies.length = 0;
    localStorage.clear();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        const reply = replies.shift() ?? { status: 500, body: { message: 'unexpected call' } };
        return new Response(JSON.stringify(reply.body), {
          status: reply.status,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  const tooMany = {
    status: 429,
    body: {
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please try again in a few minutes.',
    },
  };

  it('tells a refusal for asking too often apart from any other failure', async () => {
    replies.push(tooMany);
    expect(await startProviderSignIn('google')).toBe('rate_limited');
    replies.push({ status: 500, body: { code: 'INTERNAL_ERROR', message: 'Something broke' } });
    expect(await startProviderSignIn('google')).toBe('failed');
    // An answer without the provider's page is a failure too, not a start.
    replies.push({ status: 200, body: { redirect: false } });
    expect(await startProviderSignIn('spotify')).toBe('failed');
  });

  it('does the same for an anonymous start', async () => {
    replies.push(tooMany);
    expect(await startAnonymously()).toBe('rate_limited');
    replies.push({ status: 503, body: { code: 'SERVICE_UNAVAILABLE', message: 'Try later' } });
    expect(await startAnonymously()).toBe('failed');
  });
});
