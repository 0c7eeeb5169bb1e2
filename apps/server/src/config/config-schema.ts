import { z } from 'zod';

const port = z.coerce.number().int().min(0).max(65535);
/** Proxies on the machine or a private network: where a load balancer in front normally is. */
export const PRIVATE_PROXIES = 'loopback,linklocal,uniquelocal';

/**
 * Which proxies' X-Forwarded-* headers to believe: never every hop, since the left-most
 * X-Forwarded-For entry is whatever the client wrote. `true` believes proxies at private and
 * loopback addresses (a load balancer in front); otherwise the proxies' own addresses or CIDR
 * ranges, comma-separated.
 */
const trustProxySetting = z
  .string()
  .trim()
  .transform((value, context): false | string => {
    const lower = value.toLowerCase();
    if (['', 'false', '0', 'no'].includes(lower)) return false;
    if (['true', '1', 'yes'].includes(lower)) return PRIVATE_PROXIES;
    const ranges = value.split(',').map((part) => part.trim());
    const isRange = (part: string) =>
      /^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(part) ||
      ['loopback', 'linklocal', 'uniquelocal'].includes(part);
    if (ranges.every(isRange)) return ranges.join(',');
    context.addIssue({
      code: 'custom',
      message: "must be true, false, or the proxies' addresses or CIDR ranges, comma-separated",
    });
    return z.NEVER;
  });
const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** Every environment variable the server reads, with its default. */
export const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(3000),
  HOST: optionalText,
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxySetting.default(false),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(50_000_000).default(1_048_576),
  WEB_DIST_DIR: optionalText,
  RECOMMENDATIONS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(20),
  AUTH_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  TOKEN_ENCRYPTION_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hexadecimal characters (a 256-bit key)')
      .optional(),
  ),
  SPOTIFY_CLIENT_ID: optionalText.pipe(
    z
      .string()
      .regex(/^[0-9A-Za-z]{16,64}$/, 'must be the client ID from the Spotify dashboard')
      .optional(),
  ),
  SPOTIFY_CLIENT_SECRET: optionalText.pipe(
    z
      .string()
      .regex(/^[0-9A-Za-z]{16,64}$/, 'must be the client secret from the Spotify dashboard')
      .optional(),
  ),
  SPOTIFY_ACCOUNTS_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  SPOTIFY_API_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  SPOTIFY_EMULATOR: z.enum(['auto', 'on', 'off']).default('auto'),
  SPOTIFY_EMULATOR_PORT: port.default(0),
  SPOTIFY_EMULATOR_MODE: z.enum(['development', 'extended']).default('development'),
  GOOGLE_CLIENT_ID: optionalText.pipe(
    z
      .string()
      .regex(/^[\w.-]{8,200}$/, 'must be the OAuth client ID from the Google Cloud console')
      .optional(),
  ),
  GOOGLE_CLIENT_SECRET: optionalText.pipe(z.string().min(8, 'is too short').optional()),
  GOOGLE_DISCOVERY_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  GOOGLE_EMULATOR: z.enum(['auto', 'on', 'off']).default('auto'),
  GOOGLE_EMULATOR_PORT: port.default(0),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: optionalText.pipe(
    z
      .string()
      .regex(
        /^([^<>]+<)?[^\s@<>]+@[^\s@<>]+>?$/,
        'must be an address, e.g. Album Club <hi@example.com>',
      )
      .optional(),
  ),
  TWILIO_ACCOUNT_SID: optionalText.pipe(
    z
      .string()
      .regex(/^AC[0-9a-fA-F]{32}$/, 'must be the Account SID from the Twilio console (AC…)')
      .optional(),
  ),
  TWILIO_AUTH_TOKEN: optionalText.pipe(z.string().min(16, 'is too short').optional()),
  TWILIO_FROM_NUMBER: optionalText.pipe(
    z
      .string()
      .regex(/^\+[1-9]\d{6,14}$/, 'must be an E.164 number such as +15551234567')
      .optional(),
  ),
  TWILIO_API_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** Routes that fail and crash on purpose, for the tests that watch what reaches the logs. */
  TEST_FAULTS: z.enum(['on', 'off']).default('off'),
});

export type Environment = z.infer<typeof environmentSchema>;
