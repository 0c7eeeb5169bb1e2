import { readFileSync } from 'node:fs';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { parse } from 'yaml';
import { DEVELOPMENT_MODE_REMOVED, type EmulatorMode } from '../api/serialize-context.ts';
import type { ObservedExchange } from '../http/exchange.ts';

/** The copy of Spotify's OpenAPI description that ships with this package (MIT, see its LICENSE). */
export const OPENAPI_URL = new URL('../../openapi/spotify-web-api.openapi.yml', import.meta.url);

type Operation = {
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: unknown }> }>;
};
type OpenApi = {
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, { content?: Record<string, { schema: unknown }> }> };
};

let cached:
  | {
      spec: OpenApi;
      ajv: Ajv;
      validators: Map<string, { schema: unknown; validate?: ValidateFunction }>;
    }
  | undefined;

function load() {
  if (cached) return cached;
  const spec = parse(readFileSync(OPENAPI_URL, 'utf8')) as OpenApi;
  const ajv = new Ajv({ strict: false, allErrors: true });
  (addFormatsModule as unknown as (ajv: Ajv) => void)(ajv);
  ajv.addSchema(spec as object, 'spotify');
  cached = { spec, ajv, validators: new Map() };
  return cached;
}

/**
 * Known gaps in the OpenAPI file itself, where Spotify's real answers differ from what it says.
 * Each rule is narrow: it forgives one kind of error at one kind of place, nothing else.
 */
const DEPRECATED_FIELDS = new Set<string>(Object.values(DEVELOPMENT_MODE_REMOVED).flat());
function allowListed(error: ErrorObject, exchange: ObservedExchange, mode: EmulatorMode): boolean {
  // 1. Spotify removed these fields for development-mode apps (February 2026) but the file still
  //    lists some of them as required (AlbumObject.popularity, label, genres; AlbumBase.available_markets).
  if (mode === 'development' && error.keyword === 'required') {
    return DEPRECATED_FIELDS.has((error.params as { missingProperty: string }).missingProperty);
  }
  // 2. Recently played: Spotify answers `"next": null` on the last page and `"cursors": null`
  //    when there is nothing to page, where the file types them as non-nullable.
  if (exchange.path === '/v1/me/player/recently-played' && error.keyword === 'type') {
    return error.instancePath === '/next' || error.instancePath === '/cursors';
  }
  return false;
}

function templateMatches(template: string, path: string): boolean {
  const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
  return pattern.test(path);
}

function responseSchema(spec: OpenApi, template: string, method: string, status: number): unknown {
  const operation = spec.paths[template]?.[method.toLowerCase()];
  let response = operation?.responses[String(status)];
  if (response?.$ref) response = spec.components.responses[response.$ref.split('/').pop() ?? ''];
  if (!response && status >= 400) {
    // 3. The file lists only 401, 403 and 429 for most operations; Spotify also answers 400, 404,
    //    405 and 5xx with the same error envelope, so those are checked against that envelope.
    response = spec.components.responses.Unauthorized;
  }
  return response ? (response.content?.['application/json']?.schema ?? null) : undefined;
}

/** The operations the emulator serves, so their validators can be compiled before any request. */
const SERVED = [
  ['get', '/me'],
  ['get', '/me/albums'],
  ['put', '/me/albums'],
  ['delete', '/me/albums'],
  ['get', '/me/albums/contains'],
  ['put', '/me/library'],
  ['delete', '/me/library'],
  ['get', '/me/library/contains'],
  ['get', '/me/top/artists'],
  ['get', '/me/player/recently-played'],
  ['get', '/albums/{id}'],
  ['get', '/albums/{id}/tracks'],
  ['get', '/search'],
] as const;

/**
 * Compiling a schema takes long enough to hold up the event loop; doing it all up front keeps
 * that pause out of tests that time requests (client timeouts) in the same process.
 */
export function precompileValidators(): void {
  const { spec } = load();
  for (const [method, template] of SERVED) {
    for (const status of Object.keys(spec.paths[template]?.[method]?.responses ?? {})) {
      validatorFor(template, method.toUpperCase(), Number(status));
    }
    validatorFor(template, method.toUpperCase(), 500);
  }
}

function validatorFor(template: string | undefined, method: string, status: number) {
  const { spec, ajv, validators } = load();
  const key = `${template ?? 'unknown'} ${method} ${status}`;
  const known = validators.get(key);
  if (known) return known;
  let schema: unknown;
  if (template) schema = responseSchema(spec, template, method, status);
  else schema = spec.components.responses.Unauthorized?.content?.['application/json']?.schema;
  const entry =
    schema === undefined || schema === null
      ? { schema }
      : {
          schema,
          validate: ajv.compile(
            JSON.parse(
              JSON.stringify(schema).replaceAll('"#/components/', '"spotify#/components/'),
            ) as object,
          ),
        };
  validators.set(key, entry);
  return entry;
}

/** Checks one emulator answer against the OpenAPI file; returns readable violations (none = ok). */
export function validateExchange(exchange: ObservedExchange, mode: EmulatorMode): string[] {
  if (!exchange.path.startsWith('/v1/')) return [];
  const { spec } = load();
  const apiPath = exchange.path.slice(3);
  const label = `${exchange.method} ${exchange.path} → ${exchange.status}`;
  const template = Object.keys(spec.paths).find(
    (candidate) =>
      templateMatches(candidate, apiPath) && spec.paths[candidate]?.[exchange.method.toLowerCase()],
  );
  if (!template && exchange.status < 400)
    return [`${label}: no such operation in the OpenAPI file`];
  const { schema, validate } = validatorFor(template, exchange.method, exchange.status);
  if (schema === undefined) return [`${label}: status not declared for this operation`];
  if (schema === null || !validate) {
    return exchange.body === undefined ? [] : [`${label}: body sent where none is declared`];
  }
  let body = exchange.body;
  if ((schema as { $ref?: string }).$ref === '#/components/schemas/ErrorObject') {
    // 4. The /me/library operations declare their 400 as a bare ErrorObject, but Spotify wraps
    //    every Web API error as {"error": {...}}; the wrapped object is what is checked.
    body = (exchange.body as { error?: unknown } | undefined)?.error;
  }
  if (!exchange.contentType.startsWith('application/json')) {
    return [`${label}: content type ${exchange.contentType}`];
  }
  if (validate(body)) return [];
  return (validate.errors ?? [])
    .filter((error) => !allowListed(error, exchange, mode))
    .map((error) => `${label}: ${error.instancePath || '/'} ${error.message ?? error.keyword}`);
}
