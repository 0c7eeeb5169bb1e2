export interface ContextForm {
  situation: string;
  company: string;
  mood: string;
}

const KEY = 'lastContextForm';
/** Spec: within 2 minutes the form is prefilled and jumps to step 2. */
export const PREFILL_WINDOW_MS = 2 * 60 * 1000;

export function rememberContext(form: ContextForm, now = Date.now()): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ ...form, savedAt: now }));
  } catch {
    // A full or unavailable storage only costs the prefill.
  }
}

/** The last context, if it was given within the prefill window. */
export function recentContext(now = Date.now()): ContextForm | null {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? 'null') as
      (Partial<ContextForm> & { savedAt?: number }) | null;
    if (!stored || typeof stored.situation !== 'string' || !stored.situation.trim()) return null;
    if (typeof stored.savedAt !== 'number' || now - stored.savedAt > PREFILL_WINDOW_MS) return null;
    return {
      situation: stored.situation,
      company: typeof stored.company === 'string' ? stored.company : '',
      mood: typeof stored.mood === 'string' ? stored.mood : '',
    };
  } catch {
    return null;
  }
}
