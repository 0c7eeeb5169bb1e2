import { z } from 'zod';

/** What the web app's error screen reports, so the error id it shows can be found in the logs. */
export const clientErrorReportSchema = z.object({
  errorId: z.string().regex(/^[A-Za-z0-9_-]{6,64}$/, 'must be 6–64 letters, digits, _ or -'),
  message: z.string().max(2000),
  stack: z.string().max(8000).optional(),
  route: z.string().max(500).optional(),
  kind: z.enum(['authentication', 'application']),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;

export const clientErrorAckSchema = z.object({ received: z.literal(true) });
