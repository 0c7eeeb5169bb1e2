import type { AlbumInteraction } from '@album-club/contracts/albums';
import { TAGS_PER_ALBUM_MAX, roundRating, tagKey } from '@album-club/contracts/album-rules';
import { AppError } from '../../lib/app-error.ts';
import type { UserAlbumChanges, UserAlbumRow } from './albums.repository.ts';

type Current = Pick<UserAlbumRow, 'tags'>;

/** Tags once each, compared without case; the first spelling stays. */
export function uniqueTags(tags: readonly string[]): string[] {
  const seen = new Map<string, string>();
  for (const tag of tags) if (!seen.has(tagKey(tag))) seen.set(tagKey(tag), tag);
  return [...seen.values()];
}

/** Tag album: adds (or removes, or replaces with) tags; an album keeps each tag once. */
export function tagAlbum(
  current: Current,
  tags: readonly string[],
  action: 'add' | 'remove' | 'set',
): UserAlbumChanges {
  let next: string[];
  if (action === 'set') next = uniqueTags(tags);
  else if (action === 'add') next = uniqueTags([...current.tags, ...tags]);
  else {
    const removed = new Set(tags.map(tagKey));
    next = current.tags.filter((tag) => !removed.has(tagKey(tag)));
  }
  if (next.length > TAGS_PER_ALBUM_MAX)
    throw new AppError(
      'VALIDATION_ERROR',
      `An album can carry at most ${TAGS_PER_ALBUM_MAX} tags`,
      400,
      { field: 'body.tags' },
    );
  return { tags: next };
}

/** Rate album: the rating (0 or absent clears it), with notes and tags when they are given. */
export function rateAlbum(
  current: Current,
  interaction: Pick<AlbumInteraction, 'rating' | 'notes' | 'tags'>,
  now: Date,
): UserAlbumChanges {
  const rating = interaction.rating ? roundRating(interaction.rating) : null;
  return {
    rating: rating === 0 ? null : rating,
    ...(rating ? { lastListenedAt: now } : {}),
    ...(interaction.notes !== undefined ? { notes: interaction.notes } : {}),
    ...(interaction.tags?.length ? tagAlbum(current, interaction.tags, 'add') : {}),
  };
}

/** Mark album known: yes, no, or (null) not said. */
export const markAlbumKnown = (known: boolean | null): UserAlbumChanges => ({ isKnown: known });

export const favoriteAlbum = (favorite: boolean): UserAlbumChanges => ({ isFavorite: favorite });

/** Notes: trimmed; empty notes are no notes. */
export const updateNotes = (notes: string | undefined): UserAlbumChanges => ({
  notes: notes ?? null,
});

/** What one interaction changes in the listener's record of the album. */
export function changesFor(
  current: Current,
  interaction: AlbumInteraction,
  now: Date,
): UserAlbumChanges {
  switch (interaction.interactionType) {
    case 'rate':
      return rateAlbum(current, interaction, now);
    case 'add_to_favorites':
      return favoriteAlbum(true);
    case 'remove_from_favorites':
      return favoriteAlbum(false);
    case 'mark_known':
      return markAlbumKnown(interaction.isKnown === null ? null : true);
    case 'mark_unknown':
      return markAlbumKnown(interaction.isKnown === null ? null : false);
    case 'tag':
      return tagAlbum(current, interaction.tags ?? [], interaction.tagAction);
    case 'notes_update':
      return updateNotes(interaction.notes);
  }
}
