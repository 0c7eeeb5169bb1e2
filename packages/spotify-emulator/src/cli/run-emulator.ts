import { parseArgs } from 'node:util';
import { loadBuiltInCatalog } from '@album-club/recommender/catalog/load-catalog';
import { DEMO_CLIENT } from '../accounts/client-registry.ts';
import { startSpotifyEmulator } from '../start-emulator.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.SPOTIFY_EMULATOR_PORT ?? '4010' },
    host: { type: 'string', default: '127.0.0.1' },
    mode: { type: 'string', default: process.env.SPOTIFY_EMULATOR_MODE ?? 'development' },
    'redirect-uri': { type: 'string', multiple: true, default: [] },
    admin: { type: 'boolean', default: false },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Invalid port: ${values.port}`);
  process.exit(1);
}
if (values.mode !== 'development' && values.mode !== 'extended') {
  console.error(`Invalid mode: ${values.mode} (use development or extended)`);
  process.exit(1);
}

const emulator = await startSpotifyEmulator({
  port,
  host: values.host,
  mode: values.mode,
  catalog: loadBuiltInCatalog(),
  admin: values.admin,
  clients: [
    { ...DEMO_CLIENT, redirectUris: [...DEMO_CLIENT.redirectUris, ...values['redirect-uri']] },
  ],
});

console.log(`Spotify emulator (${values.mode} mode) listening on ${emulator.url}`);
console.log(`  accounts: ${emulator.url}/authorize, ${emulator.url}/api/token`);
console.log(`  Web API:  ${emulator.url}/v1`);
console.log(`  demo app: client_id=${DEMO_CLIENT.clientId}`);
console.log(
  `  admin API: ${values.admin ? `${emulator.url}/__admin` : 'off (start with --admin)'}`,
);
for (const persona of emulator.admin.personas()) {
  console.log(
    `  listener ${persona.key}: ${persona.displayName}, ${persona.savedAlbums} saved albums`,
  );
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void emulator.close().then(() => process.exit(0));
  });
}
