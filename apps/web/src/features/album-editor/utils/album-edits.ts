export interface EditableAlbum {
  id: string;
  title: string;
  artist: string;
  image: string | null;
  rating: number;
  tags: string[];
  notes: string | null;
}

export interface AlbumEdits {
  rating: number;
  tags: string[];
  notes: string;
}

export type EditPart = 'rating' | 'tags' | 'notes';

const sameTags = (a: string[], b: string[]) =>
  a.length === b.length && a.every((tag, i) => tag === b[i]);

/** What the listener changed in the modal. */
export function changedParts(album: EditableAlbum, edits: AlbumEdits): EditPart[] {
  const parts: EditPart[] = [];
  if (edits.rating !== album.rating) parts.push('rating');
  if (!sameTags(edits.tags, album.tags)) parts.push('tags');
  if (edits.notes.trim() !== (album.notes ?? '')) parts.push('notes');
  return parts;
}

/** The album as it stands once the given parts of the edits are saved. */
export function withSavedParts(
  album: EditableAlbum,
  edits: AlbumEdits,
  saved: EditPart[],
): EditableAlbum {
  return {
    ...album,
    ...(saved.includes('rating') ? { rating: edits.rating } : {}),
    ...(saved.includes('tags') ? { tags: edits.tags } : {}),
    ...(saved.includes('notes') ? { notes: edits.notes.trim() || null } : {}),
  };
}
