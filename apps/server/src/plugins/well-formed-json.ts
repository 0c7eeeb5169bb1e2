import type { FastifyInstance } from 'fastify';
import { wellFormedText } from '../lib/well-formed-text.ts';
import { badRequest } from '../lib/app-error.ts';
import { jsonDepth, MAX_JSON_DEPTH } from '../lib/json-depth.ts';

const TOO_DEEP = `The request body nests deeper than ${MAX_JSON_DEPTH} levels.`;

/** Escapes PostgreSQL refuses in text and jsonb: NUL, and halves of UTF-16 pairs. */
const SUSPECT_ESCAPE = /\\u(?:0000|d[89a-f][0-9a-f]{2})/i;

function wellFormedValue(value: unknown): unknown {
  if (typeof value === 'string') return wellFormedText(value);
  if (Array.isArray(value)) return value.map(wellFormedValue);
  if (value !== null && typeof value === 'object') {
    const clean: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value))
      clean[wellFormedText(key)] = wellFormedValue(inner);
    return clean;
  }
  return value;
}

/**
 * JSON bodies as usual (with Fastify's guard against prototype poisoning), with every string
 * made storable. Valid JSON may carry NUL or half a surrogate pair as an escape; the database
 * would refuse them deep inside a write, and the caller would get a 500 instead of their data
 * kept. Only bodies that contain such an escape are walked. Bodies nested deeper than
 * MAX_JSON_DEPTH are refused before parsing: every later step that walks the value (this one
 * included) recurses.
 */
export function registerWellFormedJson(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, raw, done) => {
    const body = String(raw); // parseAs 'string' hands over text
    if (jsonDepth(body) > MAX_JSON_DEPTH) {
      done(badRequest(TOO_DEEP, 'body'), undefined);
      return;
    }
    parse(request, body, (error, value) => {
      if (error || !SUSPECT_ESCAPE.test(body)) {
        done(error, value);
        return;
      }
      done(null, wellFormedValue(value));
    });
  });
}
