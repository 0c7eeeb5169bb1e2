import type { EventType, LoggedEvent } from '@album-club/contracts/events';
import { apiFetch } from '../../../lib/api-client.ts';

/** Spec (telemetry): batches of 10, a flush every 30 s, at most 100 entries waiting. */
export const EVENT_BATCH = 10;
export const EVENT_FLUSH_MS = 30_000;
export const EVENT_QUEUE_MAX = 100;

type Send = (events: LoggedEvent[], keepalive: boolean) => Promise<unknown>;

const sendToServer: Send = (events, keepalive) =>
  keepalive
    ? fetch('/spotify/log-event', {
        method: 'POST',
        keepalive: true,
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ events }),
      })
    : apiFetch('/spotify/log-event', { method: 'POST', body: { events }, background: true });

/** Events wait here and leave in batches; a failed batch is dropped (spec: failures ignored). */
export function createEventQueue(send: Send = sendToServer) {
  let waiting: LoggedEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function flush(keepalive = false): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    while (waiting.length > 0) {
      const batch = waiting.slice(0, EVENT_BATCH);
      waiting = waiting.slice(EVENT_BATCH);
      await send(batch, keepalive).catch(() => undefined);
    }
  }

  return {
    log(userId: string | undefined, eventType: EventType, eventData: Record<string, unknown>) {
      waiting.push({ userId, eventType, eventData, occurredAt: new Date().toISOString() });
      if (waiting.length > EVENT_QUEUE_MAX) waiting = waiting.slice(-EVENT_QUEUE_MAX);
      if (waiting.length >= EVENT_BATCH) void flush();
      else timer ??= setTimeout(() => void flush(), EVENT_FLUSH_MS);
    },
    flush,
    waiting: () => waiting.length,
  };
}

export const events = createEventQueue();

// Whatever waits when the page goes away leaves with it.
if (typeof window !== 'undefined')
  window.addEventListener('pagehide', () => void events.flush(true));
