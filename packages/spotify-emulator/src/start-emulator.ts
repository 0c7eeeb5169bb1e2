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
  /** Builds the catalog and demo listeners now rather than on the first request. */
  warm(): void;
  close(): Promise<void>;
  admin: EmulatorAdmin;
}

interface Pipeline {
  state: EmulatorState;
  router: Router;
  admin: EmulatorAdmin;
  adminRouter: Router | undefined;
  onExchange: SpotifyEmulatorOptions['onExchange'];
}

function buildPipeline(options: SpotifyEmulatorOptions, origin: string): Pipeline {
  const state = new EmulatorState(options, origin);
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
  return {
    state,
    router,
    admin,
    adminRouter: options.admin ? createAdminRouter(admin, () => state.reset()) : undefined,
    onExchange: options.onExchange,
  };
}

/**
 * Starts the local Spotify: accounts service and Web API on one port. It listens at once; the
 * catalog and the demo listeners (about a second of work) are built by the first request, or by
 * `warm()`, so a server that embeds it is not held up at start.
 */
export async function startSpotifyEmulator(
  options: SpotifyEmulatorOptions,
): Promise<SpotifyEmulator> {
  const host = options.host ?? '127.0.0.1';
  let url = '';
  let pipeline: Pipeline | undefined;
  const built = () => (pipeline ??= buildPipeline(options, url));
  const server = createServer((req, res) => void handleRequest(built(), req, res));
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  return {
    url,
    reset: () => built().state.reset(),
    get admin() {
      return built().admin;
    },
    warm: () => void built(),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
