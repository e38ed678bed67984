import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from '../http-errors';

const INTERNAL_ERROR = 'Ocurrió un error en el servidor. Inténtalo más tarde.';

/** Spanish text for the client errors Fastify raises itself (body parsing, limits, routing). */
function describeFrameworkError(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'La solicitud es demasiado grande (máximo 1 MB).';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Tipo de contenido no admitido. Envía los datos como application/json.';
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'La longitud declarada del cuerpo no coincide con lo recibido.';
    default:
      if (error instanceof SyntaxError || /JSON/i.test(error.message)) {
        return 'El cuerpo de la solicitud no es JSON válido.';
      }
      return 'Solicitud inválida.';
  }
}

/**
 * The one error mapper: every client error leaves as `{"detail": "<español>"}` with a 4xx; anything else is
 * logged and answered with a generic 500 that reveals nothing.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send({ detail: error.detail });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ detail: describeFrameworkError(error) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ detail: INTERNAL_ERROR });
  });
}
