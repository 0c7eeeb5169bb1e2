import { retryImport } from './retry-import.ts';

/** The sign-in client, downloaded when a sign-in starts and retried on a poor connection. */
export const loadAuthClient = () => retryImport(() => import('./auth-client.ts'));
