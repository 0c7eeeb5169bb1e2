import { useState } from 'react';
import { DELETE_CONFIRMATION_WORD } from '@album-club/contracts/account-data';
import { Button } from '../../../components/ui/button.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { useDeleteAccount } from '../hooks/use-delete-account.ts';

/** Deletes the account once the listener has typed the word shown. */
export function DeleteAccountPanel({ onDeleted }: { onDeleted: () => void }) {
  const [typed, setTyped] = useState('');
  const remove = useDeleteAccount(onDeleted);
  return (
    <Section title="Delete your account">
      <p>
        This deletes your account and everything in it: albums, ratings, tags, notes, plays,
        recommendations, gives and rewards. It signs you out everywhere and cannot be undone. Export
        your data first if you want to keep it.
      </p>
      <label className="block">
        Type <strong className="text-mist-100">{DELETE_CONFIRMATION_WORD}</strong> to confirm
        <input
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          className="mt-2 block w-full rounded-xl border border-white/15 bg-ink-950/60 px-3 py-2 text-mist-100"
        />
      </label>
      {remove.isError && (
        <p role="alert" className="text-red-300">
          {remove.error.message}
        </p>
      )}
      <Button
        variant="secondary"
        className="border-red-400/40 text-red-200"
        disabled={typed !== DELETE_CONFIRMATION_WORD || remove.isPending}
        onClick={() => remove.mutate(typed)}
      >
        Delete my account
      </Button>
    </Section>
  );
}
