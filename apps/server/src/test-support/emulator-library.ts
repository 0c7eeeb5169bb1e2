import type { ValidatedEmulator } from '@album-club/spotify-emulator/test-support/validated-emulator';

/**
 * What the emulator itself holds for a demo listener, asked with a token of its own: proof that a
 * write reached the listener's Spotify library, independent of anything the product stored.
 */
export async function emulatorLibraryHas(
  emulator: ValidatedEmulator,
  demoListener: string,
  spotifyAlbumId: string,
): Promise<boolean> {
  const { access_token } = emulator.admin.issueTokens(demoListener);
  const url = new URL(`${emulator.url}/v1/me/library/contains`);
  url.searchParams.set('uris', `spotify:album:${spotifyAlbumId}`);
  const answer = await fetch(url, { headers: { authorization: `Bearer ${access_token}` } });
  if (!answer.ok) throw new Error(`emulator answered ${answer.status}`);
  const [saved] = (await answer.json()) as boolean[];
  return saved === true;
}

/** The ids of the demo listener's saved albums, as the emulator holds them. */
export async function emulatorSavedAlbumIds(
  emulator: ValidatedEmulator,
  demoListener: string,
): Promise<string[]> {
  const { access_token } = emulator.admin.issueTokens(demoListener);
  const ids: string[] = [];
  let next: string | null = `${emulator.url}/v1/me/albums?limit=50`;
  while (next) {
    const answer = await fetch(next, { headers: { authorization: `Bearer ${access_token}` } });
    const page = (await answer.json()) as {
      items: { album: { id: string } }[];
      next: string | null;
    };
    ids.push(...page.items.map((item) => item.album.id));
    next = page.next;
  }
  return ids;
}
