/** Spec: retry delay 1 s; a chunk that cannot load is tried this many times in all. */
export const IMPORT_ATTEMPTS = 3;
const FIRST_DELAY_MS = 1000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The module address a failed dynamic import names, when the browser says it. */
export function failedModuleUrl(error: unknown): string | null {
  const message = error instanceof Error ? error.message : String(error);
  const found = /(https?:\/\/\S+?\.m?js)\b/.exec(message);
  return found?.[1] ?? null;
}

/** Marks an error as "a piece of the app could not be downloaded", not a bug in it. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  constructor(readonly reason: unknown) {
    super(reason instanceof Error ? reason.message : String(reason));
  }
}

export const isChunkLoadError = (error: unknown): error is ChunkLoadError =>
  error instanceof ChunkLoadError;

export interface RetryOptions {
  attempts?: number;
  wait?: (ms: number) => Promise<void>;
}

/**
 * Runs a dynamic import, retrying with backoff (1 s, 2 s, …). A browser may keep a failed module
 * address as failed, so a retry asks for the address again with a query of its own.
 */
export async function retryImport<T>(
  load: () => Promise<T>,
  { attempts = IMPORT_ATTEMPTS, wait = sleep }: RetryOptions = {},
): Promise<T> {
  let lastError: unknown;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (attempt > 0) await wait(FIRST_DELAY_MS * 2 ** (attempt - 1));
    try {
      const url = attempt > 0 ? failedModuleUrl(lastError) : null;
      return url
        ? ((await import(/* @vite-ignore */ `${url}?retry=${Date.now()}`)) as T)
        : await load();
    } catch (error) {
      lastError = error;
    }
  }
  throw new ChunkLoadError(lastError);
}
