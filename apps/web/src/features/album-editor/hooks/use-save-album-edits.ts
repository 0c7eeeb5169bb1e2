import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listenerDataChanged } from '../../../lib/listener-data.ts';
import { toast } from '../../../lib/toast-store.ts';
import { saveAlbumEdits } from '../api/save-album-edits.ts';
import type { AlbumEdits, EditableAlbum } from '../utils/album-edits.ts';

/** Saves the modal's edits, says how it went (spec toasts) and refreshes what shows them. */
export function useSaveAlbumEdits(onSaved: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ album, edits }: { album: EditableAlbum; edits: AlbumEdits }) =>
      saveAlbumEdits(album, edits),
    onSuccess: async ({ saved, failed }, { edits }) => {
      if (failed.includes('rating')) toast.error('Failed to save rating');
      if (failed.includes('tags')) toast.error(`Failed to save tag: ${edits.tags.join(', ')}`);
      if (failed.includes('notes')) toast.error('Failed to save notes');
      if (saved.includes('rating')) toast.success('Rating saved successfully!');
      else if (saved.length > 0) toast.success('Changes saved');
      await listenerDataChanged(client);
      if (failed.length === 0) onSaved();
    },
  });
}
