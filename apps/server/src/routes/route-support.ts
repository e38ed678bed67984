import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { z } from 'zod';

/**
 * A reply schema for Fastify's serializer, from the zod schema in contracts: only the listed fields are
 * written, whatever else the object carries.
 */
export function replySchema(schema: z.ZodType) {
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, { target: 'draft-7', io: 'output' });
  return json;
}

/** A request schema from contracts, or one the route makes per request (return addresses on its origin). */
type RequestPart<T> = z.ZodType<T, unknown> | ((request: FastifyRequest) => z.ZodType<T, unknown>);

export interface RouteSchemas<Params, Body, Query> {
  params?: RequestPart<Params>;
  body?: RequestPart<Body>;
  query?: RequestPart<Query>;
  /** Reply schemas by status code: only their fields are written. */
  reply?: Record<number, z.ZodType>;
  /** The largest body taken, when it is not the app's 1 MB (the CSV upload). */
  bodyLimit?: number;
}

/** What the route's schemas read; a part the route declares no schema for is undefined, never raw. */
export interface RouteInput<Params, Body, Query> {
  params: Params;
  body: Body;
  query: Query;
}

function read<T>(part: RequestPart<T> | undefined, request: FastifyRequest, data: unknown): T | undefined {
  if (!part) return undefined;
  const schema = typeof part === 'function' ? part(request) : part;
  // A refusal throws a ZodError; the one error mapper answers it with its Spanish detail.
  return schema.parse(data);
}

type Handler<Params, Body, Query> = (
  input: RouteInput<Params, Body, Query>,
  request: FastifyRequest,
  reply: FastifyReply,
) => unknown;

/**
 * Fastify's route options and handler from the route's schemas: the params, body and query are read through
 * their request schemas (in that order, as Fastify validates) before the handler runs, and the handler gets
 * the values they read; replies are serialized through the reply schemas.
 */
function routeOptions<Params, Body, Query>(
  schemas: RouteSchemas<Params, Body, Query>,
  handler: Handler<Params, Body, Query>,
) {
  const response = schemas.reply
    ? Object.fromEntries(
        Object.entries(schemas.reply).map(([status, schema]) => [status, replySchema(schema)]),
      )
    : undefined;
  return {
    ...(response ? { schema: { response } } : {}),
    ...(schemas.bodyLimit ? { bodyLimit: schemas.bodyLimit } : {}),
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const input = {
        params: read(schemas.params, request, request.params),
        body: read(schemas.body, request, request.body),
        query: read(schemas.query, request, request.query),
      } as RouteInput<Params, Body, Query>;
      return handler(input, request, reply);
    },
  };
}

/**
 * The scope's routes declared with their schemas, like Fastify's shorthands: `routes.patch(url, schemas,
 * handler)`. A route never reads `request.body`, `query` or `params` itself (the CSV upload's stream
 * aside): it takes the values its schemas read. For example:
 *
 *   const routes = schemaRoutes(scope);
 *   const correct = { params: readingParams, body: readingPatchBody, reply: { 200: recordedReadingReply } };
 *   routes.patch('/readings/:id/', correct, ({ params, body }, request) =>
 *     readings.correct(request.userId, params.id, body),
 *   );
 */
export function schemaRoutes(scope: FastifyInstance) {
  const declare =
    (method: HTTPMethods) =>
    <Params = undefined, Body = undefined, Query = undefined>(
      url: string,
      schemas: RouteSchemas<Params, Body, Query>,
      handler: Handler<Params, Body, Query>,
    ) =>
      scope.route({ method, url, ...routeOptions(schemas, handler) });
  return {
    get: declare('GET'),
    post: declare('POST'),
    put: declare('PUT'),
    patch: declare('PATCH'),
    delete: declare('DELETE'),
  };
}
