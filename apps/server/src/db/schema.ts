// The one place drizzle and drizzle-kit learn every table from.
export * from './schema/event-log.ts';
