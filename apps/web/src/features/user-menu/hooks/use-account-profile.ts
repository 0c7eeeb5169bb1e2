import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountProfile } from '@album-club/contracts/accounts';
import {
  accountProfileKeys,
  accountProfileQueryOptions,
  type SessionUser,
} from '../api/account-profile-queries.ts';

/**
 * The signed-in listener's profile (name, picture, account type, Spotify); null until it arrives,
 * and never another listener's.
 */
export function useAccountProfile(user: SessionUser | null | undefined): AccountProfile | null {
  const query = useQuery(accountProfileQueryOptions(user));
  const profile = query.data;
  return profile && profile.user.id === user?.id ? profile : null;
}

/** Asks for the profile anew; a request still hanging would otherwise be waited on again. */
export function useRetryAccountProfile(): () => void {
  const client = useQueryClient();
  return () => {
    const queryKey = accountProfileKeys.all();
    void client.cancelQueries({ queryKey }).then(() => client.refetchQueries({ queryKey }));
  };
}
