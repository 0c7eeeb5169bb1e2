import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ConfigError } from './config-error.ts';
import { Secret } from './secret.ts';

export interface Secrets {
  /** Signs sessions and cookies. */
  authSecret: Secret;
  /** AES-256-GCM key (hex) for provider tokens at rest. */
  tokenEncryptionKey: Secret;
}

interface StoredSecrets {
  authSecret: string;
  tokenEncryptionKey: string;
}

const storedSecretsSchema = z.object({
  authSecret: z.string().min(32),
  tokenEncryptionKey: z.string().regex(/^[0-9a-f]{64}$/),
});

const SECRETS_FILE = 'secrets.json';

interface SecretsInput {
  dataDir: string;
  production: boolean;
  provided: { authSecret: string | undefined; tokenEncryptionKey: string | undefined };
}

/**
 * Production must be given its secrets (several instances share them). The embedded default
 * generates them once and keeps them in DATA_DIR so sessions survive restarts.
 */
export function loadOrCreateSecrets({ dataDir, production, provided }: SecretsInput): Secrets {
  if (production) {
    const missing = [
      provided.authSecret ? null : 'AUTH_SECRET',
      provided.tokenEncryptionKey ? null : 'TOKEN_ENCRYPTION_KEY',
    ].filter(Boolean);
    if (missing.length > 0) {
      throw new ConfigError(
        `Invalid configuration. ${missing.join(', ')} must be set when NODE_ENV=production`,
      );
    }
    return {
      authSecret: new Secret(provided.authSecret as string),
      tokenEncryptionKey: new Secret((provided.tokenEncryptionKey as string).toLowerCase()),
    };
  }
  const stored = readStoredSecrets(dataDir) ?? writeNewSecrets(dataDir);
  return {
    authSecret: new Secret(provided.authSecret ?? stored.authSecret),
    tokenEncryptionKey: new Secret(
      provided.tokenEncryptionKey?.toLowerCase() ?? stored.tokenEncryptionKey,
    ),
  };
}

function readStoredSecrets(dataDir: string): StoredSecrets | undefined {
  const file = path.join(dataDir, SECRETS_FILE);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  let parsed;
  try {
    parsed = storedSecretsSchema.safeParse(JSON.parse(text));
  } catch {
    parsed = { success: false as const };
  }
  if (!parsed.success)
    throw new ConfigError(`Invalid configuration. ${file} is damaged; remove it`);
  return parsed.data;
}

function writeNewSecrets(dataDir: string): StoredSecrets {
  const secrets: StoredSecrets = {
    authSecret: randomBytes(32).toString('base64url'),
    tokenEncryptionKey: randomBytes(32).toString('hex'),
  };
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(path.join(dataDir, SECRETS_FILE), JSON.stringify(secrets, null, 2), {
      mode: 0o600,
      flag: 'wx',
    });
  } catch (error) {
    // Another process created the file first: its secrets win.
    const winner =
      (error as NodeJS.ErrnoException).code === 'EEXIST' ? readStoredSecrets(dataDir) : undefined;
    if (winner) return winner;
    throw error;
  }
  return secrets;
}
