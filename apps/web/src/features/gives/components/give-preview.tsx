import { AlbumCover } from '../../../components/album/album-cover.tsx';
import type { GiveForm } from '../utils/give-form.ts';

/** Spec (Give-rec form): a live preview of the rec as the club will see it. */
export function GivePreview({ form }: { form: GiveForm }) {
  const title = form.albumTitle.trim() || 'Album title';
  const artist = form.artist.trim() || 'Artist';
  return (
    <section
      aria-label="Preview"
      className="rounded-3xl border border-white/10 bg-white/[0.04] p-4"
    >
      <p className="mb-3 text-xs font-semibold tracking-wide text-mist-400 uppercase">Preview</p>
      <div className="flex items-start gap-3">
        <AlbumCover
          id={`${artist}|${title}`}
          title={title}
          artist={artist}
          decorative
          className="size-14 shrink-0 rounded-xl"
        />
        <div className="min-w-0 flex-1">
          <p className="truncate font-display font-semibold text-mist-100">{title}</p>
          <p className="truncate text-sm text-mist-300">{artist}</p>
          <p className="mt-1 inline-block rounded-full bg-groove-500/15 px-2.5 py-0.5 text-xs text-groove-400">
            Perfect for {form.situation}
          </p>
        </div>
      </div>
      <p className="mt-3 text-sm break-words whitespace-pre-line text-mist-100">
        {form.description.trim()
          ? `“${form.description.trim()}”`
          : 'Why you recommend it shows here.'}
      </p>
      {form.recipientEmail.trim() && (
        <p className="mt-2 truncate text-xs text-mist-400">
          Also e-mailed to {form.recipientEmail.trim()}
        </p>
      )}
    </section>
  );
}
