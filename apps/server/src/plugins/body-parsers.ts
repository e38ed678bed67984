import type { FastifyInstance } from 'fastify';

/**
 * Many clients send `Content-Type: application/json` on every request, also on a DELETE or a logout
 * without a body. An empty JSON body is read as no body, so those calls work; a call that needs a body
 * still answers 400 in its own words. Non-empty bodies keep Fastify's safe parser (no prototype poisoning).
 */
export function acceptEmptyJsonBodies(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') {
      done(null, undefined);
      return;
    }
    // The default parser answers through `done`; its return value carries nothing.
    void parseJson(request, body.toString(), done);
  });
}

/**
 * For webhook scopes: the body stays the exact bytes received (a Buffer), because signatures are computed
 * over the raw bytes and any re-serialisation would change them. The route parses JSON after it has
 * verified the signature.
 */
export function keepRawBodies(scope: FastifyInstance) {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
}
