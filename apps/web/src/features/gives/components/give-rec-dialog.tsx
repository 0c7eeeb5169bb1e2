import { useRef, useState } from 'react';
import type { GiveResponse } from '@album-club/contracts/gives';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { toast } from '../../../lib/toast-store.ts';
import { emptyGiveForm, shareErrorMessage, toRequest, type GiveForm } from '../utils/give-form.ts';
import { useShareGive } from '../hooks/use-gives.ts';
import { GiveFormView } from './give-form.tsx';
import { SETTLE_MS, ShareSuccess } from './share-success.tsx';

interface Props {
  open: boolean;
  /** Album details to start from (from the recommendation screen, say). */
  prefill?: Partial<GiveForm>;
  onClose: () => void;
}

/** Escape in an open suggestion list closes the list, not the whole form. */
function keepOpenForListbox(event: KeyboardEvent) {
  const focused = document.activeElement;
  if (
    focused?.getAttribute('role') === 'combobox' &&
    focused.getAttribute('aria-expanded') === 'true'
  )
    event.preventDefault();
}

/**
 * The give-rec form in a dialog, then the success dialog in its place. A form closed before it
 * was shared comes back as it was left, unless it opens for another album.
 */
export function GiveRecDialog({ open, prefill, onClose }: Props) {
  const [draft, setDraft] = useState<GiveForm | null>(null);
  const forAlbum = Boolean(prefill?.albumTitle || prefill?.artist);
  // The thanks are smaller than the form: the second click of a double click on Share would land
  // outside them and close the dialog before the rewards are seen.
  const settleUntil = useRef(0);
  return (
    <Dialog
      open={open}
      onDismiss={onClose}
      onEscapeKeyDown={keepOpenForListbox}
      onInteractOutside={(event) => {
        if (performance.now() < settleUntil.current) event.preventDefault();
      }}
      className="p-5 shadow-black/50 sm:w-[30rem] sm:p-6"
    >
      {open && (
        <GiveRecBody
          initial={forAlbum || !draft ? emptyGiveForm(prefill) : draft}
          onDraft={setDraft}
          onShared={() => (settleUntil.current = performance.now() + SETTLE_MS)}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

interface BodyProps {
  initial: GiveForm;
  /** The form as typed so far; null once it is shared. */
  onDraft: (draft: GiveForm | null) => void;
  onShared: () => void;
  onClose: () => void;
}

function GiveRecBody({ initial, onDraft, onShared, onClose }: BodyProps) {
  const [form, setFormState] = useState(initial);
  const setForm = (next: GiveForm) => {
    setFormState(next);
    onDraft(next);
  };
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
      // Cancel means it: the draft goes. Escape or a tap outside keeps it for next time.
      onCancel={() => {
        onDraft(null);
        onClose();
      }}
      onShare={() =>
        share.share(toRequest(form), {
          onSuccess: (answer) => {
            onDraft(null);
            onShared();
            setResult(answer);
          },
          onError: (error) => toast.error(shareErrorMessage(error)),
        })
      }
    />
  );
}
