import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_CREATION_EVENT } from '../../../lib/account-events.ts';
import { RecommendationScreen } from './recommendation-screen.tsx';
import { jsonAnswer } from '../../../test/fetch-stub.ts';

type Reply = { status: number; body: unknown };
type Call = { method: string; url: string; body: Record<string, unknown> | undefined };

const album = (id: string, name: string) => ({
  recommendationId: `rec-${id}`,
  explanation: `You said “rainy day”, and ${name} answers.`,
  album: {
    id,
    spotifyId: null,
    catalogId: id,
    name,
    artists: [{ name: 'Joni Mitchell' }],
    images: [],
    external_urls: { spotify: 'https://open.spotify.com/search/blue' },
    release_date: '1971',
    releaseYear: 1971,
    total_tracks: null,
    duration_ms: null,
    genres: ['Folk'],
    description: 'Warm and mellow for a rainy day',
    explanation: `You said “rainy day”, and ${name} answers.`,
    csvData: { genres: ['Folk'], descriptors: ['warm'] },
  },
});

describe('the recommendation screen', () => {
  let replies: Map<string, Reply[]>;
  let calls: Call[];
  const reply = (path: string, ...answers: Reply[]) =>
    replies.set(path, [...(replies.get(path) ?? []), ...answers]);

  beforeEach(() => {
    localStorage.clear();
    replies = new Map();
    calls = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        const path = new URL(url, 'http://x').pathname;
        calls.push({
          method: init?.method ?? 'GET',
          url: path,
          body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined,
        });
        const answer = replies.get(path)?.shift() ?? { status: 200, body: { success: true } };
        return jsonAnswer(answer.status, answer.body);
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  const show = (isAnonymous = false) =>
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RecommendationScreen
          request={{
            activity: 'rainy day',
            wantNew: 'yeah',
            context: { situation: 'rainy day', company: '', mood: '' },
          }}
          listener={{ id: 'u1', displayName: 'Nadia', isAnonymous }}
          spotifyConnected={false}
          onNewRec={vi.fn()}
          onLeave={vi.fn()}
          onGive={vi.fn()}
        />
      </QueryClientProvider>,
    );
  /** Shows Blue and turns its cover to the side that says why. */
  const showBlueTurned = async () => {
    const user = userEvent.setup();
    reply('/spotify/enhanced-recommendation', { status: 200, body: album('csv_blue', 'Blue') });
    show();
    await user.click(
      await screen.findByRole('button', { name: 'Why this album?' }, { timeout: 4000 }),
    );
    return user;
  };
  const interactions = () =>
    calls.filter((call) => call.url === '/spotify/album-interaction').map((call) => call.body);

  it('says Oops! with the spec’s 429 words, and Try Again brings an album', async () => {
    const user = userEvent.setup();
    reply(
      '/spotify/enhanced-recommendation',
      { status: 429, body: { code: 'RATE_LIMITED', message: 'slow down' } },
      { status: 200, body: album('csv_blue', 'Blue') },
    );
    show();
    expect(await screen.findByRole('heading', { name: 'Oops!' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      "We're getting a lot of requests right now. Please wait a moment and try again.",
    );
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Blue', level: 1 })).toBeVisible();
    const [request] = calls;
    expect(request?.body).toMatchObject({
      responses: { activity: 'rainy day', wantNew: 'yeah' },
      userProfile: { display_name: 'Nadia' },
      guideWord: 'sage',
      situation: 'rainy day',
    });
  });

  it('answers other failures with the generic words', async () => {
    reply('/spotify/enhanced-recommendation', {
      status: 500,
      body: { code: 'INTERNAL_ERROR', message: 'x' },
    });
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to get recommendation. Please try again.',
    );
  });

  it('sends Know this? after 300 ms of calm, and nothing when the answer was undone', async () => {
    const user = userEvent.setup();
    reply('/spotify/enhanced-recommendation', { status: 200, body: album('csv_blue', 'Blue') });
    show();
    const yes = await screen.findByRole('button', { name: 'Yes' });
    await user.click(yes);
    await user.click(yes);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(interactions()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() =>
      expect(interactions()).toEqual([
        expect.objectContaining({
          interactionType: 'mark_unknown',
          isKnown: false,
          albumId: 'csv_blue',
        }),
      ]),
    );
  });

  it('adds a preset and a custom tag, and refuses a custom tag already there', async () => {
    const user = userEvent.setup();
    reply('/spotify/enhanced-recommendation', { status: 200, body: album('csv_blue', 'Blue') });
    show();
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await user.click(await screen.findByRole('button', { name: 'chill' }));
    await user.click(screen.getByRole('button', { name: 'Add tag' }));
    await user.type(screen.getByPlaceholderText('Your tag'), 'Chill{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('That tag is already here');
    await user.clear(screen.getByPlaceholderText('Your tag'));
    await user.type(screen.getByPlaceholderText('Your tag'), '  rainy   window {Enter}');
    expect(screen.getByRole('button', { name: 'rainy window' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() =>
      expect(
        interactions()
          .filter((body) => body?.interactionType === 'tag' && body.tagAction === 'add')
          .flatMap((body) => body?.tags),
      ).toEqual(['chill', 'rainy window']),
    );
  });

  it('puts the favourite back and says so when saving it fails', async () => {
    const user = userEvent.setup();
    reply('/spotify/enhanced-recommendation', { status: 200, body: album('csv_blue', 'Blue') });
    reply('/spotify/album-interaction', {
      status: 500,
      body: { code: 'INTERNAL_ERROR', message: 'x' },
    });
    show();
    await user.click(await screen.findByRole('button', { name: 'Add to favorites' }));
    expect(await screen.findByRole('button', { name: 'Add to favorites' })).toBeVisible();
    await waitFor(() => expect(interactions()).toHaveLength(1));
  });

  it('invites an anonymous listener to create an account when they try the Spotify library', async () => {
    const user = userEvent.setup();
    const prompts: unknown[] = [];
    const listen = (event: Event) => prompts.push((event as CustomEvent).detail);
    window.addEventListener(ACCOUNT_CREATION_EVENT, listen);
    reply('/spotify/enhanced-recommendation', { status: 200, body: album('csv_blue', 'Blue') });
    show(true);
    await user.click(await screen.findByRole('button', { name: 'Save to Spotify' }));
    expect(prompts).toEqual([
      expect.objectContaining({
        trigger: 'feature',
        explicit: true,
        subtitle: expect.stringContaining('needs Spotify'),
      }),
    ]);
    expect(calls.some((call) => call.url.startsWith('/spotify/save-album'))).toBe(false);
    window.removeEventListener(ACCOUNT_CREATION_EVENT, listen);
  });

  it('offers no Spotify library to a signed-in listener without Spotify', async () => {
    reply('/spotify/enhanced-recommendation', { status: 200, body: album('csv_blue', 'Blue') });
    show(false);
    expect(await screen.findByRole('button', { name: 'Add to favorites' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save to Spotify' })).toBeNull();
  });

  it('shows the placeholder track list labelled as one when no tracks are known', async () => {
    const user = await showBlueTurned();
    await user.click(screen.getByRole('tab', { name: 'Tracklist' }));
    const list = screen.getByRole('list', { name: 'Track list not available — placeholder' });
    expect(list.querySelectorAll('li')).toHaveLength(13);
  });

  it('keeps keyboard focus on the side of the cover that turns to face the listener', async () => {
    const user = await showBlueTurned();
    expect(screen.getByRole('button', { name: 'Show the cover' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Why this album?' })).toHaveFocus();
  });
});
