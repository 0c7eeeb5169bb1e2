import { useId, useState, type FormEvent } from 'react';
import { DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import {
  EMAIL_MAX,
  GIVE_ARTIST_MAX,
  GIVE_DESCRIPTION_MAX,
  GIVE_SITUATIONS,
  GIVE_TITLE_MAX,
} from '@album-club/contracts/gives';
import { Button } from '../../../components/ui/button.tsx';
import { canShare, type GiveForm } from '../utils/give-form.ts';
import { useAlbumSuggestions } from '../hooks/use-album-suggestions.ts';
import { AlbumField } from './album-field.tsx';
import { inputClass } from './field-style.ts';
import { GivePreview } from './give-preview.tsx';

interface Props {
  form: GiveForm;
  sharing: boolean;
  onChange: (form: GiveForm) => void;
  onShare: () => void;
  onCancel: () => void;
}

/** Spec (Give-rec form): the fields, a live preview, Cancel and 'Share Rec'. */
export function GiveFormView({ form, sharing, onChange, onShare, onCancel }: Props) {
  const id = useId();
  const [typingIn, setTypingIn] = useState<'title' | 'artist' | null>(null);
  const suggestions = useAlbumSuggestions(form.albumTitle, form.artist, typingIn !== null);
  const set = (part: Partial<GiveForm>) => onChange({ ...form, ...part });
  const pick = (suggestion: { title: string; artist: string }) =>
    set({ albumTitle: suggestion.title, artist: suggestion.artist });
  const typing = (field: 'title' | 'artist') => (on: boolean) =>
    setTypingIn((current) => (on ? field : current === field ? null : current));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canShare(form) && !sharing) onShare();
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate={false}>
      <div>
        <DialogTitle className="font-display text-2xl font-semibold text-mist-100">
          Give an Album Club Rec
        </DialogTitle>
        <DialogDescription className="mt-1 text-sm text-mist-300">
          Share an album with the club, and with a friend if you like.
        </DialogDescription>
      </div>

      <AlbumField
        label="Album Title"
        value={form.albumTitle}
        maxLength={GIVE_TITLE_MAX}
        suggestions={typingIn === 'title' ? suggestions : []}
        onChange={(albumTitle) => set({ albumTitle })}
        onPick={pick}
        onTyping={typing('title')}
      />
      <AlbumField
        label="Artist"
        value={form.artist}
        maxLength={GIVE_ARTIST_MAX}
        suggestions={typingIn === 'artist' ? suggestions : []}
        onChange={(artist) => set({ artist })}
        onPick={pick}
        onTyping={typing('artist')}
      />

      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-situation`} className="text-sm font-medium text-mist-300">
          Perfect for <span aria-hidden>*</span>
        </label>
        <select
          id={`${id}-situation`}
          value={form.situation}
          required
          onChange={(event) => set({ situation: event.target.value })}
          className={inputClass}
        >
          {GIVE_SITUATIONS.map((situation) => (
            <option key={situation} value={situation}>
              {situation}
            </option>
          ))}
        </select>
      </div>

      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-why`} className="text-sm font-medium text-mist-300">
          Why recommend this? <span aria-hidden>*</span>
        </label>
        <textarea
          id={`${id}-why`}
          value={form.description}
          required
          rows={3}
          maxLength={GIVE_DESCRIPTION_MAX}
          onChange={(event) => set({ description: event.target.value })}
          placeholder="What makes it right for this moment?"
          className={`${inputClass} h-auto resize-none py-3`}
        />
      </div>

      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-email`} className="text-sm font-medium text-mist-300">
          Friend’s e-mail (optional)
        </label>
        <input
          id={`${id}-email`}
          type="email"
          value={form.recipientEmail}
          maxLength={EMAIL_MAX}
          autoComplete="off"
          onChange={(event) => set({ recipientEmail: event.target.value })}
          placeholder="friend@example.com"
          aria-describedby={`${id}-email-hint`}
          className={inputClass}
        />
        <p id={`${id}-email-hint`} className="text-xs text-mist-400">
          They get a link to the album; only you see their address.
        </p>
      </div>

      <GivePreview form={form} />

      <div className="flex gap-3">
        <Button type="button" variant="secondary" onClick={onCancel} className="flex-1">
          Cancel
        </Button>
        <Button type="submit" disabled={!canShare(form) || sharing} className="flex-1">
          {sharing ? 'Sharing...' : 'Share Rec'}
        </Button>
      </div>
    </form>
  );
}
