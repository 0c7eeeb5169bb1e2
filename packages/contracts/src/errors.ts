import { z } from 'zod';

/** Stable error codes the server answers with; the web app renders messages by code. */
export const errorCodes = [
  'VALIDATION_ERROR',
  'INVALID_JSON',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYLOAD_TOO_LARGE',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'CONFLICT',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
] as const;

export type ErrorCode = (typeof errorCodes)[number] | (string & {});

/** The body of every error answer the server sends. */
export const errorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  /** The request field that failed validation, as a dotted path ("body.rating"). */
  field: z.string().optional(),
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
