import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { sourceConditions } from '../../vitest.shared.ts';

const apiTarget = `http://127.0.0.1:${process.env.SERVER_PORT ?? '3000'}`;
const proxied = ['/api', '/auth', '/spotify', '/dev', '/healthz', '/readyz'];
const ink950 = '#0c0a1d';

/**
 * Installable app: the shell and every lazy page are precached, so the app starts and moves
 * between screens offline. Nothing the server answers at run time is cached: the routes are
 * hash-based, so only `/` is a navigation the worker may answer, and /api is never touched.
 */
const pwa = VitePWA({
  registerType: 'prompt',
  // Registered from the app's own code (src/lib/app-update.ts): the CSP allows no inline script.
  injectRegister: false,
  // The precache list below already names every file in public/.
  includeAssets: [],
  includeManifestIcons: false,
  manifest: {
    id: '/',
    name: 'Album Club',
    short_name: 'Album Club',
    description: 'One album for right now, with the reason why.',
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: ink950,
    background_color: ink950,
    icons: [
      { src: 'icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: 'icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: 'maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    // Latin letters only: other scripts fall back to system fonts offline rather than
    // precaching every subset on the first visit.
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}', '**/*-latin-wght-normal-*.woff2'],
    navigateFallback: 'index.html',
    navigateFallbackAllowlist: [/^\/$/, /^\/index\.html$/],
    inlineWorkboxRuntime: true,
    // The first install takes the open page at once, so a first visit already starts offline.
    // A later version still waits for the listener's Reload.
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    runtimeCaching: [],
  },
});

export default defineConfig({
  plugins: [react(), tailwindcss(), pwa],
  resolve: sourceConditions.resolve,
  ssr: sourceConditions.ssr,
  server: {
    // The loopback address, like PUBLIC_URL: Spotify refuses localhost redirect URIs.
    host: '127.0.0.1',
    port: 5173,
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, apiTarget])),
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    assetsInlineLimit: 0,
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Generous limits: on a busy machine the first render of a screen compiles its module graph.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
