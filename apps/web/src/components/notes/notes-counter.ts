import { NOTES_MAX_LENGTH, NOTES_WARN_ABOVE } from '@album-club/contracts/album-rules';

/** Spec: a warning above 120 characters with what is left; at 140, the limit is reached. */
export function notesCounter(length: number): { text: string; warning: boolean } {
  if (length >= NOTES_MAX_LENGTH) return { text: 'Character limit reached', warning: true };
  const left = NOTES_MAX_LENGTH - length;
  if (length > NOTES_WARN_ABOVE)
    return { text: `${left} ${left === 1 ? 'character' : 'characters'} remaining`, warning: true };
  return { text: `${length}/${NOTES_MAX_LENGTH}`, warning: false };
}
