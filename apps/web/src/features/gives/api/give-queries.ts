import { queryOptions } from '@tanstack/react-query';
import { intentKeys } from '../../../lib/intent-key.ts';
import { listenerKeys, SHORT_CACHE_MS } from '../../../lib/listener-data.ts';
import { exactFirst } from './exact-first.ts';
import {
  getAlbumSuggestions,
  getClubGives,
  getFriendGives,
  getRewards,
  openFriendLink,
} from './gives-api.ts';

/** Query keys under the listener's own data, so any write of theirs refreshes them. */
export const giveKeys = {
  all: () => [...listenerKeys.all, 'gives'] as const,
  rewards: () => [...giveKeys.all(), 'rewards'] as const,
  club: () => [...giveKeys.all(), 'club'] as const,
  friends: () => [...giveKeys.all(), 'friends'] as const,
  // Outside the listener's data: opening a link is not repeated when their data changes, and
  // suggestions come from the catalog as much as from the listener.
  link: (token: string) => ['friend-link', token] as const,
  suggestions: (title: string, artist: string) => ['album-suggestions', title, artist] as const,
};

/** While the dashboard is open, a friend's opening or rating shows within this long. */
export const FRIEND_GIVES_REFRESH_MS = 60_000;

export const rewardsQueryOptions = () =>
  queryOptions({ queryKey: giveKeys.rewards(), queryFn: getRewards, staleTime: SHORT_CACHE_MS });

export const clubGivesQueryOptions = () =>
  queryOptions({ queryKey: giveKeys.club(), queryFn: getClubGives, staleTime: SHORT_CACHE_MS });

/**
 * The giver's recs to friends. The friend acts on another device, so nothing here hears of it:
 * asked again whenever the dashboard shows, every minute while it is open, and on returning to
 * the tab.
 */
export const friendGivesQueryOptions = () =>
  queryOptions({
    queryKey: giveKeys.friends(),
    queryFn: getFriendGives,
    staleTime: 0,
    refetchInterval: FRIEND_GIVES_REFRESH_MS,
    refetchOnWindowFocus: true,
  });

// Opening the same link again from this page is the same intent: the server answers it once.
const linkOpenings = intentKeys();

/** Opens the link once (which marks it opened for the giver) and keeps what it shows. */
export const friendLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: giveKeys.link(token),
    queryFn: () => openFriendLink(token, linkOpenings.keyFor({ token })),
    retry: false,
    staleTime: Infinity,
  });

/** Suggestions are asked for once typing pauses this long. */
export const SUGGESTION_PAUSE_MS = 200;

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

/**
 * Albums from the catalog and the giver's library matching what is typed, the exact match first,
 * asked once typing pauses. Newer typing is another question, so the one still waiting or on its
 * way is cancelled and its answer never shows.
 */
export const albumSuggestionsQueryOptions = (title: string, artist: string) =>
  queryOptions({
    queryKey: giveKeys.suggestions(title, artist),
    queryFn: async ({ signal }) => {
      await pause(SUGGESTION_PAUSE_MS, signal);
      const found = await getAlbumSuggestions(title, artist, signal);
      return exactFirst(found, title, artist);
    },
    // Failures just mean no matches.
    retry: false,
  });
