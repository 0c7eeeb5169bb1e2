import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { RecommendationRequestState } from '../../../lib/new-recommendation.ts';
import { recentContext, rememberContext, type ContextForm } from '../api/last-context.ts';
import { wantNewFor, type WantNewChoice } from '../api/want-new.ts';

export type ContextStep = 'context' | 'want-new' | 'finding';

/** Spec: 'Finding your perfect album...' shows for 2 seconds before the recommendation screen. */
export const FINDING_MS = 2000;

const EMPTY: ContextForm = { situation: '', company: '', mood: '' };

/** The two steps of the contextual-recommendation view, then the short 'finding' pause. */
export function useContextFlow(
  onDone: (request: RecommendationRequestState) => void,
  onChosen?: (request: RecommendationRequestState) => void,
) {
  const [prefilled] = useState(() => recentContext());
  const [form, setForm] = useState<ContextForm>(prefilled ?? EMPTY);
  const [step, setStep] = useState<ContextStep>(prefilled ? 'want-new' : 'context');
  // A moment confirmed with Next in this opening is the one just typed, not the remembered one.
  const [typedNow, setTypedNow] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const done = useRef(onDone);
  const chosen = useRef(onChosen);
  useLayoutEffect(() => {
    done.current = onDone;
    chosen.current = onChosen;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const canAdvance = form.situation.trim() !== '';

  return {
    form,
    step,
    canAdvance,
    prefilled: prefilled !== null && !typedNow,
    update: (field: keyof ContextForm, value: string) => setForm({ ...form, [field]: value }),
    next() {
      if (!canAdvance) return;
      rememberContext(form);
      setTypedNow(true);
      setStep('want-new');
    },
    back: () => setStep('context'),
    choose(choice: WantNewChoice) {
      if (step !== 'want-new') return;
      const context = {
        situation: form.situation.trim(),
        company: form.company.trim(),
        mood: form.mood.trim(),
      };
      rememberContext(context);
      setStep('finding');
      const request = { activity: context.situation, wantNew: wantNewFor(choice), context };
      // The answer is asked for now and travels while the 'finding' screen shows.
      chosen.current?.(request);
      timer.current = setTimeout(() => done.current(request), FINDING_MS);
    },
  };
}
