import { z } from 'zod';

/** The body of every error answer the server sends. */
export const errorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  field: z.string().optional(),
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
