import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { sourceConditions } from '../../vitest.shared.ts';

const apiTarget = `http://127.0.0.1:${process.env.SERVER_PORT ?? '3000'}`;
const proxied = ['/api', '/auth', '/spotify', '/dev', '/healthz', '/readyz'];

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
