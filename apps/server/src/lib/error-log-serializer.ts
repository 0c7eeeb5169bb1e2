/**
 * How an error reaches a log line. A failed database query carries its bound values (session
 * tokens, e-mail addresses, notes) in its message and fields; they are withheld here so a
 * database outage never writes listeners' secrets or data into the logs.
 */
const BOUND_VALUES = /\nparams: [\s\S]*?(?=\n\s+at |\ncaused by: |$)/g;
const WITHHELD_FIELDS = new Set(['params', 'message', 'stack', 'cause']);
const MAX_CAUSES = 4;

function withoutBoundValues(text: string): string {
  return text.replace(BOUND_VALUES, '\nparams: [withheld]');
}

export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  cause?: SerializedError;
  [field: string]: unknown;
}

export function serializeErrorForLog(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const serialized: SerializedError = {
    type: error.constructor.name,
    message: withoutBoundValues(error.message),
    stack: withoutBoundValues(error.stack ?? ''),
  };
  for (const [field, value] of Object.entries(error)) {
    if (WITHHELD_FIELDS.has(field)) continue;
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
      serialized[field] = typeof value === 'string' ? withoutBoundValues(value) : value;
    }
  }
  if (error.cause !== undefined && depth < MAX_CAUSES) {
    serialized.cause = serializeErrorForLog(error.cause, depth + 1);
  }
  return serialized;
}
