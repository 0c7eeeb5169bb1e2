import type { IncomingMessage, ServerResponse } from 'node:http';

/** One request as the handlers see it, plus what was answered (for observers such as tests). */
export interface Exchange {
  req: IncomingMessage;
  res: ServerResponse;
  method: string;
  url: URL;
  params: Record<string, string>;
  /** Filled by the guard on Web API routes. */
  auth?: { userId: string; clientId: string; scopes: Set<string>; accessToken: string };
  answered?: { status: number; body: unknown; contentType: string };
}

export type Handler = (exchange: Exchange) => void | Promise<void>;

/** What an observer receives after each response. */
export interface ObservedExchange {
  method: string;
  path: string;
  query: URLSearchParams;
  status: number;
  contentType: string;
  body: unknown;
  headers: Record<string, string | number | string[] | undefined>;
}
