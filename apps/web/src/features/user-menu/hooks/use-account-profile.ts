import { useQuery } from '@tanstack/react-query';
import type { AccountProfile } from '@album-club/contracts/accounts';
import { getAccountProfile } from '../api/get-account-profile.ts';

/** Spec: the profile is cached for 5 minutes. */
export const PROFILE_CACHE_MS = 5 * 60 * 1000;
export const ACCOUNT_PROFILE_KEY = ['account-profile'] as const;

interface SessionUser {
  id: string;
  name: string;
  isAnonymous?: boolean | null;
}

/**
 * The signed-in listener's profile (name, picture, account type, Spotify); null until it arrives.
 * Kept 5 minutes, so moving between screens shows it at once; a new sign-in, an upgrade or a
 * new name is a new session user, so it is asked for afresh.
 */
export function useAccountProfile(user: SessionUser | null | undefined): AccountProfile | null {
  const query = useQuery({
    queryKey: [...ACCOUNT_PROFILE_KEY, user?.id, Boolean(user?.isAnonymous), user?.name],
    queryFn: getAccountProfile,
    enabled: Boolean(user?.id),
    staleTime: PROFILE_CACHE_MS,
  });
  const profile = query.data;
  return profile && profile.user.id === user?.id ? profile : null;
}
