type Listener = () => void;
type Apply = () => Promise<void>;

let apply: Apply | null = null;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener();
}

/** A newer version of the app waits to take over; the listener decides when to reload. */
export const appUpdate = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  waiting: () => apply !== null,
  /** Called by the service worker registration when a new worker is installed and waiting. */
  offer(next: Apply) {
    apply = next;
    emit();
  },
  async reload() {
    if (apply) await apply();
  },
};

/**
 * Registers the service worker after the page has loaded. The registration code is fetched on its
 * own so the first page's script stays small; the worker only exists in a production build.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const { registerSW } = await import('virtual:pwa-register');
  const updateSW = registerSW({
    onNeedRefresh: () =>
      appUpdate.offer(async () => {
        // The registration helper reloads only when a worker already controlled the page at
        // registration; a page opened before the first install must reload on its own.
        navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), {
          once: true,
        });
        await updateSW(true);
      }),
  });
}
