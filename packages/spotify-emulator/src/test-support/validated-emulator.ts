import {
  startSpotifyEmulator,
  type SpotifyEmulator,
  type SpotifyEmulatorOptions,
} from '../start-emulator.ts';
import { fixtureCatalog } from './fixture-catalog.ts';
import { precompileValidators, validateExchange } from './openapi-validator.ts';

export interface ValidatedEmulator extends SpotifyEmulator {
  /** Every OpenAPI violation seen so far; tests assert this stays empty. */
  violations: string[];
  /** How many Web API answers were checked. */
  checked(): number;
}

/** The emulator as tests use it: admin on, and every Web API answer validated against the OpenAPI file. */
export async function startValidatedEmulator(
  options: Partial<SpotifyEmulatorOptions> = {},
): Promise<ValidatedEmulator> {
  precompileValidators();
  const violations: string[] = [];
  let checked = 0;
  const mode = options.mode ?? 'development';
  const emulator = await startSpotifyEmulator({
    admin: true,
    historyAnchor: new Date('2026-06-01T12:00:00Z'),
    ...options,
    catalog: options.catalog ?? fixtureCatalog(),
    mode,
    onExchange: (exchange) => {
      options.onExchange?.(exchange);
      if (exchange.path.startsWith('/v1/')) checked++;
      violations.push(...validateExchange(exchange, mode));
    },
  });
  return Object.assign(emulator, { violations, checked: () => checked });
}
