import { useState } from 'react';
import { AlbumCover } from '../../../components/album/album-cover.tsx';
import { RatingDial } from '../../../components/rating/rating-dial.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogCloseButton,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import {
  changedParts,
  withSavedParts,
  type AlbumEdits,
  type EditableAlbum,
} from '../utils/album-edits.ts';
import { useSaveAlbumEdits } from '../hooks/use-save-album-edits.ts';
import { NotesField } from '../../../components/notes/notes-field.tsx';
import { TagPicker } from './tag-picker.tsx';

interface Props {
  album: EditableAlbum | null;
  onClose: () => void;
}

/** Spec (dashboard): tapping an album opens this editor of its rating, tags and notes. */
export function AlbumEditModal({ album, onClose }: Props) {
  return (
    <Dialog
      open={album !== null}
      onDismiss={onClose}
      className="p-5 shadow-black/50 sm:w-[28rem] sm:p-6"
    >
      {album && <EditorBody key={album.id} album={album} onClose={onClose} />}
    </Dialog>
  );
}

function EditorBody({ album, onClose }: { album: EditableAlbum; onClose: () => void }) {
  const [edits, setEdits] = useState<AlbumEdits>({
    rating: album.rating,
    tags: album.tags,
    notes: album.notes ?? '',
  });
  // What the server holds: after a partly failed save the modal stays open, and saving again
  // sends only the parts that failed.
  const [stored, setStored] = useState(album);
  const save = useSaveAlbumEdits(onClose);
  const dirty = changedParts(stored, edits).length > 0;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!dirty) {
          onClose();
          return;
        }
        save.mutate(
          { album: stored, edits },
          { onSuccess: ({ saved }) => setStored(withSavedParts(stored, edits, saved)) },
        );
      }}
      className="flex flex-col gap-5"
    >
      <div className="flex items-start gap-4">
        <AlbumCover
          id={album.id}
          title={album.title}
          artist={album.artist}
          imageUrl={album.image}
          decorative
          className="size-16 shrink-0 rounded-xl"
        />
        <div className="min-w-0 flex-1">
          <DialogTitle className="font-display text-xl font-semibold text-mist-100">
            {album.title}
          </DialogTitle>
          <DialogDescription className="text-sm text-mist-300">{album.artist}</DialogDescription>
        </div>
        <DialogCloseButton />
      </div>

      <RatingDial
        label="Your rating"
        value={edits.rating}
        onChange={(rating) => setEdits({ ...edits, rating })}
      />
      <TagPicker tags={edits.tags} onChange={(tags) => setEdits({ ...edits, tags })} />
      <NotesField
        look="compact"
        value={edits.notes}
        onChange={(notes) => setEdits({ ...edits, notes })}
      />

      <div className="flex gap-3">
        <Button type="button" variant="secondary" onClick={onClose} className="flex-1">
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending} className="flex-1">
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
