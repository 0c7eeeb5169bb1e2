import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdminRouter } from './admin/admin-routes.ts';
import { createEmulatorAdmin, type EmulatorAdmin } from './admin/emulator-admin.ts';
import { registerAuthorizeRoutes } from './accounts/authorize-routes.ts';
import { registerTokenRoute } from './accounts/token-route.ts';
import { registerAlbumRoutes } from './api/album-routes.ts';
import { registerLibraryItemRoutes } from './api/library-item-routes.ts';
import { registerLibraryRoutes } from './api/library-routes.ts';
import { registerMeRoutes } from './api/me-routes.ts';
import { registerPlayerRoutes } from './api/player-routes.ts';
import { registerSearchRoutes } from './api/search-routes.ts';
import { registerTopRoutes } from './api/top-routes.ts';
import type { SpotifyEmulatorOptions } from './emulator-options.ts';
import { EmulatorState } from './emulator-state.ts';
import { handleRequest } from './handle-request.ts';
import { Router } from './http/router.ts';
import { registerImageRoutes } from './images/image-routes.ts';
import { registerPageRoutes } from './pages/page-routes.ts';

export type { SpotifyEmulatorOptions } from './emulator-options.ts';

export interface SpotifyEmulator {
  /** Origin of both the accounts service (`/authorize`, `/api/token`) and the Web API (`/v1`). */
  url: string;
  /** Back to the freshly started state: libraries, tokens, faults, request log. */
  reset(): void;
  close(): Promise<void>;
  admin: EmulatorAdmin;
}

/** Starts the local Spotify: accounts service and Web API on one port. */
export async function startSpotifyEmulator(
  options: SpotifyEmulatorOptions,
): Promise<SpotifyEmulator> {
  const host = options.host ?? '127.0.0.1';
  const state = new EmulatorState(options, 'http://placeholder.invalid');
  const router = new Router();
  for (const register of [
    registerAuthorizeRoutes,
    registerTokenRoute,
    registerMeRoutes,
    registerLibraryRoutes,
    registerLibraryItemRoutes,
    registerAlbumRoutes,
    registerTopRoutes,
    registerPlayerRoutes,
    registerSearchRoutes,
    registerImageRoutes,
    registerPageRoutes,
  ]) {
    register(router, state);
  }
  const admin = createEmulatorAdmin(state);
  const reset = () => state.reset();
  const pipeline = {
    state,
    router,
    adminRouter: options.admin ? createAdminRouter(admin, reset) : undefined,
    onExchange: options.onExchange,
  };
  const server = createServer((req, res) => void handleRequest(pipeline, req, res));
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  state.context.origin = url;
  return {
    url,
    reset,
    admin,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
