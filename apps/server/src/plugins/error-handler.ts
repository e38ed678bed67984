import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { readRequestRefusal } from '@vitalia/contracts/request-schema';
import { DatabaseError, DatabaseUnavailableError } from '@vitalia/db';
import { DomainError } from '@vitalia/services';

export const BODY_LIMIT_BYTES = 1024 * 1024;

const MESSAGES = {
  internal: 'Ocurrió un error en el servidor. Inténtalo más tarde.',
  busy: 'El servicio está ocupado en este momento. Inténtalo de nuevo en unos segundos.',
  badData: 'Algún dato de la solicitud no es válido. Revisa lo que escribiste e inténtalo de nuevo.',
  notFound: 'Recurso no encontrado.',
  badUrl: 'La dirección de la solicitud no es válida.',
  tooLarge: `La solicitud es demasiado grande (máximo ${BODY_LIMIT_BYTES / (1024 * 1024)} MB).`,
  mediaType: 'Tipo de contenido no admitido. Envía los datos como application/json.',
  contentLength: 'La longitud declarada del cuerpo no coincide con lo recibido.',
  badJson: 'El cuerpo de la solicitud no es JSON válido.',
  badRequest: 'Solicitud inválida.',
} as const;

const BUSY_RETRY_AFTER_SECONDS = 5;

/** A refusal that only HTTP has (a body too large, a content type not taken), with its Spanish text. */
export class HttpRefusal extends Error {
  constructor(
    readonly statusCode: 413 | 415,
    readonly detail: string,
  ) {
    super(detail);
    this.name = 'HttpRefusal';
  }
}

/** The status of each kind of domain error (the Nightscout scope answers them in its own shape). */
export const STATUS_OF_KIND: Record<DomainError['kind'], number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  rate_limited: 429,
};

/** Spanish text for the client errors Fastify raises itself (body parsing, limits, routing). */
function describeFrameworkError(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return MESSAGES.tooLarge;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return MESSAGES.mediaType;
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return MESSAGES.contentLength;
    default:
      if (error instanceof SyntaxError || /JSON/i.test(error.message)) return MESSAGES.badJson;
      return MESSAGES.badRequest;
  }
}

/**
 * The one error mapper: every client error leaves as `{"detail": "<español>"}` with a 4xx; a database
 * that cannot serve now is a 503 with Retry-After; anything else is logged (without SQL, parameters or
 * bodies) and answered with a generic 500 that reveals nothing.
 */
function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof DomainError) {
    if (error.kind === 'rate_limited' && 'retryAfterSeconds' in error) {
      void reply.header('retry-after', String(error.retryAfterSeconds));
    }
    return reply.code(STATUS_OF_KIND[error.kind]).send({ detail: error.detail });
  }
  if (error instanceof z.ZodError) {
    // A route's request schema refused the params, body or query: its reader's Spanish detail, 404 for an
    // id that cannot name anything, else 400.
    const refusal = readRequestRefusal(error);
    return reply.code(refusal?.notFound ? 404 : 400).send({ detail: refusal?.detail ?? MESSAGES.badData });
  }
  if (error instanceof HttpRefusal) return reply.code(error.statusCode).send({ detail: error.detail });
  if (error instanceof DatabaseUnavailableError) {
    request.log.warn({ reason: error.reason, query: error.queryName }, 'database unavailable');
    return reply
      .code(503)
      .header('retry-after', String(BUSY_RETRY_AFTER_SECONDS))
      .send({ detail: MESSAGES.busy });
  }
  if (error instanceof DatabaseError && error.isDataException) {
    // A value the database cannot hold (a NUL character, a number out of range) that validation let
    // through: still the client's input, so a 4xx; logged so the validation gap gets closed.
    request.log.warn({ code: error.code, query: error.queryName }, 'database refused a value');
    return reply.code(400).send({ detail: MESSAGES.badData });
  }
  const status = (error as FastifyError).statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply.code(status).send({ detail: describeFrameworkError(error as FastifyError) });
  }
  if (error instanceof DatabaseError) {
    request.log.error(
      { code: error.code, constraint: error.constraint, query: error.queryName },
      'query failed',
    );
  } else {
    request.log.error({ err: error }, 'request failed');
  }
  return reply.code(500).send({ detail: MESSAGES.internal });
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => sendError(error, request, reply));
}

/**
 * Errors the router raises before any route runs (set as Fastify's `frameworkErrors` option): an id too
 * long to be one is answered like any unknown id, a malformed address as a 400, both in Spanish.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.code(404).send({ detail: MESSAGES.notFound });
  } else if (error.code === 'FST_ERR_BAD_URL') {
    void reply.code(400).send({ detail: MESSAGES.badUrl });
  } else {
    void reply.code(error.statusCode ?? 400).send({ detail: MESSAGES.badRequest });
  }
}

export const NOT_FOUND_MESSAGE = MESSAGES.notFound;
