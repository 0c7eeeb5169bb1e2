import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from '@album-club/contracts/errors';
import { AppError } from '../lib/app-error.ts';
import {
  databaseIsDown,
  databaseUnavailable,
  isDatabaseUnavailable,
} from '../db/database-unavailable.ts';

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

/** Fastify's own client errors, by code, with the answer the product gives for each. */
const frameworkErrors: Record<string, { code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    code: 'INVALID_JSON',
    message: 'The request body is not valid JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: 'INVALID_JSON',
    message: 'The request body is empty but its content type says JSON.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    code: 'PAYLOAD_TOO_LARGE',
    message: 'The request body is too large.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'This content type is not accepted here.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: 'VALIDATION_ERROR',
    message: 'The request body does not match its Content-Length.',
  },
};

const statusCodes: Record<number, string> = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

interface ValidationIssue {
  instancePath?: string;
  message?: string;
}

function describeValidation(error: FastifyError): { field: string; message: string } {
  const issue = (error.validation?.[0] ?? {}) as ValidationIssue;
  const path = (issue.instancePath ?? '').split('/').filter(Boolean).join('.');
  const field = [error.validationContext, path].filter(Boolean).join('.');
  const detail = issue.message ?? 'is invalid';
  return { field, message: `${field || 'request'}: ${detail}` };
}

function toAnswer(error: FastifyError | AppError): { status: number; body: ErrorBody } {
  if (error instanceof AppError) {
    const body: ErrorBody = { code: error.code, message: error.message };
    if (error.field) body.field = error.field;
    return { status: error.statusCode, body };
  }
  if (error.validation) {
    const { field, message } = describeValidation(error);
    return { status: 400, body: { code: 'VALIDATION_ERROR', message, field } };
  }
  const known = error.code ? frameworkErrors[error.code] : undefined;
  const status = error.statusCode ?? 500;
  if (known) return { status, body: { ...known } };
  if (status >= 400 && status < 500) {
    return { status, body: { code: statusCodes[status] ?? 'BAD_REQUEST', message: error.message } };
  }
  return {
    status: status >= 500 ? status : 500,
    body: { code: statusCodes[status] ?? 'INTERNAL_ERROR', message: INTERNAL_MESSAGE },
  };
}

/** One place maps every error to HTTP: typed codes for the client, no internals for anyone. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(
    async (thrown: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
      // A database out of reach is the same answer wherever the request met it, also when the
      // library that met it kept the reason to itself.
      const unexplained = !(thrown instanceof AppError) && !thrown.validation;
      const unavailable =
        unexplained &&
        (isDatabaseUnavailable(thrown) ||
          ((thrown.statusCode ?? 500) >= 500 && (await databaseIsDown(request.server.database))));
      const error = unavailable ? databaseUnavailable(thrown) : thrown;
      const { status, body } = toAnswer(error);
      if (unavailable) request.log.warn({ code: body.code, status }, 'database unavailable');
      else if (status >= 500) request.log.error({ err: error }, 'request failed');
      else request.log.info({ code: body.code, status }, 'request refused');
      if (error instanceof AppError && error.headers) reply.headers(error.headers);
      return reply.status(status).send({ ...body, requestId: request.id });
    },
  );

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    return reply.status(404).send({
      code: 'NOT_FOUND',
      message: `There is nothing at ${request.method} ${path}.`,
      requestId: request.id,
    } satisfies ErrorBody);
  });
}
