import { queryOptions } from '@tanstack/react-query';
import { getAccountProfile } from './get-account-profile.ts';

/** Spec: the profile is cached for 5 minutes. */
export const PROFILE_CACHE_MS = 5 * 60 * 1000;

export interface SessionUser {
  id: string;
  name: string;
  isAnonymous?: boolean | null;
}

export const accountProfileKeys = {
  all: () => ['account-profile'] as const,
  /** A new sign-in, an upgrade or a new name is a new session user, so another question. */
  forUser: (user: SessionUser | null | undefined) =>
    [...accountProfileKeys.all(), user?.id, Boolean(user?.isAnonymous), user?.name] as const,
};

/** The signed-in listener's profile, kept 5 minutes so moving between screens shows it at once. */
export const accountProfileQueryOptions = (user: SessionUser | null | undefined) =>
  queryOptions({
    queryKey: accountProfileKeys.forUser(user),
    queryFn: getAccountProfile,
    enabled: Boolean(user?.id),
    staleTime: PROFILE_CACHE_MS,
  });
