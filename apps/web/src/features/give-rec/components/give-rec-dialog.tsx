import { useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import type { GiveResponse } from '@album-club/contracts/gives';
import { toast } from '../../../lib/toast-store.ts';
import { emptyGiveForm, shareErrorMessage, toRequest, type GiveForm } from '../api/give-form.ts';
import { useShareGive } from '../hooks/use-gives.ts';
import { GiveFormView } from './give-form.tsx';
import { ShareSuccess } from './share-success.tsx';

interface Props {
  open: boolean;
  /** Album details to start from (from the recommendation screen, say). */
  prefill?: Partial<GiveForm>;
  onClose: () => void;
}

/** The give-rec form in a dialog, then the success dialog in its place. */
export function GiveRecDialog({ open, prefill, onClose }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-950/70 backdrop-blur-sm data-[state=open]:animate-fade-up" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-3xl border border-white/10 bg-ink-900 p-5 shadow-2xl shadow-black/50 outline-none data-[state=open]:animate-fade-up sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-[30rem] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl sm:p-6">
          {open && <GiveRecBody prefill={prefill} onClose={onClose} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function GiveRecBody({ prefill, onClose }: Omit<Props, 'open'>) {
  const [form, setForm] = useState(() => emptyGiveForm(prefill));
  const [result, setResult] = useState<GiveResponse | null>(null);
  const share = useShareGive();

  if (result)
    return (
      <ShareSuccess
        result={result}
        recipient={toRequest(form).recipientEmail ?? undefined}
        onContinue={onClose}
      />
    );
  return (
    <GiveFormView
      form={form}
      sharing={share.isPending}
      onChange={setForm}
      onCancel={onClose}
      onShare={() =>
        share.mutate(toRequest(form), {
          onSuccess: setResult,
          onError: (error) => toast.error(shareErrorMessage(error)),
        })
      }
    />
  );
}
