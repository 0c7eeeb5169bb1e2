import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { sourceConditions } from '../../vitest.shared.ts';

const apiTarget = `http://localhost:${process.env.SERVER_PORT ?? '3000'}`;
const proxied = ['/api', '/auth', '/spotify', '/healthz', '/readyz'];

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: sourceConditions.resolve,
  ssr: sourceConditions.ssr,
  server: {
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
  },
});
