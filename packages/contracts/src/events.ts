import { z } from 'zod';

/** Spec (Event log): the events the web app sends. */
export const eventTypes = [
  'recommendation_received',
  'album_play',
  'album_comprehensive_rating',
] as const;
export type EventType = (typeof eventTypes)[number];

/** Spec (telemetry): the web app sends at most this many events in one request. */
export const EVENTS_PER_BATCH = 10;
const EVENT_DATA_MAX_CHARACTERS = 4000;

const eventSchema = z.object({
  /** Spec field; the session says who the listener is, so it is not trusted. */
  userId: z.string().max(200).optional(),
  eventType: z.enum(eventTypes),
  eventData: z
    .record(z.string(), z.unknown())
    .default({})
    .refine((data) => JSON.stringify(data).length <= EVENT_DATA_MAX_CHARACTERS, {
      message: `must be at most ${EVENT_DATA_MAX_CHARACTERS} characters as JSON`,
    }),
  /** When it happened on the device (events wait in a queue for up to 30 s). */
  occurredAt: z.iso.datetime().optional(),
});
export type LoggedEvent = z.input<typeof eventSchema>;

const batchSchema = z.object({ events: z.array(eventSchema).min(1).max(EVENTS_PER_BATCH) });

/**
 * POST /spotify/log-event: one event in the spec's shape (`{ userId, eventType, eventData }`) or
 * a batch (`{ events: [...] }`); a single event is read as a batch of one.
 */
export const logEventRequestSchema = z.preprocess(
  (body) =>
    typeof body === 'object' && body !== null && !('events' in body) ? { events: [body] } : body,
  batchSchema,
);
export type LogEventRequest = z.output<typeof logEventRequestSchema>;

export const logEventResponseSchema = z.object({
  success: z.literal(true),
  stored: z.number().int(),
});
