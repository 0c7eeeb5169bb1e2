import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OpenFriendLinkResponse } from '@album-club/contracts/gives';
import { jsonAnswer as answer } from '../../../test/fetch-stub.ts';
import { FriendLinkView } from './friend-link-view.tsx';

const TOKEN = 'a'.repeat(43);
const SCRIPT = '<script>window.hacked = true</script><img src=x onerror="window.hacked=1">';

const given: OpenFriendLinkResponse = {
  giveId: 'give-1',
  album: {
    id: 'csv_joni-mitchell-blue',
    title: 'Blue',
    artist: 'Joni Mitchell',
    imageUrl: null,
    spotifyUrl: null,
  },
  situation: 'Rainy Day',
  description: SCRIPT,
  giverName: 'Ada',
  givenAt: new Date().toISOString(),
  viewer: 'recipient',
  yourRating: null,
};

function show(fetchImpl: (url: string, init?: RequestInit) => Response) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      return fetchImpl(url, init);
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <FriendLinkView token={TOKEN} onDone={vi.fn()} />
    </QueryClientProvider>,
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as { hacked?: unknown }).hacked;
});

describe('the page a friend link opens', () => {
  it('shows the album and the giver’s words as text, never as markup', async () => {
    const calls = show(() => answer(200, given));
    expect(await screen.findByRole('heading', { name: 'Blue' })).toBeVisible();
    expect(screen.getByText('Ada recommends')).toBeVisible();
    expect(screen.getByText('Joni Mitchell', { selector: 'p' })).toBeVisible();
    expect(screen.getByText('Perfect for Rainy Day')).toBeVisible();
    const quote = screen.getByTestId('give-description');
    expect(quote).toHaveTextContent(SCRIPT);
    expect(quote.querySelector('script, img')).toBeNull();
    expect((window as { hacked?: unknown }).hacked).toBeUndefined();
    expect(calls[0]).toEqual({ url: '/spotify/gives/open', body: { token: TOKEN } });
  });

  it('rates the album as the friend’s own rating', async () => {
    const calls = show((url) =>
      url === '/spotify/gives/open' ? answer(200, given) : answer(200, { success: true }),
    );
    const dial = await screen.findByRole('slider', { name: 'Rate it' });
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    dial.focus();
    await userEvent.keyboard('{PageUp}{PageUp}{PageUp}{PageUp}{PageUp}{PageUp}{PageUp}{PageUp}');
    await userEvent.click(save);
    await waitFor(() => expect(screen.getByText('Your rating: 8/10')).toBeVisible());
    expect(calls.at(-1)).toEqual({
      url: '/spotify/album-interaction',
      body: {
        albumId: 'csv_joni-mitchell-blue',
        albumName: 'Blue',
        artistName: 'Joni Mitchell',
        interactionType: 'rate',
        rating: 8,
      },
    });
  });

  it('says clearly when the link is not valid or belongs to someone else', async () => {
    show(() =>
      answer(404, {
        code: 'NOT_FOUND',
        message:
          'This recommendation link is not valid. Check that you opened the whole link from the e-mail.',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This recommendation link is not valid.',
    );
  });

  it('says a cut-short link is incomplete, in words for people rather than field names', async () => {
    show(() =>
      answer(400, {
        code: 'VALIDATION_ERROR',
        message: 'body.token: Too small: expected string to have >=43 characters',
        field: 'body.token',
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This link looks incomplete.');
    expect(alert).not.toHaveTextContent('body.token');
  });
});
