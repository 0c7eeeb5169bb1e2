import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Logo } from '../../../components/brand/logo.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogCloseButton, DialogTitle } from '../../../components/ui/dialog.tsx';
import type { RecommendationRequestState } from '../../../lib/new-recommendation.ts';
import { useContextFlow } from '../hooks/use-context-flow.ts';
import { ContextFields } from './context-fields.tsx';
import { WantNewChoices } from './want-new-choices.tsx';

interface Props {
  onClose: () => void;
  onDone: (request: RecommendationRequestState) => void;
  /** The last choice is made: the moment is known 2 seconds before `onDone`. */
  onChosen?: (request: RecommendationRequestState) => void;
}

/** Spec (contextual-recommendation view): the moment in three fields, then 'Want something new?'. */
export default function ContextView({ onClose, onDone, onChosen }: Props) {
  const flow = useContextFlow(onDone, onChosen);
  const finding = flow.step === 'finding';

  return (
    <Dialog
      open
      onDismiss={() => {
        if (!finding) onClose();
      }}
      layout="custom"
      overlayClassName="z-40 bg-ink-950/95 sm:bg-ink-950/80"
      aria-describedby={undefined}
      className="stage-glow inset-0 z-40 flex flex-col overflow-y-auto bg-ink-950 px-5 pt-[max(1.25rem,env(safe-area-inset-top))] pb-[max(1.5rem,env(safe-area-inset-bottom))] sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[90dvh] sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl sm:border sm:border-white/10 sm:bg-ink-900 sm:p-8 sm:shadow-2xl"
    >
      {finding ? (
        <div role="status" className="flex flex-1 flex-col items-center justify-center gap-5 py-16">
          <DialogTitle className="sr-only">Finding your perfect album</DialogTitle>
          <Logo className="size-20 animate-spin-slow" />
          <p className="font-display text-xl text-mist-100">Finding your perfect album...</p>
        </div>
      ) : (
        <>
          <div className="mb-8 flex items-center justify-between">
            {flow.step === 'want-new' ? (
              <button
                type="button"
                onClick={flow.back}
                className="flex items-center gap-1 rounded-full px-2 py-1 text-sm text-mist-300 hover:bg-white/5 hover:text-mist-100"
              >
                <ArrowLeft aria-hidden className="size-4" />
                Change my moment
              </button>
            ) : (
              <Logo className="size-9" />
            )}
            <span className="text-xs font-medium tracking-widest text-mist-500 uppercase">
              Step {flow.step === 'context' ? 1 : 2} of 2
            </span>
            <DialogCloseButton />
          </div>

          {flow.step === 'context' ? (
            <form
              className="flex flex-1 flex-col"
              onSubmit={(event) => {
                event.preventDefault();
                flow.next();
              }}
            >
              <DialogTitle className="font-display text-3xl font-semibold tracking-tight">
                What are you doing right now?
              </DialogTitle>
              <p className="mt-2 mb-7 text-sm leading-relaxed text-mist-300">
                In your own words. We pick one album for exactly this moment.
              </p>
              <ContextFields form={flow.form} onChange={flow.update} onSubmit={flow.next} />
              <div className="mt-auto pt-8">
                <Button type="submit" size="lg" disabled={!flow.canAdvance} className="w-full">
                  Next
                  <ArrowRight aria-hidden className="size-5" />
                </Button>
              </div>
            </form>
          ) : (
            <div className="flex flex-col">
              <DialogTitle className="font-display text-3xl font-semibold tracking-tight">
                Want something new?
              </DialogTitle>
              <p className="mt-2 mb-7 text-sm leading-relaxed text-mist-300">
                For “{flow.form.situation.trim()}”
                {flow.prefilled ? ' — your moment from a minute ago.' : '.'}
              </p>
              <WantNewChoices onChoose={flow.choose} />
            </div>
          )}
        </>
      )}
    </Dialog>
  );
}
