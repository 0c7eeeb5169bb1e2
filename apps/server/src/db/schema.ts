// The one place drizzle and drizzle-kit learn every table from.
export * from './schema/auth.ts';
export * from './schema/albums.ts';
export * from './schema/listening.ts';
export * from './schema/community.ts';
export * from './schema/event-log.ts';
export * from './schema/platform.ts';
export * from './schema/imports.ts';
export * from './schema/idempotency.ts';
