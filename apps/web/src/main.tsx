import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { preloadToaster } from './components/ui/lazy-toaster.tsx';
import { registerServiceWorker } from './lib/app-update.ts';
import { moveAccessTokenHashToCallback } from './lib/hash-callback.ts';
import './index.css';

// Before the router reads the hash: a token fragment is not a route.
moveAccessTokenHashToCallback(window.location, window.sessionStorage);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

/** Runs a task once the first screen has settled, so it never competes with that screen. */
function whenSettled(task: () => void) {
  const later = () => {
    setTimeout(() => {
      if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: 2000 });
      else task();
    }, 1500);
  };
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

whenSettled(() => {
  // The toast code is fetched while the network is there, so an error met offline can be told.
  void preloadToaster();
  // The shell and every page are kept for offline starts; a newer version is offered, not forced.
  void registerServiceWorker();
});
