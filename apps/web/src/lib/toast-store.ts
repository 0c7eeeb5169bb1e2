export type ToastKind = 'success' | 'error' | 'info';

export interface ToastItem {
  id: number;
  kind: ToastKind;
  message: string;
  durationMs: number;
}

/** Spec: toasts stay 5 s unless told otherwise. */
export const TOAST_DEFAULT_MS = 5000;

type Listener = () => void;
let items: ToastItem[] = [];
let nextId = 1;
let everShown = false;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener();
}

function push(kind: ToastKind, message: string, durationMs = TOAST_DEFAULT_MS): number {
  // The same words already on screen are not stacked again (a repeated tap, a retried write).
  const showing = items.find((item) => item.kind === kind && item.message === message);
  if (showing) return showing.id;
  const id = nextId++;
  everShown = true;
  items = [...items, { id, kind, message, durationMs }];
  emit();
  return id;
}

export const toast = {
  success: (message: string, durationMs?: number) => push('success', message, durationMs),
  error: (message: string, durationMs?: number) => push('error', message, durationMs),
  info: (message: string, durationMs?: number) => push('info', message, durationMs),
  dismiss(id: number) {
    items = items.filter((item) => item.id !== id);
    emit();
  },
};

export const toastStore = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: () => items,
  /** Stays true once a toast was shown, so closing animations can finish. */
  everShown: () => everShown,
};
