import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
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
