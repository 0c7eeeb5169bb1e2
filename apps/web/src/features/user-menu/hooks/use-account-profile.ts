import { useEffect, useState } from 'react';
import type { AccountProfile } from '@album-club/contracts/accounts';
import { getAccountProfile } from '../api/get-account-profile.ts';

/** The signed-in listener's profile (name, picture, account type); null until it arrives. */
export function useAccountProfile(userId: string | undefined): AccountProfile | null {
  const [profile, setProfile] = useState<AccountProfile | null>(null);
  useEffect(() => {
    if (!userId) return;
    let active = true;
    getAccountProfile()
      .then((answer) => active && setProfile(answer))
      .catch(() => active && setProfile(null));
    return () => {
      active = false;
    };
  }, [userId]);
  return profile && profile.user.id === userId ? profile : null;
}
