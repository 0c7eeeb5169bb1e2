/** Spec (user menu): first letters of the first two words of the name, else its first 2 characters. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length >= 2) return `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}`.toUpperCase();
  return (words[0] ?? '').slice(0, 2).toUpperCase();
}

/** The line under the name: what kind of account this is. */
export function accountLabel(profile: {
  accountType: string;
  spotify: { connected: boolean };
}): string {
  if (profile.accountType === 'anonymous') return 'Anonymous account';
  if (profile.spotify.connected || profile.accountType === 'spotify') return 'Spotify Account';
  return (
    { google: 'Google Account', phone: 'Phone Account', email: 'Email Account' }[
      profile.accountType
    ] ?? 'Account'
  );
}

/** Signs in with Spotify, but Spotify stopped renewing its access: signing in again restores it. */
export const needsSpotifyAgain = (profile: {
  methods: readonly string[];
  spotify: { connected: boolean };
}) => profile.methods.includes('spotify') && !profile.spotify.connected;
